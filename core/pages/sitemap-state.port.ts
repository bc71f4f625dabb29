import type { SitemapData } from './sitemap';

/** Where the sitemap screen keeps its lists. */
export interface SitemapState {
  /** The language the lists are in; null before the first load. */
  readonly language: string | null;
  setSitemap(sitemap: SitemapData, language: string): void;
}
