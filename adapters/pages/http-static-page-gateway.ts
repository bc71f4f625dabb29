import type { SitemapData } from '../../core/pages/sitemap';
import type { StaticPage } from '../../core/pages/static-page';
import type { StaticPageGateway } from '../../core/pages/static-page-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpStaticPageGateway implements StaticPageGateway {
  constructor(private readonly api: ApiClient) {}

  fetchPage(slug: string, language: string): Promise<StaticPage> {
    return this.api.get<StaticPage>(`page/${encodeURIComponent(slug)}`, { language });
  }

  fetchSitemap(language: string): Promise<SitemapData> {
    return this.api.get<SitemapData>('sitemap', { language });
  }
}
