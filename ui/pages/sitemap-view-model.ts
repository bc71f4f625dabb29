import { injectable } from 'inversify';
import type { SitemapData } from '../../core/pages/sitemap';
import type { SitemapState } from '../../core/pages/sitemap-state.port';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The sitemap screen (`/sitemap`): the shop's lists, in one language. */
@injectable()
export class SitemapViewModel extends PageDataViewModel<SitemapData> implements SitemapState {
  constructor() {
    super({ data: 'sitemap', key: 'language' });
  }

  get sitemap(): SitemapData | null {
    return this.data;
  }

  get language(): string | null {
    return this.key;
  }

  setSitemap(sitemap: SitemapData, language: string): void {
    this.set(sitemap, language);
  }
}
