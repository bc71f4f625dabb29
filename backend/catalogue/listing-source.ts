// The `products` call's many ways of naming what to list (source_type + source_id/slug, home_spm,
// banner, collection, brand, all_categories), turned into one ProductScope and the ListingSource
// the answer describes it with. null means an unknown id or slug: the route answers 404.
import { type Kysely, sql } from 'kysely';
import { parseIdList, type ListingSource } from '../../core/catalogue/listing';
import { SourceType } from '../../core/catalogue/source-item';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { findPublic, type ProductScope, type Ref, refOf } from './listing-scope';

export interface ResolvedSource {
  scope: ProductScope;
  source: ListingSource;
  /** The category the listing belongs to (a category source, or a sub-category's parent). */
  categoryId: number | null;
}

type Params = Readonly<Record<string, unknown>>;

const KIND_OF_TYPE: Record<number, ListingSource['type']> = {
  [SourceType.categories]: 'categories',
  [SourceType.subCategories]: 'sub_categories',
  [SourceType.tags]: 'tags',
  [SourceType.brands]: 'brands',
  [SourceType.products]: 'products',
  [SourceType.url]: 'url',
};

/** home_spm names an id without its type: the path's slug (`slug`) tells which row it is. */
const HOME_SPM_ORDER = [SourceType.subCategories, SourceType.tags, SourceType.brands, SourceType.products, SourceType.categories] as const;

export async function resolveSource(db: Kysely<DB>, params: Params, lang: string): Promise<ResolvedSource | null> {
  const slug = refOf(params.slug)?.slug ?? null;

  if (params.banner !== undefined) {
    const ref = refOf(params.banner);
    if (ref?.id == null) return null;
    const banner = await db.selectFrom('banners').select(['source_type', 'source_id', 'slug']).where('id', '=', ref.id).where('status', '=', PUBLIC).executeTakeFirst();
    if (!banner || banner.source_type == null) return null;
    const target = banner.source_id != null ? { id: banner.source_id, slug: null } : refOf(banner.slug);
    return bySourceType(db, banner.source_type, target, lang, 'banner');
  }

  if (params.home_spm !== undefined) {
    const ref = refOf(params.home_spm);
    if (ref?.id == null) return null;
    for (const type of HOME_SPM_ORDER) {
      const found = await bySourceType(db, type, ref, lang, 'home_spm', slug);
      if (found) return found;
    }
    return null;
  }

  if (params.source_type !== undefined) {
    const type = Number(refOf(params.source_type)?.id ?? NaN);
    if (!(type in KIND_OF_TYPE)) return null;
    if (type === SourceType.url) return { scope: { kind: 'all' }, source: { source_type: type, type: 'url', id: null, slug: null, title: '' }, categoryId: null };
    const ref = params.source_id !== undefined ? refOf(params.source_id) : slug ? { id: null, slug } : null;
    return ref ? bySourceType(db, type, ref, lang) : null;
  }

  const collections = parseIdList(params.collection);
  if (params.collection !== undefined && params.brand === undefined) {
    if (collections.length === 0) return null;
    const row = await findPublic(db, 'collections', { id: collections[0] ?? 0, slug: null });
    if (!row) return null;
    return { scope: { kind: 'collection', id: row.id }, source: { source_type: null, type: 'collection', id: row.id, slug: row.slug, title: await titleOf(db, 'collection', row.id, lang) }, categoryId: null };
  }

  const brands = parseIdList(params.brand);
  if (params.brand !== undefined && params.all_categories === undefined) {
    if (brands.length === 0) return null;
    const found = await bySourceType(db, SourceType.brands, { id: brands[0] ?? 0, slug: null }, lang, 'brand');
    return found;
  }

  if (slug && params.all_categories === undefined) {
    // `/:main/products` with nothing else: the main category named by the path.
    return bySourceType(db, SourceType.categories, { id: null, slug }, lang);
  }

  return { scope: { kind: 'all' }, source: { source_type: null, type: 'all_categories', id: null, slug: null, title: '' }, categoryId: null };
}

async function bySourceType(db: Kysely<DB>, type: number, ref: Ref | null, lang: string, form?: ListingSource['type'], slug?: string | null): Promise<ResolvedSource | null> {
  if (!ref) return null;
  const kind = KIND_OF_TYPE[type];
  const describe = (id: number, rowSlug: string, title: string): ListingSource => ({ source_type: type, type: form ?? kind ?? 'products', id, slug: rowSlug, title });
  switch (type) {
    case SourceType.categories: {
      const row = await findPublic(db, 'categories', ref, { slug });
      return row ? { scope: { kind: 'category', id: row.id }, source: describe(row.id, row.slug, await titleOf(db, 'category', row.id, lang)), categoryId: row.id } : null;
    }
    case SourceType.subCategories: {
      const row = await findPublic(db, 'sub_categories', ref, { slug });
      if (!row) return null;
      const parent = await db.selectFrom('sub_categories').select('category_id').where('id', '=', row.id).executeTakeFirstOrThrow();
      return { scope: { kind: 'sub_category', id: row.id }, source: describe(row.id, row.slug, await titleOf(db, 'sub_category', row.id, lang)), categoryId: parent.category_id };
    }
    case SourceType.tags: {
      const row = await findPublic(db, 'tags', ref, { slug });
      return row ? { scope: { kind: 'tag', id: row.id }, source: describe(row.id, row.slug, await titleOf(db, 'tag', row.id, lang)), categoryId: null } : null;
    }
    case SourceType.brands: {
      const row = await findPublic(db, 'brands', ref, { slug });
      return row ? { scope: { kind: 'brand', id: row.id }, source: describe(row.id, row.slug, await titleOf(db, 'brand', row.id, lang)), categoryId: null } : null;
    }
    case SourceType.products: {
      const row = await findPublic(db, 'products', ref, { slug });
      return row ? { scope: { kind: 'products', ids: [row.id] }, source: describe(row.id, row.slug, await titleOf(db, 'product', row.id, lang)), categoryId: null } : null;
    }
    default:
      return null;
  }
}

type Titled = 'category' | 'sub_category' | 'tag' | 'brand' | 'collection' | 'product';

/** The title of a row in `lang`, or its default-language title. */
export async function titleOf(db: Kysely<DB>, kind: Titled, id: number, lang: string): Promise<string> {
  if (kind === 'brand') {
    return (await db.selectFrom('brands').select('title').where('id', '=', id).executeTakeFirst())?.title ?? '';
  }
  // Table and key names come from this fixed map, never from the request.
  const names = {
    category: ['categories', 'category_translations', 'category_id'],
    sub_category: ['sub_categories', 'sub_category_translations', 'sub_category_id'],
    tag: ['tags', 'tag_translations', 'tag_id'],
    collection: ['collections', 'collection_translations', 'collection_id'],
    product: ['products', 'product_translations', 'product_id'],
  } as const;
  const [table, translations, key] = names[kind];
  const row = await sql<{ title: string }>`select coalesce(t.title, b.title) as title from ${sql.table(table)} b left join ${sql.table(translations)} t on t.${sql.ref(key)} = b.id and t.lang = ${lang} where b.id = ${id}`.execute(db);
  return row.rows[0]?.title ?? '';
}
