// The lists around a listing: the category tree, brands, shipping options and collections, in
// the shopper's language (default-language text where a translation is missing). Small tables,
// one query each.
import type { Kysely } from 'kysely';
import type { BrandSummary, CategoryWithChildren, CollectionSummary, ShippingOption, SubCategorySummary } from '../../core/catalogue/listing';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';

/** Public categories (all, or the given ids) with their public sub-categories as `child`. */
export async function loadCategories(db: Kysely<DB>, lang: string, onlyIds?: readonly number[]): Promise<CategoryWithChildren[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  let categories = db
    .selectFrom('categories as c')
    .leftJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
    .select((eb) => [
      'c.id', 'c.slug', 'c.image',
      eb.fn.coalesce('t.title', 'c.title').as('title'),
      eb.fn.coalesce('t.meta_title', 'c.meta_title').as('meta_title'),
      eb.fn.coalesce('t.meta_description', 'c.meta_description').as('meta_description'),
    ])
    .where('c.status', '=', PUBLIC)
    .orderBy('c.sort_order')
    .orderBy('c.id');
  let subs = db
    .selectFrom('sub_categories as s')
    .leftJoin('sub_category_translations as t', (join) => join.onRef('t.sub_category_id', '=', 's.id').on('t.lang', '=', lang))
    .select((eb) => ['s.id', 's.category_id', 's.slug', 's.image', eb.fn.coalesce('t.title', 's.title').as('title')])
    .where('s.status', '=', PUBLIC)
    .orderBy('s.sort_order')
    .orderBy('s.id');
  if (onlyIds) {
    categories = categories.where('c.id', 'in', onlyIds);
    subs = subs.where('s.category_id', 'in', onlyIds);
  }
  const [rows, children] = await Promise.all([categories.execute(), subs.execute()]);
  const byCategory = new Map<number, SubCategorySummary[]>();
  for (const child of children) {
    const list = byCategory.get(child.category_id) ?? [];
    list.push(child);
    byCategory.set(child.category_id, list);
  }
  return rows.map((row) => ({ ...row, child: byCategory.get(row.id) ?? [] }));
}

/** Brand names are proper nouns: not translated. */
export async function loadBrands(db: Kysely<DB>): Promise<BrandSummary[]> {
  return db.selectFrom('brands').select(['id', 'slug', 'title', 'image']).where('status', '=', PUBLIC).orderBy('sort_order').orderBy('id').execute();
}

export async function loadShippingOptions(db: Kysely<DB>, lang: string): Promise<ShippingOption[]> {
  return db
    .selectFrom('shipping_rules as r')
    .leftJoin('shipping_rule_translations as t', (join) => join.onRef('t.shipping_rule_id', '=', 'r.id').on('t.lang', '=', lang))
    .select((eb) => ['r.id', eb.fn.coalesce('t.title', 'r.title').as('title')])
    .where('r.status', '=', PUBLIC)
    // The shop's own rules: a store's rules (migration 0043) ship only its products and would crowd the filter.
    .where('r.store_id', 'is', null)
    .orderBy('r.id')
    .execute();
}

export async function loadCollectionSummaries(db: Kysely<DB>, lang: string): Promise<CollectionSummary[]> {
  return db
    .selectFrom('collections as c')
    .leftJoin('collection_translations as t', (join) => join.onRef('t.collection_id', '=', 'c.id').on('t.lang', '=', lang))
    .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('t.title', 'c.title').as('title')])
    .where('c.status', '=', PUBLIC)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
}
