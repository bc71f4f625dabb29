import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { StaticPage } from '../../core/pages/static-page';
import type { StaticPageState } from '../../core/pages/static-page-state.port';
import type { Hydratable } from '../app/hydratable';

/** The static page screen (`/page/:slug`): one page of shop text. */
@injectable()
export class StaticPageViewModel implements StaticPageState, Hydratable {
  page: StaticPage | null = null;
  key: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setPage(page: StaticPage, key: string): void {
    this.page = page;
    this.key = key;
  }

  snapshot(): unknown {
    return this.page ? { page: this.page, key: this.key } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { page?: StaticPage; key?: string } | null;
    if (s?.page && s.key) this.setPage(s.page, s.key);
  }
}
