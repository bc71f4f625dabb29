import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import type { TableName } from '../../backend/db/schema';
import { ATTRIBUTES, BRANDS, CATEGORY_TREE, COLLECTIONS, STORES } from '../../backend/seed/content/catalogue';
import { STATIC_PAGES } from '../../backend/seed/content/site';
import { truncateAll } from '../../backend/seed/reset';
import { isEmpty, seedDatabase } from '../../backend/seed/seed';
import { testDatabases } from '../support/databases';

const PRODUCTS = 200;
const SEED = 7;
const NOW = new Date('2025-03-01T12:00:00.000Z');
const TRANSLATED = ['ar', 'fr', 'hi', 'tr'];

/** Row digests per database, compared across databases at the end. */
const digests = new Map<string, string>();

describe.each(testDatabases())('seeding on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };

  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
  });
  afterAll(async () => {
    await shop?.drop();
  });

  it('seeds an empty database and reports the counts it wrote', async () => {
    expect(await isEmpty(shop)).toBe(true);
    const report = await seedDatabase(shop, { products: PRODUCTS, seed: SEED, now: NOW });
    expect(report.counts).toMatchObject({
      languages: 5,
      products: PRODUCTS,
      product_translations: PRODUCTS * TRANSLATED.length,
      categories: CATEGORY_TREE.length,
      sub_categories: CATEGORY_TREE.reduce((n, c) => n + c.subCategories.length, 0),
      brands: BRANDS.length,
      stores: STORES.length,
      collections: COLLECTIONS.length,
      pages: STATIC_PAGES.length,
    });
    expect(report.counts.inventories).toBeGreaterThanOrEqual(PRODUCTS);
    expect(report.counts.reviews).toBeGreaterThan(PRODUCTS / 2);
    expect(await isEmpty(shop)).toBe(false);
  });

  it('refuses to seed a database that has data', async () => {
    await expect(seedDatabase(shop, { products: 10, seed: SEED, now: NOW })).rejects.toThrow(/already has data/);
  });

  it('gives every product 1-4 images, at least one inventory, and stock that matches in_stock', async () => {
    const rows = await shop.db
      .selectFrom('products as p')
      .select((eb) => [
        'p.id', 'p.in_stock', 'p.image',
        eb.selectFrom('product_images as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.product_id', '=', 'p.id').as('images'),
        eb.selectFrom('inventories as v').select((e) => e.fn.countAll<number>().as('n')).whereRef('v.product_id', '=', 'p.id').as('inventories'),
        eb.selectFrom('inventories as v').select((e) => e.fn.coalesce(e.fn.sum<number>('v.quantity'), e.lit(0)).as('q')).whereRef('v.product_id', '=', 'p.id').as('stock'),
      ])
      .orderBy('p.id')
      .execute();
    for (const row of rows) {
      expect(row.images).toBeGreaterThanOrEqual(1);
      expect(row.images).toBeLessThanOrEqual(4);
      expect(row.inventories).toBeGreaterThanOrEqual(1);
      expect(row.in_stock).toBe(Number(row.stock) > 0 ? 1 : 0);
      expect(row.image).toMatch(new RegExp(`^product/[a-z-]+/${row.id}-1\\.svg$`));
    }
    expect(rows.some((r) => r.in_stock === 0)).toBe(true);
    expect(rows.some((r) => Number(r.inventories) > 1)).toBe(true);
  });

  it('gives variants attributes, unique SKUs and their own price', async () => {
    const variants = await shop.db
      .selectFrom('inventory_attributes as ia')
      .innerJoin('inventories as v', 'v.id', 'ia.inventory_id')
      .innerJoin('attribute_values as av', 'av.id', 'ia.attribute_value_id')
      .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
      .select(['v.id', 'v.price', 'a.slug'])
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => v.price > 0)).toBe(true);
    expect(new Set(variants.map((v) => v.slug))).toContain(ATTRIBUTES[0]?.key);
  });

  it('keeps rating and review_count equal to the public reviews', async () => {
    const rows = await shop.db
      .selectFrom('products as p')
      .leftJoin('reviews as r', (join) => join.onRef('r.product_id', '=', 'p.id').on('r.status', '=', 1))
      .select((eb) => ['p.id', 'p.rating', 'p.review_count', eb.fn.count<number>('r.id').as('n'), eb.fn.avg<number>('r.rating').as('avg')])
      .groupBy(['p.id', 'p.rating', 'p.review_count'])
      .execute();
    for (const row of rows) {
      expect(row.review_count).toBe(row.n);
      expect(row.rating).toBeCloseTo(row.n > 0 ? Number(row.avg) : 0, 2);
    }
  });

  it('translates every shopper-facing text into every other language', async () => {
    const perLanguage: [TableName, number][] = [
      ['product_translations', PRODUCTS],
      ['category_translations', CATEGORY_TREE.length],
      ['collection_translations', COLLECTIONS.length],
      ['page_translations', STATIC_PAGES.length],
    ];
    for (const [table, expected] of perLanguage) {
      const rows = await shop.db.selectFrom(table).select((eb) => ['lang', eb.fn.countAll<number>().as('n')]).groupBy('lang').orderBy('lang').execute();
      expect(rows, table).toEqual(TRANSLATED.map((lang) => ({ lang, n: expected })));
    }
    for (const table of ['site_setting_translations', 'banner_translations', 'slider_translations', 'site_feature_translations', 'header_link_translations', 'footer_link_translations', 'flash_sale_translations', 'voucher_translations', 'shipping_rule_translations'] as const) {
      const langs = await shop.db.selectFrom(table).select('lang').distinct().orderBy('lang').execute();
      expect(langs.map((l) => l.lang), table).toEqual(TRANSLATED);
    }
    const arabic = await shop.db.selectFrom('product_translations').select(['title', 'description']).where('lang', '=', 'ar').where('product_id', '=', 1).executeTakeFirstOrThrow();
    expect(arabic.title).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.description).toMatch(/[\u0600-\u06ff]/);
    const hindi = await shop.db.selectFrom('category_translations').select('title').where('lang', '=', 'hi').where('category_id', '=', 1).executeTakeFirstOrThrow();
    expect(hindi.title).toBe(CATEGORY_TREE[0]?.title.hi);
  });

  it('puts flash sales around the given time: some running, one upcoming', async () => {
    const sales = await shop.db.selectFrom('flash_sales').select(['start_time', 'end_time']).execute();
    const at = NOW.toISOString();
    expect(sales.filter((s) => s.start_time <= at && s.end_time > at).length).toBeGreaterThanOrEqual(1);
    expect(sales.filter((s) => s.start_time > at)).toHaveLength(1);
  });

  it('is deterministic: the same seed and time give the same rows', async () => {
    digests.set(database.name, await digest(shop));
    const other = await database.open();
    try {
      await migrateToLatest(other.db);
      await seedDatabase(other, { products: PRODUCTS, seed: SEED, now: NOW });
      expect(await digest(other)).toBe(digests.get(database.name));
    } finally {
      await other.drop();
    }
  });

  it('empties every table on reset and can seed again with ids from 1', async () => {
    await truncateAll(shop);
    expect(await isEmpty(shop)).toBe(true);
    await seedDatabase(shop, { products: 20, seed: SEED + 1, now: NOW });
    const ids = await shop.db.selectFrom('products').select('id').orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const tag = await shop.db.insertInto('tags').values({ slug: 'after-seed', title: 'After seed' }).returning('id').executeTakeFirstOrThrow();
    expect(tag.id).toBeGreaterThan(1);
  });
});

// Only when both databases run (`npm run test:quick` runs SQLite alone).
describe.runIf(testDatabases().length === 2)('seeding across databases', () => {
  it('writes the same rows on SQLite and PostgreSQL', () => {
    expect(digests.get('sqlite')).toBeDefined();
    expect(digests.get('sqlite')).toBe(digests.get('postgres'));
  });
});

/** A hash of the content of the main tables, in id order. */
async function digest(shop: ShopDatabase): Promise<string> {
  const hash = createHash('sha256');
  const add = (rows: unknown[]) => hash.update(JSON.stringify(rows));
  add(await shop.db.selectFrom('products').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('product_translations').selectAll().orderBy('product_id').orderBy('lang').execute());
  add(await shop.db.selectFrom('inventories').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('reviews').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('flash_sale_products').selectAll().orderBy('flash_sale_id').orderBy('product_id').execute());
  add(await shop.db.selectFrom('flash_sales').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('users').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('categories').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('banners').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('vouchers').selectAll().orderBy('id').execute());
  add(await shop.db.selectFrom('shipping_places').selectAll().orderBy('id').execute());
  return hash.digest('hex');
}
