import type { SitemapData } from './sitemap';
import type { StaticPage } from './static-page';

/** Static pages (privacy policy, terms...) and the sitemap page's lists on api/v1. */
export interface StaticPageGateway {
  /** `page/{slug}` in the language; throws RequestError 404 for an unknown slug. */
  fetchPage(slug: string, language: string): Promise<StaticPage>;
  /** `sitemap`: categories, brands, collections and pages for the sitemap page, in the language. */
  fetchSitemap(language: string): Promise<SitemapData>;
}
