import { injectable } from 'inversify';
import type { StaticPage } from '../../core/pages/static-page';
import type { StaticPageState } from '../../core/pages/static-page-state.port';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The static page screen (`/page/:slug`): one page of shop text. */
@injectable()
export class StaticPageViewModel extends PageDataViewModel<StaticPage> implements StaticPageState {
  constructor() {
    super({ data: 'page', key: 'key' });
  }

  get page(): StaticPage | null {
    return this.data;
  }

  setPage(page: StaticPage, key: string): void {
    this.set(page, key);
  }
}
