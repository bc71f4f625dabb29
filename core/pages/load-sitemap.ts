import { inject, injectable } from 'inversify';
import { StaticPageGateway } from './static-page-gateway.port';
import { SitemapState } from './sitemap-state.port';

/** Loads the sitemap page's lists in the language unless they are shown already. */
@injectable()
export class LoadSitemap {
  constructor(
    @inject(StaticPageGateway) private readonly gateway: Pick<StaticPageGateway, 'fetchSitemap'>,
    @inject(SitemapState) private readonly state: Pick<SitemapState, 'language' | 'setSitemap'>,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    this.state.setSitemap(await this.gateway.fetchSitemap(language), language);
  }
}
