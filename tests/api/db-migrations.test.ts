import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { MIGRATIONS, staticMigrationProvider } from '../../backend/db/migration-provider';
import type { DB } from '../../backend/db/schema';
import { testDatabases } from '../support/databases';

/** Every table the typed schema declares; the migrations must create exactly these. */
const DECLARED_TABLES: (keyof DB)[] = [
  'languages', 'language_texts', 'settings', 'site_settings', 'site_setting_translations', 'users', 'guest_users', 'verification_codes',
  'sessions', 'addresses', 'auth_throttles', 'sign_in_challenges', 'back_office_members', 'back_office_factors', 'back_office_recovery_codes', 'back_office_challenges',
  'back_office_sessions', 'audit_log', 'oauth_states', 'social_identities', 'guest_compare_lists', 'tax_rules', 'shipping_rules', 'shipping_rule_translations', 'shipping_places', 'bundle_deals',
  'bundle_deal_translations', 'categories', 'category_translations', 'sub_categories', 'sub_category_translations', 'brands',
  'tags', 'tag_translations', 'stores', 'store_translations', 'store_followers', 'attributes', 'attribute_translations',
  'attribute_values', 'attribute_value_translations', 'products', 'product_translations', 'product_images', 'product_tags',
  'inventories', 'inventory_attributes', 'collections', 'collection_translations', 'collection_products', 'flash_sales',
  'flash_sale_translations', 'flash_sale_products', 'vouchers', 'voucher_translations', 'wishlists', 'compare_lists', 'carts',
  'orders', 'ordered_products', 'shipments', 'carriers', 'marketplace_terms', 'commission_rates', 'payouts', 'ledger_entries', 'part_cancellations', 'order_history', 'cancellations', 'payments', 'payment_methods', 'bank_transfers', 'voucher_usages', 'reviews', 'review_images',
  'banners', 'banner_translations', 'sliders', 'slider_translations', 'site_features', 'site_feature_translations',
  'header_links', 'header_link_translations', 'footer_links', 'footer_link_translations', 'pages', 'page_translations',
  'newsletter_subscriptions', 'contact_messages', 'contact_replies',
];

