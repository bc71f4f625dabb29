// One page of product ids for a scope and the shopper's filters, and how many there are. Every
// sort key maps to a fixed ORDER BY here (an allow-list: nothing from the URL reaches SQL text),
// and each (scope, order) pair has an index (migrations 0011 and 0013, on listed_price since 0033).
import { type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { LISTING_PAGE_SIZE, type ListingQuery, priceBoundCents } from '../../core/catalogue/listing';
import type { DB } from '../db/schema';
import type { ProductTile } from '../../core/product/product-tile';
import { advertisedRangeCents } from '../../core/product/advertised-price';
import { PUBLIC } from '../db/constants';
import { type FlashPrice, type TileRow, tileOf, variantRangeCents, withTileColumns } from '../product/product-tiles';
import type { RunningFlash } from './listing-read-model';
import type { ProductScope } from './listing-scope';
import { mergedPageOfOneRead, sortedBy } from './ranked-merge';

export type ProductQuery = SelectQueryBuilder<DB & { p: DB['products'] }, 'p', object>;

/**
 * Public products of the scope that pass the filters. Price filters compare the advertised
 * everyday price (products.listed_price: the cheapest variant in stock, offer included, exactly
 * the price the tile shows outside a flash sale; decision 0001), not a running flash-sale price: a
 * flash price lasts hours, lives in another table, and filtering on it would need a join per row
 * that no index can serve. The tile still shows the flash price, and price sorts follow it
 * (pageOfTiles).
 */
function filtered(db: Kysely<DB>, scope: ProductScope, query: ListingQuery, mode: 'page' | 'count' | 'probe' = 'page'): ProductQuery {
  const counting = mode === 'count';
  // A page of a category, sub-category or brand walks its scope's index in the page's order and
  // checks the price and rating filters on that index's own columns, stopping after 30 matches.
  // Left indexable, a price range or minimum rating tempted SQLite to read every entry of the range
  // from the price (or rating) index and sort them: ~3,400 rows and a temp B-tree for a $10-200,
  // 3-star filter of a 16,000-product category at 100,000 products (4 ms, against 0.3 ms in
  // order). A count has no order and keeps the range scan. The walk is bounded by the scope's size.
  //
  // A probe (which of a few hundred given ids are in the scope, see pageOfProductIds) names the ids
  // itself; every other column is written `+column` so the planners look the ids up by primary key
  // rather than walk the scope's index and test each entry against the list (10,800 entries and
  // 1.8 ms for a category on PostgreSQL at 100,000 products).
  const probe = mode === 'probe';
  const walk = !counting && (scope.kind === 'category' || scope.kind === 'sub_category' || scope.kind === 'brand') ? query.sortby : null;
  const column = (name: 'p.status' | 'p.category_id' | 'p.sub_category_id' | 'p.brand_id') => (probe ? sql<number>`+${sql.ref(name)}` : sql<number>`${sql.ref(name)}`);
  let q: ProductQuery = db.selectFrom('products as p').where(column('p.status'), '=', PUBLIC);
  switch (scope.kind) {
    case 'category': q = q.where(column('p.category_id'), '=', scope.id); break;
    case 'sub_category': q = q.where(column('p.sub_category_id'), '=', scope.id); break;
    case 'brand': q = q.where(column('p.brand_id'), '=', scope.id); break;
    case 'tag': {
      const id = scope.id;
      // A page walks products in order and probes the tag per row (EXISTS) and stops after 30;
      // a count starts from the tag's own index entries (IN) instead of every product.
      q = counting
        ? q.where('p.id', 'in', (eb) => eb.selectFrom('product_tags as pt').select('pt.product_id').where('pt.tag_id', '=', id))
        : q.where((eb) => eb.exists(eb.selectFrom('product_tags as pt').select('pt.tag_id').whereRef('pt.product_id', '=', 'p.id').where('pt.tag_id', '=', id)));
      break;
    }
    case 'collection': {
      const id = scope.id;
      q = q.where('p.id', 'in', (eb) => eb.selectFrom('collection_products as cs').select('cs.product_id').where('cs.collection_id', '=', id));
      break;
    }
    case 'products': q = q.where('p.id', 'in', scope.ids.length > 0 ? scope.ids : [0]); break;
    case 'all': break;
  }
  // 'newest' as the walk order writes both the price and the rating comparisons `+column`.
  return withFilters(q, query, probe ? 'newest' : walk);
}

/**
 * The shopper's filters (price, brand, shipping, rating, collection) on a products query. With
 * `walkOrder`, price and rating comparisons other than the order's own column are written `+column`
 * so no planner serves them from an index range: the rows come off the order's index instead.
 */
export function withFilters(q: ProductQuery, query: ListingQuery, walkOrder: ListingQuery['sortby'] | null = null): ProductQuery {
  const byPrice = walkOrder === 'price_low_to_high' || walkOrder === 'price_high_to_low';
  const price = walkOrder !== null && !byPrice ? sql<number>`+${sql.ref('p.listed_price')}` : sql<number>`${sql.ref('p.listed_price')}`;
  const rating = walkOrder !== null && walkOrder !== 'avg_customer_review' ? sql<number>`+${sql.ref('p.rating')}` : sql<number>`${sql.ref('p.rating')}`;
  if (query.min !== null) q = q.where(price, '>=', priceBoundCents(query.min));
  if (query.max !== null) q = q.where(price, '<=', priceBoundCents(query.max));
  if (query.brand.length > 0) q = q.where('p.brand_id', 'in', query.brand);
  if (query.shipping.length > 0) q = q.where('p.shipping_rule_id', 'in', query.shipping);
  if (query.rating !== null) q = q.where(rating, '>=', query.rating);
  if (query.collection.length > 0) {
    const ids = query.collection;
    q = q.where('p.id', 'in', (eb) => eb.selectFrom('collection_products as cf').select('cf.product_id').where('cf.collection_id', 'in', ids));
  }
  return q;
}

function ordered(q: ProductQuery, sort: ListingQuery['sortby']): ProductQuery {
  switch (sort) {
    case 'price_low_to_high': return q.orderBy('p.listed_price', 'asc').orderBy('p.id', 'asc');
    case 'price_high_to_low': return q.orderBy('p.listed_price', 'desc').orderBy('p.id', 'desc');
    case 'avg_customer_review': return q.orderBy('p.rating', 'desc').orderBy('p.id', 'desc');
    case 'newest': return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  }
}

/**
 * One page of tiles with the keys of its order, in one query: the page's ids come off the ordered
 * index walk in a derived table (planned alone, exactly as an ids-only query: an index-only walk
 * that stops after the page), and only those rows are looked up for the tile's columns and
 * translation. Asking the walk itself for the tile's columns made PostgreSQL give up the walk for
 * a sort of the whole filtered scope (55 ms for a filtered 10,600-product category).
 */
function tilePageQuery(db: Kysely<DB>, scope: ProductScope, query: ListingQuery, lang: string, offset: number, limit = LISTING_PAGE_SIZE, exclude: readonly number[] = []) {
  let walk = filtered(db, scope, query);
  if (exclude.length > 0) walk = walk.where('p.id', 'not in', exclude);
  // Only the id: any other column could take the walk off an index-only scan.
  const pick = ordered(walk, query.sortby).select('p.id').limit(limit).offset(offset).as('pick');
  return withTileColumns(db.selectFrom('products as p'), lang)
    .innerJoin(pick, 'pick.id', 'p.id')
    .select(['p.listed_price', 'p.created_at']);
}

/** The page's order among its own rows (the derived table's order does not survive the join). */
function orderOf(sort: ListingQuery['sortby']): (a: Keyed, b: Keyed) => number {
  const byId = (a: Keyed, b: Keyed) => a.id - b.id;
  switch (sort) {
    case 'price_low_to_high': return (a, b) => a.listed_price - b.listed_price || byId(a, b);
    case 'price_high_to_low': return (a, b) => b.listed_price - a.listed_price || byId(b, a);
    case 'avg_customer_review': return (a, b) => b.rating - a.rating || byId(b, a);
    // ISO-8601 UTC text of one format: code-unit order is time order, as in the database.
    case 'newest': return (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : byId(b, a));
  }
}

interface Keyed {
  id: number;
  listed_price: number;
  rating: number;
  created_at: string;
}

/**
 * The scope's flash-priced products among `flashIds` (all of them, `few` = 1) and `limit` rows of
 * the index walk of the others from `skip` on (`few` = 0), with their tile columns.
 */
function flashPageQuery(db: Kysely<DB>, scope: ProductScope, query: ListingQuery, lang: string, flashIds: readonly number[], skip: number, limit: number) {
  const few = withTileColumns(filtered(db, scope, query, 'probe').where('p.id', 'in', flashIds), lang)
    .select(['p.listed_price', 'p.created_at', sql<number>`1`.as('few')]);
  // Every flash-priced product is left out of the index walk: those outside the scope are anyway.
  const many = tilePageQuery(db, scope, query, lang, skip, limit, flashIds).select(sql<number>`0`.as('few'));
  return few.unionAll(many);
}

/**
 * The tiles of one page, in order, in one query. Price orders follow the price the tile shows: a
 * product in a flash sale running now sorts by its flash price (`flash`: every running one). Those
 * products are few (a few hundred in a 100,000-product shop), so the scope's share of them is read
 * whole, with the slice of the index walk of the others that the page can need (UNION ALL), and
 * merged here.
 */
export async function pageOfTiles(db: Kysely<DB>, scope: ProductScope, query: ListingQuery, page: number, lang: string, flash: RunningFlash): Promise<ProductTile[]> {
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const tile = (row: TileRow) => tileOf(row, flash.tiles.get(row.id));
  const byPrice = query.sortby === 'price_low_to_high' || query.sortby === 'price_high_to_low';
  if (!byPrice || flash.cents.size === 0) return (await tilePageQuery(db, scope, query, lang, offset).execute()).sort(orderOf(query.sortby)).map(tile);

  const asc = query.sortby === 'price_low_to_high';
  const ahead = (a: Priced, b: Priced) => (asc ? a.price < b.price || (a.price === b.price && a.id < b.id) : a.price > b.price || (a.price === b.price && a.id > b.id));
  const flashIds = [...flash.cents.keys()];
  const read = async (skip: number, limit: number) => {
    const rows = await flashPageQuery(db, scope, query, lang, flashIds, skip, limit).execute();
    const isFew = (row: { few: number | string }) => Number(row.few) === 1;
    return {
      few: sortedBy(rows.filter(isFew).map((row) => ({ id: row.id, price: flashShownCents(row, flash.tiles.get(row.id)!), row })), ahead),
      many: rows.filter((row) => !isFew(row)).sort(orderOf(query.sortby)).map((row) => ({ id: row.id, price: Number(row.listed_price), row })),
    };
  };
  return (await mergedPageOfOneRead(read, flashIds.length, ahead, offset, LISTING_PAGE_SIZE)).map((r) => tile(r.row));
}

/**
 * The price (cents) a flash-priced tile shows: the sale's reduction applied to its cheapest
 * variant in stock (decision 0001), which is the sale price itself unless that variant is dearer
 * than selling (its cheaper ones sold out). The sale runs (`RunningFlash`), so any instant before
 * its end prices it.
 */
function flashShownCents(row: TileRow, sale: FlashPrice): number {
  const { low, high } = variantRangeCents(row);
  const prices = { selling: Number(row.selling), offered: Number(row.offered), flash: sale.cents, flashEnd: sale.end_time };
  return advertisedRangeCents(prices, low, high, Date.parse(sale.end_time) - 1).unit;
}

interface Priced {
  id: number;
  /** Cents. */
  price: number;
  row: TileRow;
}

/** True when no filter narrows the scope (the page and sort do not change a count). */
function unfiltered(query: ListingQuery): boolean {
  return query.min === null && query.max === null && query.brand.length === 0 && query.shipping.length === 0
    && query.rating === null && query.collection.length === 0;
}

/**
 * How many products pass; the count reads only index entries for the plain scopes. A tag with no
 * filter is counted as its tag entries minus those of non-public products: both read index
 * entries only (the tag's, and the few non-public products'), where checking each tagged product's
 * status read a table row apiece (11,500 rows, ~48 ms on SQLite at 100,000 products). Exact.
 */
export async function countProducts(db: Kysely<DB>, scope: ProductScope, query: ListingQuery): Promise<number> {
  if (scope.kind === 'tag' && unfiltered(query)) return countTag(db, scope.id);
  const row = await filtered(db, scope, query, 'count').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

function tagCountQueries(db: Kysely<DB>, tagId: number) {
  const tagged = db.selectFrom('product_tags as pt').where('pt.tag_id', '=', tagId).select((eb) => eb.fn.countAll<number | string>().as('n'));
  // `status <> 1` with the literal, exactly as the partial index of 0013 (products_not_public_idx)
  // says, so both planners read that index's few entries (a bound parameter does not match it).
  const hidden = db.selectFrom('products as p')
    .where('p.status', '<>', sql.lit(PUBLIC))
    .where((eb) => eb.exists(eb.selectFrom('product_tags as pt').select('pt.tag_id').whereRef('pt.product_id', '=', 'p.id').where('pt.tag_id', '=', tagId)))
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  return { tagged, hidden };
}

async function countTag(db: Kysely<DB>, tagId: number): Promise<number> {
  const { tagged, hidden } = tagCountQueries(db, tagId);
  const [all, notPublic] = await Promise.all([tagged.executeTakeFirst(), hidden.executeTakeFirst()]);
  return Number(all?.n ?? 0) - Number(notPublic?.n ?? 0);
}

/** The SQL of the main listing queries, for EXPLAIN in the plan tests. */
export function listingSql(db: Kysely<DB>, scope: ProductScope, query: ListingQuery, page = 1, lang = 'en', flashIds: readonly number[] = [3, 14, 15, 92, 65]): Record<string, CompiledQuery> {
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const queries: Record<string, CompiledQuery> = {
    page: tilePageQuery(db, scope, query, lang, offset).compile(),
  };
  // A price order while flash sales run (these ids stand for the running sales' products).
  if (query.sortby === 'price_low_to_high' || query.sortby === 'price_high_to_low') {
    queries['page with flash prices'] = flashPageQuery(db, scope, query, lang, flashIds, Math.max(0, offset - flashIds.length), LISTING_PAGE_SIZE + Math.min(offset, flashIds.length)).compile();
  }
  if (scope.kind === 'tag' && unfiltered(query)) {
    const { tagged, hidden } = tagCountQueries(db, scope.id);
    queries['count (tag entries)'] = tagged.compile();
    queries['count (non-public tagged)'] = hidden.compile();
  } else {
    queries.count = filtered(db, scope, query, 'count').select((eb) => eb.fn.countAll<number | string>().as('n')).compile();
  }
  return queries;
}
