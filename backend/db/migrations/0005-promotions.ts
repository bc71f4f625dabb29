import { type Kysely, sql } from 'kysely';
import {
  createTranslations, ddl, dropTables, entityTable, index, int, oneOf, owner, plainTable, required, withStatus, withTimestamps,
} from './migration-kit';

// Time-boxed price changes: flash sales with their sale prices, and voucher codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await withStatus(withTimestamps(d, entityTable(d, 'flash_sales')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('image', 'text')
    .addColumn('start_time', 'text', required)
    .addColumn('end_time', 'text', required), false), 'flash_sales')
    .addCheckConstraint('flash_sales_window_check', sql`start_time < end_time`)
    .execute();
  await createTranslations(d, { table: 'flash_sales', key: 'flash_sale_id' }, ['title']);
  // Active sales: public and not yet ended (few rows; the start is checked on the survivors).
  await index(d, 'flash_sales', ['status', 'end_time']);

  await plainTable(d, 'flash_sale_products')
    .addColumn('flash_sale_id', 'integer', owner('flash_sales.id'))
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('price', 'integer', required)
    .addPrimaryKeyConstraint('flash_sale_products_pkey', ['flash_sale_id', 'product_id'])
    .addCheckConstraint('flash_sale_products_price_check', sql`price >= 0`)
    .execute();
  // "Is this product on sale now?" for every product tile.
  await index(d, 'flash_sale_products', ['product_id']);

  await oneOf(
    withStatus(withTimestamps(d, entityTable(d, 'vouchers')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', required)
      .addColumn('type', 'integer', required)
      .addColumn('price', 'integer', required)
      .addColumn('capped_price', 'integer')
      .addColumn('min_spend', 'integer', int(0))
      .addColumn('usage_limit', 'integer')
      .addColumn('limit_per_customer', 'integer')
      .addColumn('start_time', 'text', required)
      .addColumn('end_time', 'text', required), false), 'vouchers'),
    'type', [1, 2], 'vouchers',
  ).execute();
  await createTranslations(d, { table: 'vouchers', key: 'voucher_id' }, ['title']);
  await index(d, 'vouchers', ['status', 'end_time']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['voucher_translations', 'vouchers', 'flash_sale_products', 'flash_sale_translations', 'flash_sales']);
}
