import type { Kysely } from 'kysely';
import type { Paginator } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import { offsetOf, paginator } from '../http/paging';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { inOrder, loadTiles } from './product-tiles';

/** Public products, aliased `p`; callers narrow it (a store, a sub-category, ...). */
export function publicProducts(db: Kysely<DB>) {
  return db.selectFrom('products as p').where('p.status', '=', PUBLIC);
}
export type ProductScope = ReturnType<typeof publicProducts>;

/** The listing sort keys (`sortby`): an allow-list, never a column name from the query. */
export type SortKey = 'newest' | 'price_low_to_high' | 'price_high_to_low' | 'avg_customer_review';

export function readSort(value: unknown): SortKey {
  return value === 'price_low_to_high' || value === 'price_high_to_low' || value === 'avg_customer_review' ? value : 'newest';
}

/** One page of tiles of a scope, counted and sorted in the database; the id breaks ties so pages never overlap. */
export async function tilePage(
  db: Kysely<DB>,
  scope: () => ProductScope,
  sort: SortKey,
  page: number,
  perPage: number,
  lang: string,
  now: Date,
  /** Counts the scope another way when counting it directly would read every row (see suggestions). */
  countOf: () => Promise<number> = () => countScope(scope),
): Promise<Paginator<ProductTile>> {
  let rows = scope().select('p.id');
  // Price orders read the advertised everyday price (listed_price: the cheapest variant in stock,
  // decision 0001) off the store indexes of migration 0033; a running flash price is not merged in.
  if (sort === 'price_low_to_high') rows = rows.orderBy('p.listed_price', 'asc');
  else if (sort === 'price_high_to_low') rows = rows.orderBy('p.listed_price', 'desc');
  else if (sort === 'avg_customer_review') rows = rows.orderBy('p.rating', 'desc');
  else rows = rows.orderBy('p.created_at', 'desc');
  const [count, found] = await Promise.all([
    countOf(),
    rows.orderBy('p.id', 'desc').limit(perPage).offset(offsetOf(page, perPage)).execute(),
  ]);
  const ids = found.map((row) => row.id);
  const tiles = await loadTiles(db, ids, lang, now);
  return paginator(inOrder(ids, tiles), page, count, perPage);
}

/** How many products a scope holds. */
export async function countScope(scope: () => ProductScope): Promise<number> {
  const row = await scope().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
