/**
 * `sitemap`: what the page for people (`/sitemap`) lists, every title in the request's language.
 * Links are built by the storefront from slugs and ids (a category `/all/{slug}`, a brand
 * `/{slug}/brand?brand={id}`, a collection `/{slug}/collection?collection={id}`, a page `/page/{slug}`).
 */
export interface SitemapLink {
  id: number;
  slug: string;
  title: string;
}

export interface SitemapCategory extends SitemapLink {
  sub_categories: SitemapLink[];
}

export interface SitemapData {
  categories: SitemapCategory[];
  brands: SitemapLink[];
  collections: SitemapLink[];
  pages: SitemapLink[];
}
