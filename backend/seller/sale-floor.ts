import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The highest flash-sale price (cents) each product has in a sale not yet ended (public or not,
 * upcoming or running): its everyday price must stay above it, or the sale would charge shoppers
 * more than the everyday price while it runs (decision 0032). Products in no such sale are absent.
 */
export async function saleFloors(db: Kysely<DB>, productIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('flash_sale_products as fp').innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
    .select(['fp.product_id', sql<number>`max(fp.price)`.as('floor')])
    .where('fp.product_id', 'in', [...productIds]).where('f.end_time', '>', now.toISOString())
    .groupBy('fp.product_id').execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.floor)]));
}
