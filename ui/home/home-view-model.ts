import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { HomeData } from '../../core/home/home-data';
import type { HomeState } from '../../core/home/home-state.port';
import type { Hydratable } from '../app/hydratable';

/** The home screen's state: the sections loaded from `home`. */
@injectable()
export class HomeViewModel implements HomeState, Hydratable {
  data: HomeData | null = null;
  language: string | null = null;

  constructor() {
    // The payload is replaced whole, never edited in place: a reference, not a deep observable.
    makeAutoObservable(this, { data: observable.ref });
  }

  setHome(data: HomeData, language: string): void {
    this.data = data;
    this.language = language;
  }

  snapshot(): unknown {
    return this.data ? { data: this.data, language: this.language } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { data?: HomeData; language?: string } | null;
    if (s?.data && s.language) this.setHome(s.data, s.language);
  }
}
