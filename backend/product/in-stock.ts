import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Sets each product's `in_stock` from its variants' stock, after an order took units or a cancellation gave them back. */
export async function refreshInStock(db: Kysely<DB>, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.updateTable('products')
    .set((eb) => ({
      in_stock: eb.case()
        .when(eb.exists(eb.selectFrom('inventories').select('inventories.id').whereRef('inventories.product_id', '=', 'products.id').where('inventories.quantity', '>', 0)))
        .then(1).else(0).end(),
    }))
    .where('id', 'in', [...productIds])
    .execute();
}
