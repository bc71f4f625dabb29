import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { SitemapData } from '../../core/pages/sitemap';
import type { SitemapState } from '../../core/pages/sitemap-state.port';
import type { Hydratable } from '../app/hydratable';

/** The sitemap screen (`/sitemap`): the shop's lists, in one language. */
@injectable()
export class SitemapViewModel implements SitemapState, Hydratable {
  sitemap: SitemapData | null = null;
  language: string | null = null;

  constructor() {
    makeAutoObservable(this, { sitemap: observable.ref });
  }

  setSitemap(sitemap: SitemapData, language: string): void {
    this.sitemap = sitemap;
    this.language = language;
  }

  snapshot(): unknown {
    return this.sitemap ? { sitemap: this.sitemap, language: this.language } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { sitemap?: SitemapData; language?: string } | null;
    if (s?.sitemap && s.language) this.setSitemap(s.sitemap, s.language);
  }
}
