// Hot deals (`products?hot_deals=1`): public products on offer (current price below selling) or
// in a flash sale running now, biggest discount first, then id. Offers are many (a third of the
// catalogue) and are read in discount order off a partial index (migrations 0013, 0033); running flash
// prices are few (a handful of sales), so they are read whole and merged into the offer order
// here. The page stays an index walk of at most offset + 30 + (flash products) entries.
import { type Kysely, sql } from 'kysely';
import { LISTING_PAGE_SIZE, type ListingQuery } from '../../core/catalogue/listing';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { type ProductQuery, withFilters } from './listing-products';
import { mergedPage } from './ranked-merge';

/** A product in discount order: basis points off selling (10000 = free), then id ascending. */
interface Deal {
  id: number;
  off: number;
}

/**
 * Basis points off selling of the everyday price, written exactly as the partial index of 0013
 * so both databases read the order off it. bigint: cents × 10000 passes 2^31 above $2,147.
 */
export const OFFER_OFF_BP = sql<number>`(cast(p.selling - p.current_price as bigint) * 10000 / p.selling)`;

/** True when `a` comes before `b`: more off first, then the lower id. */
const ahead = (a: Deal, b: Deal) => a.off > b.off || (a.off === b.off && a.id < b.id);

/** Offers that are not flash deals, passing the filters (the partial index's WHERE is repeated as is). */
function offers(db: Kysely<DB>, query: ListingQuery, excluded: readonly number[]): ProductQuery {
  let q: ProductQuery = db.selectFrom('products as p')
    .where('p.status', '=', PUBLIC)
    .where(sql<boolean>`p.current_price < p.selling`);
  if (excluded.length > 0) q = q.where('p.id', 'not in', excluded);
  return withFilters(q, query);
}

/** Products with a public flash sale running at `now`, passing the filters, in discount order. */
async function flashDeals(db: Kysely<DB>, query: ListingQuery, now: Date): Promise<Deal[]> {
  const at = now.toISOString();
  const running = db
    .selectFrom('flash_sale_products as fp')
    .innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
    .select((eb) => ['fp.product_id', eb.fn.min('fp.price').as('price')])
    .where('f.status', '=', PUBLIC)
    .where('f.start_time', '<=', at)
    .where('f.end_time', '>', at)
    .groupBy('fp.product_id');
  const rows = await withFilters(
    db.selectFrom('products as p').innerJoin(running.as('fl'), 'fl.product_id', 'p.id').where('p.status', '=', PUBLIC) as unknown as ProductQuery,
    query,
  )
    .select(['p.id', 'p.selling', 'p.current_price', sql<number | string>`fl.price`.as('flash')])
    .execute();
  return rows
    .map((r) => {
      // The tile shows the flash price while the sale runs; its discount is what orders it.
      const paid = Number(r.flash);
      const selling = Number(r.selling);
      return { id: r.id, off: selling > 0 ? Math.trunc(((selling - paid) * 10000) / selling) : 0 };
    })
    .sort((a, b) => (ahead(a, b) ? -1 : ahead(b, a) ? 1 : 0));
}

async function offerPage(db: Kysely<DB>, query: ListingQuery, excluded: readonly number[], offset: number, limit: number): Promise<Deal[]> {
  const rows = await offers(db, query, excluded)
    .select(['p.id', OFFER_OFF_BP.as('off')])
    .orderBy(OFFER_OFF_BP, 'desc')
    .orderBy('p.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ id: r.id, off: Number(r.off) }));
}

/**
 * One page of hot deals (ids in order) and how many there are. `cached` may remember the count of
 * every offer under the filters (it does not depend on which flash sales run).
 */
export async function hotDeals(db: Kysely<DB>, query: ListingQuery, page: number, now: Date, cached: (count: () => Promise<number>) => Promise<number> = (count) => count()): Promise<{ ids: number[]; total: number }> {
  const flash = await flashDeals(db, query, now);
  const flashIds = flash.map((d) => d.id);
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const [deals, offerCount, flashOffers] = await Promise.all([
    mergedPage(flash, (skip, limit) => offerPage(db, query, flashIds, skip, limit), ahead, offset, LISTING_PAGE_SIZE),
    cached(() => countOffers(db, query)),
    flashIds.length === 0 ? 0 : countOffers(db, query, flashIds),
  ]);
  // Offers that are also flash deals are counted once, as flash deals.
  const total = offerCount - flashOffers + flash.length;
  const ids = deals.map((d) => d.id);
  return { ids, total };
}

/**
 * Offers passing the filters, or only those among `among`. Counting all of them reads the
 * partial index alone (2 ms for 34,000 offers on SQLite); excluding the flash ids in the same
 * query would probe a list per entry (11 ms), so the overlap is counted apart and subtracted.
 */
export async function countOffers(db: Kysely<DB>, query: ListingQuery, among?: readonly number[]): Promise<number> {
  let q = offers(db, query, []);
  if (among) q = q.where('p.id', 'in', among.length > 0 ? [...among] : [0]);
  const row = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The SQL of the offer page and count, for EXPLAIN in the plan tests. */
export function hotDealsSql(db: Kysely<DB>, query: ListingQuery) {
  return {
    page: offers(db, query, []).select(['p.id', OFFER_OFF_BP.as('off')]).orderBy(OFFER_OFF_BP, 'desc').orderBy('p.id', 'asc').limit(LISTING_PAGE_SIZE).compile(),
    count: offers(db, query, []).select((eb) => eb.fn.countAll<number | string>().as('n')).compile(),
  };
}
