import { injectable } from 'inversify';
import type { HomeData } from '../../core/home/home-data';
import type { HomeState } from '../../core/home/home-state.port';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The home screen's state: the sections loaded from `home`. */
@injectable()
export class HomeViewModel extends PageDataViewModel<HomeData> implements HomeState {
  constructor() {
    super({ data: 'data', key: 'language' });
  }

  get language(): string | null {
    return this.key;
  }

  setHome(data: HomeData, language: string): void {
    this.set(data, language);
  }
}
