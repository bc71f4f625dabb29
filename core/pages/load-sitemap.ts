import type { StaticPageGateway } from './static-page-gateway.port';
import type { SitemapState } from './sitemap-state.port';

/** Loads the sitemap page's lists in the language unless they are shown already. */
export class LoadSitemap {
  constructor(
    private readonly gateway: Pick<StaticPageGateway, 'fetchSitemap'>,
    private readonly state: Pick<SitemapState, 'language' | 'setSitemap'>,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    this.state.setSitemap(await this.gateway.fetchSitemap(language), language);
  }
}
