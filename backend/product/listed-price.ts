import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The listed price (cents) of the product row `product` (a table name or alias in the enclosing
 * query): its advertised everyday price before any flash sale, what listings sort and filter by
 * (decision 0001). It is `advertisedPriceCents(product, variants, now).unit` of
 * core/product/advertised-price.ts with no flash sale, restated in SQL so it can be stored and
 * indexed (`products.listed_price`, migration 0033), and checked against the core on generated
 * products (tests/api/listed-price.test.ts):
 * - the candidate variants are those in stock, or all of them when none is;
 * - a variant with attributes and a price above 0 pays its own price, reduced by the offer's ratio
 *   `offered / selling` when there is an offer (and selling is above 0), rounded half up to the
 *   cent exactly as `priceForOwn` (bigint: cents x cents passes 2^31); any other variant pays the
 *   product-level price (`current_price`: offered above 0, else selling);
 * - the listed price is the lowest of those; a product without variants lists `current_price`.
 * A flash sale lasts hours and lives in another table: listings sort a running one by its flash
 * price apart (backend/catalogue/listing-products.ts).
 */
export function listedPriceOf(product: string): RawBuilder<number> {
  const p = (column: string) => sql.ref(`${product}.${column}`);
  const reduced = sql`(cast(i.price as bigint) * ${p('offered')} * 2 + ${p('selling')}) / (cast(${p('selling')} as bigint) * 2)`;
  const unit = sql`case when ${OWN_PRICED} then (case when ${p('offered')} > 0 and ${p('selling')} > 0 then ${reduced} else i.price end) else ${p('current_price')} end`;
  return sql<number>`coalesce((select cast(min(${unit}) as integer) from ${candidateVariants(product)}), ${p('current_price')})`;
}

/**
 * True of a variant `i` priced by itself (core `ownPriceCents`): it has attributes and a price
 * above 0; any other pays the product's price.
 */
export const OWN_PRICED = sql<boolean>`(i.price > 0 and exists (select 1 from inventory_attributes ia where ia.inventory_id = i.id))`;

/**
 * `inventories i` narrowed to the variants a shopper can buy of the product row `product` (core
 * `candidateOwnPrices`): those in stock, or all of them when none is. For a FROM clause.
 */
export function candidateVariants(product: string): RawBuilder<unknown> {
  const id = sql.ref(`${product}.id`);
  return sql`inventories i where i.product_id = ${id}
    and (i.quantity > 0 or not exists (select 1 from inventories j where j.product_id = ${id} and j.quantity > 0))`;
}

/**
 * Writes `listed_price` of these products (all of them when `productIds` is null) from their
 * prices and variants, only where it moved, and returns the ids whose listed price changed. Called
 * by every writer of a product's prices or its variants' prices or stock (refreshInStock after an
 * order or a cancellation, migration 0033's backfill); the caller announces the change.
 */
export async function refreshListedPrices(db: Kysely<DB>, productIds: readonly number[] | null): Promise<number[]> {
  if (productIds !== null && productIds.length === 0) return [];
  let update = db.updateTable('products')
    .set({ listed_price: listedPriceOf('products') })
    .where('listed_price', '<>', listedPriceOf('products'));
  if (productIds !== null) update = update.where('id', 'in', [...productIds]);
  return (await update.returning('id').execute()).map((row) => row.id);
}
