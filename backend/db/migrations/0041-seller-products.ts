import { type Kysely, sql } from 'kysely';

// Sellers list their own products (issue 32):
// - products.publication: where a product stands with the shop, 'draft', 'review', 'returned',
//   'published' or 'hidden' (core/seller/publication.ts). Only 'published' is public, and every
//   writer keeps products.status (what the storefront reads) in step: 1 when published, else 0.
//   Every product so far was the shop's own and public, or hidden when private.
// - products.approved_at: when the shop first let it be public (a hidden product so approved comes
//   back without a new review); review_reason: why the back office sent it back, as mailed.
// - products.version: raised by every change, so a save from a stale form is refused.
// - products.low_stock: a variant's stock at or under it mails the seller; 0 is never.
//   inventories.low_stock_mailed: 1 once mailed, back to 0 when restocked above it (one mail per dip).
// - settings.product_review: 1 when a seller's product waits for a review before it is public.
// An index lists a store's products by state however large the catalogue.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('publication', 'text', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('products').addColumn('approved_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('products').addColumn('low_stock', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('inventories').addColumn('low_stock_mailed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('settings').addColumn('product_review', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update products set publication = 'hidden' where status <> 1`.execute(db);
  await sql`update products set approved_at = created_at`.execute(db);
  await sql`create index products_store_publication on products (store_id, publication, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_store_publication`.execute(db);
  await db.schema.alterTable('settings').dropColumn('product_review').execute();
  await db.schema.alterTable('inventories').dropColumn('low_stock_mailed').execute();
  for (const column of ['low_stock', 'version', 'review_reason', 'approved_at', 'publication']) await db.schema.alterTable('products').dropColumn(column).execute();
}
