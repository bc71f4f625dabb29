import { type Kysely, sql } from 'kysely';
import {
  ddl, dropTables, entityTable, index, int, mustExist, oneOf, optional, owner, required, stamp, withStatus, withTimestamps,
} from './migration-kit';

// What shoppers do: wishlists, compare lists, carts, orders with their lines, cancellations,
// payments, bank transfers, voucher usage and reviews.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  for (const name of ['wishlists', 'compare_lists']) {
    await entityTable(d, name)
      .addColumn('user_id', 'integer', owner('users.id'))
      .addColumn('product_id', 'integer', owner('products.id'))
      .addColumn('created_at', 'text', stamp(d))
      .addUniqueConstraint(`${name}_user_id_product_id_key`, ['user_id', 'product_id'])
      .execute();
    await index(d, name, ['product_id']);
  }

  const cart = withTimestamps(d, entityTable(d, 'carts')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_user_id', 'integer', (c) => c.references('guest_users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('inventory_id', 'integer', owner('inventories.id'))
    .addColumn('quantity', 'integer', required)
    .addColumn('selected', 'integer', int(1))
    .addColumn('shipping_place_id', 'integer', optional('shipping_places.id'))
    .addColumn('shipping_type', 'integer', int(1)))
    // One line per variant and buyer; NULL owners are distinct, so each pair covers one kind of buyer.
    .addUniqueConstraint('carts_user_id_inventory_id_key', ['user_id', 'inventory_id'])
    .addUniqueConstraint('carts_guest_user_id_inventory_id_key', ['guest_user_id', 'inventory_id'])
    .addCheckConstraint('carts_owner_check', sql`(user_id is null) <> (guest_user_id is null)`)
    .addCheckConstraint('carts_quantity_check', sql`quantity > 0`);
  await oneOf(oneOf(cart, 'selected', [1, 2], 'carts'), 'shipping_type', [1, 2], 'carts').execute();
  await index(d, 'carts', ['product_id']);
  await index(d, 'carts', ['inventory_id']);
  await index(d, 'carts', ['shipping_place_id']);

  await oneOf(withTimestamps(d, entityTable(d, 'orders')
    .addColumn('tracking_code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', optional('users.id'))
    .addColumn('guest_user_id', 'integer', optional('guest_users.id'))
    .addColumn('order_method', 'integer', required)
    .addColumn('currency', 'text', required)
    // Order amounts are bigint: a large order in a small currency unit can pass 2^31 minor units.
    .addColumn('subtotal', 'bigint', int(0))
    .addColumn('shipping_price', 'bigint', int(0))
    .addColumn('tax', 'bigint', int(0))
    .addColumn('bundle_offer', 'bigint', int(0))
    .addColumn('voucher_price', 'bigint', int(0))
    .addColumn('total_amount', 'bigint', int(0))
    .addColumn('voucher_id', 'integer', optional('vouchers.id'))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('country', 'text', required)
    .addColumn('state', 'text', required)
    .addColumn('city', 'text', required)
    .addColumn('zip', 'text', required)
    .addColumn('address_1', 'text', required)
    .addColumn('address_2', 'text')
    .addColumn('delivery_instruction', 'text')
    .addColumn('status', 'integer', int(1))
    .addColumn('cancelled', 'integer', int(0))
    .addColumn('refunded', 'integer', int(0))
    .addColumn('payment_done', 'integer', int(0))
    .addColumn('trans_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('time_zone', 'text')), 'status', [1, 2, 3, 4, 5], 'orders')
    .execute();
  await index(d, 'orders', ['user_id', 'created_at']);
  await index(d, 'orders', ['guest_user_id', 'created_at']);
  await index(d, 'orders', ['voucher_id']);
  await index(d, 'orders', ['created_at']);

  await withTimestamps(d, entityTable(d, 'ordered_products')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('product_id', 'integer', mustExist('products.id'))
    .addColumn('inventory_id', 'integer', optional('inventories.id'))
    .addColumn('store_id', 'integer', optional('stores.id'))
    .addColumn('title', 'text', required)
    .addColumn('quantity', 'integer', required)
    .addColumn('selling', 'bigint', required)
    .addColumn('shipping_place_id', 'integer', optional('shipping_places.id'))
    .addColumn('shipping_type', 'integer', int(1))
    .addColumn('shipping_price', 'bigint', int(0))
    .addColumn('tax_price', 'bigint', int(0))
    .addColumn('bundle_offer', 'bigint', int(0)), false).execute();
  await index(d, 'ordered_products', ['order_id']);
  await index(d, 'ordered_products', ['product_id']);
  await index(d, 'ordered_products', ['inventory_id']);
  await index(d, 'ordered_products', ['store_id']);
  await index(d, 'ordered_products', ['shipping_place_id']);

  await withTimestamps(d, entityTable(d, 'cancellations')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', optional('users.id'))
    .addColumn('guest_user_id', 'integer', optional('guest_users.id'))
    .addColumn('reason', 'text'), false).execute();
  await index(d, 'cancellations', ['user_id']);
  await index(d, 'cancellations', ['guest_user_id']);

  await oneOf(withTimestamps(d, entityTable(d, 'payments')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('method', 'integer', required)
    .addColumn('provider', 'text', required)
    .addColumn('provider_ref', 'text')
    .addColumn('amount', 'bigint', required)
    .addColumn('currency', 'text', required)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // A provider reference identifies one payment: a replayed callback cannot record it twice.
    .addUniqueConstraint('payments_provider_provider_ref_key', ['provider', 'provider_ref'])),
  'status', ['pending', 'paid', 'failed', 'refunded'], 'payments').execute();
  await index(d, 'payments', ['order_id']);

  await withTimestamps(d, entityTable(d, 'bank_transfers')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('bank_name', 'text', required)
    .addColumn('account_holder_name', 'text', required)
    .addColumn('account_number', 'text', required)
    .addColumn('branch_name', 'text', required)
    .addColumn('transaction_id', 'text', required)
    .addColumn('verified_at', 'text'), false).execute();
  await index(d, 'bank_transfers', ['order_id']);

  await withTimestamps(d, entityTable(d, 'voucher_usages')
    .addColumn('voucher_id', 'integer', owner('vouchers.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', optional('users.id'))
    .addColumn('guest_user_id', 'integer', optional('guest_users.id')), false).execute();
  // usage_limit counts by voucher; limit_per_customer by voucher and buyer.
  await index(d, 'voucher_usages', ['voucher_id', 'user_id']);
  await index(d, 'voucher_usages', ['voucher_id', 'guest_user_id']);
  await index(d, 'voucher_usages', ['order_id']);
  await index(d, 'voucher_usages', ['user_id']);
  await index(d, 'voucher_usages', ['guest_user_id']);

  await withStatus(withTimestamps(d, entityTable(d, 'reviews')
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('order_id', 'integer', optional('orders.id'))
    .addColumn('rating', 'integer', required)
    .addColumn('comment', 'text')), 'reviews')
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .addUniqueConstraint('reviews_user_id_order_id_product_id_key', ['user_id', 'order_id', 'product_id'])
    .execute();
  await index(d, 'reviews', ['product_id', 'status', 'created_at']);
  await index(d, 'reviews', ['order_id']);

  await entityTable(d, 'review_images')
    .addColumn('review_id', 'integer', owner('reviews.id'))
    .addColumn('image', 'text', required)
    .addColumn('sort_order', 'integer', int(0))
    .execute();
  await index(d, 'review_images', ['review_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'review_images', 'reviews', 'voucher_usages', 'bank_transfers', 'payments', 'cancellations', 'ordered_products',
    'orders', 'carts', 'compare_lists', 'wishlists',
  ]);
}
