import type { Kysely } from 'kysely';
import type { SitemapData } from '../../core/pages/sitemap';
import { loadBrands, loadCategories, loadCollectionSummaries } from '../catalogue/listing-sidebar';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';

/**
 * `sitemap`: public categories with their public sub-categories, brands, collections and static
 * pages, in `lang` (default-language text where a translation is missing). The lists a listing's
 * sidebar reads, plus the pages: four small queries, run together.
 */
export async function loadSitemap(db: Kysely<DB>, lang: string): Promise<SitemapData> {
  const [categories, brands, collections, pages] = await Promise.all([
    loadCategories(db, lang),
    loadBrands(db),
    loadCollectionSummaries(db, lang),
    db
      .selectFrom('pages as p')
      .leftJoin('page_translations as t', (join) => join.onRef('t.page_id', '=', 'p.id').on('t.lang', '=', lang))
      .select((eb) => ['p.id', 'p.slug', eb.fn.coalesce('t.title', 'p.title').as('title')])
      .where('p.status', '=', PUBLIC)
      .orderBy('p.id')
      .execute(),
  ]);
  const link = ({ id, slug, title }: { id: number; slug: string; title: string }) => ({ id, slug, title });
  return {
    categories: categories.map((c) => ({ ...link(c), sub_categories: c.child.map(link) })),
    brands: brands.map(link),
    collections: collections.map(link),
    pages: pages.map(link),
  };
}
