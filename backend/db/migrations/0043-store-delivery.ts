import type { Kysely } from 'kysely';

// A seller runs their own delivery and pickup (issue 32, store profile's pickup places): a shipping
// rule may belong to a store (store_id), edited from the seller's workspace and offered only on that
// store's products; null keeps it the shop's own rule, edited in the back office as before. Checkout
// reads a product's rule the same way whoever owns it, so a store's pickup place is honoured at the till.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipping_rules').addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade')).execute();
  await db.schema.createIndex('shipping_rules_store_id_index').on('shipping_rules').column('store_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shipping_rules_store_id_index').execute();
  await db.schema.alterTable('shipping_rules').dropColumn('store_id').execute();
}
