import type { StaticPage } from './static-page';

/** Static pages (privacy policy, terms...) on api/v1. */
export interface StaticPageGateway {
  /** `page/{slug}` in the language; throws RequestError 404 for an unknown slug. */
  fetchPage(slug: string, language: string): Promise<StaticPage>;
}
export const StaticPageGateway = Symbol('StaticPageGateway');
