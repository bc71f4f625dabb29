import type { Kysely } from 'kysely';
import type { StoreDetail, StorePickupPlace } from '../../core/product/product-detail';
import { ALL_PLACES } from '../../core/checkout/shipping-place';
import { countryName, statesOf } from '../account/countries';
import { centsToAmount } from '../db/money';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';
import { publicProducts, type SortKey, tilePage } from '../product/product-pages';

/** Products per page of a store, as in listings. */
export const STORE_PER_PAGE = 30;

/**
 * `store/{slug}`: an approved store with its public products paged and sorted like a listing;
 * `followed` for a signed-in caller. Null for an unknown or unapproved store.
 */
export async function loadStorePage(
  db: Kysely<DB>,
  slug: string,
  options: { page: number; sort: SortKey; userId: number | null },
  lang: string,
  now: Date,
): Promise<StoreDetail | null> {
  const store = await db
    .selectFrom('stores as s')
    .leftJoin('store_translations as t', (join) => join.onRef('t.store_id', '=', 's.id').on('t.lang', '=', lang))
    .select((eb) => [
      's.id', 's.name', 's.slug', 's.logo', 's.banner_image', 's.rating', 's.review_count', 's.created_at', 's.phone', 's.email', 's.address',
      eb.fn.coalesce('t.description', 's.description').as('description'),
    ])
    .where('s.slug', '=', slug)
    .where('s.status', '=', 'approved')
    .executeTakeFirst();
  if (!store) return null;

  const inStore = () => publicProducts(db).where('p.store_id', '=', store.id);
  const [result, followed, pickup] = await Promise.all([
    tilePage(db, inStore, options.sort, options.page, STORE_PER_PAGE, lang, now),
    options.userId === null
      ? undefined
      : db.selectFrom('store_followers').select('store_id').where('store_id', '=', store.id).where('user_id', '=', options.userId).executeTakeFirst(),
    storePickupPlaces(db, store.id, lang),
  ]);
  return {
    store: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      description: store.description,
      logo: store.logo,
      banner: store.banner_image,
      rating: Number(store.rating),
      review_count: store.review_count,
      member_since: store.created_at,
      followed: followed ? 1 : null,
      product_count: result.total,
      phone: store.phone, email: store.email, address: store.address,
      pickup_places: pickup,
    },
    result,
  };
}

/**
 * The pickup points of a store's own public shipping rules (migration 0043), as checkout offers
 * them: a shopper delivering to a place's country and state may collect there instead.
 */
async function storePickupPlaces(db: Kysely<DB>, storeId: number, lang: string): Promise<StorePickupPlace[]> {
  const rows = await db.selectFrom('shipping_places as p').innerJoin('shipping_rules as r', 'r.id', 'p.shipping_rule_id')
    .select(['p.id', 'p.pickup_point', 'p.pickup_address_line_1', 'p.country', 'p.state', 'p.pickup_price', 'p.day_needed'])
    .where('r.store_id', '=', storeId).where('r.status', '=', PUBLIC).where('p.pickup_point', 'is not', null)
    .orderBy('p.id').limit(100).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.pickup_point ?? '',
    address: row.pickup_address_line_1,
    country: row.country === ALL_PLACES ? null : countryName(row.country, lang),
    state: row.state === ALL_PLACES || row.country === ALL_PLACES ? null : statesOf(row.country).find((s) => s.code === row.state)?.name ?? row.state,
    price: centsToAmount(row.pickup_price),
    days: row.day_needed,
  }));
}