// The search index differs by database (an FTS5 virtual table on SQLite, a tsvector table on
// PostgreSQL), so it has no Kysely type; backend/search/ reads and writes it.
const SEARCH_TABLES = ['product_search'];
// The job queue's tables exist on SQLite only (backend/jobs/sqlite-jobs.ts); PostgreSQL's jobs are
// pg-boss's, in its own schema.
const SQLITE_JOB_TABLES = ['jobs', 'job_schedules'];
/** SQLite's own tables behind an FTS5 table. */
const FTS5_SHADOW = /^product_search_(config|content|data|docsize|idx)$/;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabases())('migrations on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };

  beforeAll(async () => {
    shop = await database.open();
  });
  afterAll(async () => {
    await shop?.drop();
  });

  it('applies every migration in order on an empty database', async () => {
    const { applied } = await migrateToLatest(shop.db);
    expect(applied).toEqual(Object.keys(MIGRATIONS));
    const tables = (await shop.db.introspection.getTables()).map((t) => t.name).filter((t) => !FTS5_SHADOW.test(t)).sort();
    expect(tables).toEqual([...DECLARED_TABLES, ...SEARCH_TABLES, ...(database.name === 'sqlite' ? SQLITE_JOB_TABLES : [])].sort());
  });

  it('does nothing when run again', async () => {
    expect((await migrateToLatest(shop.db)).applied).toEqual([]);
  });

  it('fills created_at with ISO UTC text and computes current_price from the offer', async () => {
    await seedMinimalCatalogue(shop);
    const product = await shop.db.selectFrom('products').select(['created_at', 'current_price', 'selling', 'offered']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(product.created_at).toMatch(ISO_UTC);
    expect(Math.abs(Date.parse(product.created_at) - Date.now())).toBeLessThan(60_000);
    expect(product).toMatchObject({ selling: 1999, offered: 1499, current_price: 1499 });
    await shop.db.updateTable('products').set({ offered: 0 }).where('id', '=', 1).execute();
    const updated = await shop.db.selectFrom('products').select('current_price').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(updated.current_price).toBe(1999);
  });

  it('enforces foreign keys, unique keys and checks', async () => {
    await expect(shop.db.insertInto('product_translations').values({ product_id: 999, lang: 'en', title: 'x' }).execute()).rejects.toThrow();
    await expect(shop.db.insertInto('product_translations').values({ product_id: 1, lang: 'zz', title: 'x' }).execute()).rejects.toThrow();
    await expect(shop.db.insertInto('inventories').values({ product_id: 1, sku: 'SKU-1', price: 0, quantity: 1 }).execute()).rejects.toThrow();
    await expect(shop.db.insertInto('inventories').values({ product_id: 1, sku: 'SKU-2', price: 0, quantity: -1 }).execute()).rejects.toThrow();
    await expect(shop.db.insertInto('banners').values({ type: 10, title: 'x', image: 'x.svg', source_type: null, url: null, slug: null, source_id: null }).execute()).rejects.toThrow();
    await expect(shop.db.insertInto('settings').values({ ...SETTINGS, id: 2 }).execute()).rejects.toThrow();
  });

  it('returns counts and sums as numbers', async () => {
    const row = await shop.db.selectFrom('inventories').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('total')]).executeTakeFirstOrThrow();
    expect(row).toEqual({ n: 1, total: 5 });
  });

  it('returns database-generated ids through insert ... returning', async () => {
    const inserted = await shop.db.insertInto('tags').values({ title: 'New', slug: 'new' }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
  });

  it('0033 fills listed_price from the cheapest variant in stock, offer applied, and moves the listing indexes onto it', async () => {
    // Product 1 in colours: the one at selling (19.99) sold out, one at 23.99 in stock, under a 14.99 offer.
    await shop.db.updateTable('products').set({ offered: 1499, listed_price: 0 }).where('id', '=', 1).execute();
    const attribute = await shop.db.insertInto('attributes').values({ slug: 'colour', title: 'Colour' }).returning('id').executeTakeFirstOrThrow();
    const value = await shop.db.insertInto('attribute_values').values({ attribute_id: attribute.id, slug: 'red', title: 'Red' }).returning('id').executeTakeFirstOrThrow();
    await shop.db.updateTable('inventories').set({ quantity: 0 }).where('id', '=', 1).execute();
    await shop.db.insertInto('inventories').values([{ id: 2, product_id: 1, sku: 'SKU-2', price: 1999, quantity: 0 }, { id: 3, product_id: 1, sku: 'SKU-3', price: 2399, quantity: 3 }]).execute();
    await shop.db.insertInto('inventory_attributes').values([{ inventory_id: 2, attribute_value_id: value.id }, { inventory_id: 3, attribute_value_id: value.id }]).execute();

    const migrator = new Migrator({ db: shop.db, provider: staticMigrationProvider });
    expect((await migrator.migrateTo('0032-public-url')).error).toBeUndefined();
    expect((await shop.db.introspection.getTables()).find((t) => t.name === 'products')!.columns.map((c) => c.name)).not.toContain('listed_price');
    expect((await migrator.migrateTo('0033-listed-price')).error).toBeUndefined();
    // round(23.99 x 14.99 / 19.99) = 17.99, half up: what the tile says ("from" nothing: one colour in stock).
    const product = await shop.db.selectFrom('products').select(['listed_price', 'current_price']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(product).toEqual({ listed_price: 1799, current_price: 1499 });

    // Every index on a price a listing sorts or filters by is on listed_price; current_price is
    // left in the hot deals' discount order and its WHERE only.
    const indexes = database.name === 'sqlite'
      ? await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and tbl_name = 'products' and sql is not null`.execute(shop.db)
      : await sql<{ name: string; sql: string }>`select indexname as name, indexdef as sql from pg_indexes where tablename = 'products'`.execute(shop.db);
    const onCurrent = indexes.rows.filter((row) => row.sql.includes('current_price')).map((row) => row.name);
    expect(onCurrent).toEqual(['products_hot_deals_idx']);
    expect(indexes.rows.filter((row) => row.sql.includes('listed_price')).length).toBe(12 + 4 + 1);
  });

  it('migrates all the way down and up again', async () => {
    const migrator = new Migrator({ db: shop.db, provider: staticMigrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await shop.db.introspection.getTables()).toEqual([]);
    expect((await migrateToLatest(shop.db)).applied).toHaveLength(Object.keys(MIGRATIONS).length);
    await sql`select 1`.execute(shop.db);
  });
});

const SETTINGS = { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US', default_country: 'US', default_state: 'NY' };

/** The smallest catalogue a product needs: a language, a store, a category, one product and variant. */
async function seedMinimalCatalogue(shop: ShopDatabase): Promise<void> {
  await shop.db.insertInto('languages').values({ code: 'en', name: 'English', direction: 'ltr', is_default: 1, predefined: 1 }).execute();
  await shop.db.insertInto('settings').values({ ...SETTINGS, id: 1 }).execute();
  await shop.db.insertInto('stores').values({ id: 1, slug: 's', name: 'S', logo: 'store/s.svg', status: 'approved' }).execute();
  await shop.db.insertInto('categories').values({ id: 1, slug: 'c', title: 'C', image: 'category/c.svg', featured: 1 }).execute();
  await shop.db.insertInto('products').values({
    id: 1, slug: 'p-1', store_id: 1, category_id: 1, title: 'P', image: 'product/c/1-1.svg', selling: 1999, offered: 1499,
    listed_price: 1499, in_stock: 1, refundable: 1, mind_change_returns: 0, status: 1,
  }).execute();
  await shop.db.insertInto('inventories').values({ id: 1, product_id: 1, sku: 'SKU-1', price: 0, quantity: 5 }).execute();
}
