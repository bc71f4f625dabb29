import { type Kysely, sql } from 'kysely';
import { announceChange } from '../cache/cache-changes';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { refreshListedPrices } from './listed-price';

/**
 * Sets each product's `in_stock` from its variants' stock and its `listed_price` (the advertised
 * everyday price listings sort and filter by: the cheapest variant in stock, decision 0001), after
 * an order took units or a cancellation gave them back, and announces the change to every
 * process's caches in the same transaction: the products' pages (stock) always, the tiles that
 * show them (and the listings' counts) when one was emptied or refilled, its listed price moved,
 * or `variantCrossedZero` (a variant sold out or came back: the advertised price may have moved).
 */
export async function refreshInStock(db: Kysely<DB>, dialect: DialectName, productIds: readonly number[], variantCrossedZero = false): Promise<void> {
  if (productIds.length === 0) return;
  // PostgreSQL: two orders taking the last units of two variants of one product each read the
  // other's variant as still in stock (its write is not committed), so the one committing last
  // would leave in_stock 1 and a listed price of a sold-out variant. Locking the products (in id
  // order, after every stock write, so no two writers wait on each other in a cycle) makes the
  // second wait for the first's commit; its next statements then see that stock. SQLite runs one
  // write transaction at a time. FOR NO KEY UPDATE, the lock an UPDATE of these columns takes: it
  // waits for another refresher's but not for the key-share locks that orders' lines (foreign keys
  // to products) hold while they wait for this order's stock row, which FOR UPDATE deadlocked on.
  if (dialect === 'postgres') await db.selectFrom('products').select('id').where('id', 'in', [...productIds]).orderBy('id').forNoKeyUpdate().execute();
  // Only the rows whose in_stock is now wrong are written (and returned): those are the flips.
  const flipped = await db.updateTable('products')
    .set({ in_stock: sql<number>`1 - in_stock` })
    .where('id', 'in', [...productIds])
    .where((eb) => eb('in_stock', '<>', eb.case()
      .when(eb.exists(eb.selectFrom('inventories').select('inventories.id').whereRef('inventories.product_id', '=', 'products.id').where('inventories.quantity', '>', 0)))
      .then(1).else(0).end()))
    .returning('id')
    .execute();
  // Only a variant emptied or refilled moves a listed price, but the statement is cheap (a few
  // products' variants) and writes only the rows that moved, so it does not trust the flag.
  const relisted = await refreshListedPrices(db, productIds);
  await announceChange(db, dialect, { scope: 'products', ids: [...productIds], tiles: flipped.length > 0 || relisted.length > 0 || variantCrossedZero });
}
