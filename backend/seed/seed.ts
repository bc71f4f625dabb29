import { sql } from 'kysely';
import type { ShopDatabase } from '../db/database';
import type { TableName } from '../db/schema';
import { reindexProducts } from '../search/search-index';
import { toCents } from '../../core/shared/cents';
import { STORES } from './content/catalogue';
import { FREE_DELIVERY_OVER } from './content/site';
import { createRng } from './content/random';
import { syncIdSequences } from './reset';
import { seedCatalogue } from './seed-catalogue';
import type { SeedContext } from './seed-context';
import { seedPeople } from './seed-people';
import { PRODUCT_BATCH, type ProductTotals, seedProductBatch } from './seed-products';
import { seedRules } from './seed-rules';
import { seedSettings } from './seed-settings';
import { seedSite } from './seed-site';

export interface SeedOptions {
  /** Number of products in the demo catalogue. */
  products: number;
  /** PRNG seed: the same seed (and `now`) always gives the same rows. */
  seed?: number;
  /** The instant flash sales, product ages and reviews are placed around; defaults to the current time. */
  now?: Date;
  log?: (message: string) => void;
  /**
   * The free-delivery threshold in cents; the demo's (`FREE_DELIVERY_OVER`, $50) unless given, null
   * for none (API test shops start without, so their shipping rules charge as written).
   */
  freeDeliveryOverCents?: number | null;
}

export interface SeedReport {
  seed: number;
  seconds: number;
  counts: Partial<Record<TableName, number>>;
}

export const DEFAULT_SEED = 20_240_601;

/** Tables the report counts. */
const REPORTED: TableName[] = [
  'languages', 'users', 'stores', 'categories', 'sub_categories', 'brands', 'tags', 'collections', 'products',
  'product_translations', 'product_images', 'inventories', 'reviews', 'collection_products', 'flash_sales',
  'flash_sale_products', 'vouchers', 'shipping_places', 'banners', 'sliders', 'pages',
];

/** True when nothing has been seeded (no languages, no products). The schema must exist. */
export async function isEmpty(shop: ShopDatabase): Promise<boolean> {
  const [languages, products] = await Promise.all([count(shop, 'languages'), count(shop, 'products')]);
  return languages === 0 && products === 0;
}

/**
 * Fills an empty, migrated database with a deterministic demo shop: languages, settings, stores,
 * the category tree, brands, products with variants, images and reviews, flash sales, vouchers,
 * shipping, banners, sliders, links and pages, with translations in every language.
 * Each step (and each batch of products) is one transaction of chunked multi-row inserts.
 */
export async function seedDatabase(shop: ShopDatabase, options: SeedOptions): Promise<SeedReport> {
  if (!Number.isInteger(options.products) || options.products < 1) throw new Error(`products must be a positive integer, got ${options.products}`);
  if (!(await isEmpty(shop))) throw new Error('Refusing to seed: the database already has data (reset it first)');
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const started = performance.now();
  const rng = createRng(seed);
  const now = options.now ?? new Date();
  const inStep = <T>(work: (ctx: SeedContext) => Promise<T>): Promise<T> =>
    shop.db.transaction().execute((trx) => work({ db: trx, dialect: shop.dialect, rng, now }));

  const freeDeliveryOver = options.freeDeliveryOverCents === undefined ? toCents(FREE_DELIVERY_OVER) : options.freeDeliveryOverCents;
  await inStep((ctx) => seedSettings(ctx, freeDeliveryOver));
  const customers = Math.min(2_000, Math.max(40, Math.round(options.products / 25)));
  const people = await inStep((ctx) => seedPeople(ctx, { customers, sellers: STORES.length }));
  const refs = await inStep((ctx) => seedCatalogue(ctx, people.sellerIds));
  const rules = await inStep(seedRules);
  await inStep((ctx) => seedSite(ctx, refs));
  log(`settings, ${customers} customers, catalogue and site content in ${seconds(started)} s`);

  const plan = { total: options.products, refs, rules, people };
  const next = { inventoryId: 0, imageId: 0, reviewId: 0 };
  const totals: ProductTotals = { products: 0, reviews: 0, storeStars: new Map() };
  for (let first = 1; first <= options.products; first += PRODUCT_BATCH) {
    const last = Math.min(options.products, first + PRODUCT_BATCH - 1);
    await inStep((ctx) => seedProductBatch(ctx, plan, first, last, next, totals));
    if (last % (PRODUCT_BATCH * 5) === 0 || last === options.products) log(`${last} products (${seconds(started)} s)`);
  }

  await inStep(async ({ db }) => {
    for (const [storeId, stars] of totals.storeStars) {
      await db.updateTable('stores')
        .set({ rating: Math.round((stars.sum / stars.count) * 100) / 100, review_count: stars.count })
        .where('id', '=', storeId)
        .execute();
    }
  });
  await inStep((ctx) => reindexProducts(ctx));
  log(`search index (${seconds(started)} s)`);
  await syncIdSequences(shop);
  // Fresh statistics let both planners pick the listing indexes on a large catalogue. On
  // PostgreSQL, vacuum also marks the freshly written pages all-visible, so index-only scans (the
  // listing counts) need not visit the table even where autovacuum is off or has not run yet.
  await (shop.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(shop.db);

  const counts: SeedReport['counts'] = {};
  for (const table of REPORTED) counts[table] = await count(shop, table);
  return { seed, seconds: Number(seconds(started)), counts };
}

/**
 * The least a shop needs to open without the demo: its languages, settings, site settings and
 * payment methods (the first step of `seedDatabase`). The installer uses it when the operator
 * leaves the demo catalogue out; afterwards the database is no longer empty, so `npm start`
 * seeds nothing into it.
 */
export async function seedEssentials(shop: ShopDatabase): Promise<void> {
  if (!(await isEmpty(shop))) throw new Error('Refusing to seed: the database already has data (reset it first)');
  await shop.db.transaction().execute((trx) => seedSettings({ db: trx, dialect: shop.dialect, rng: createRng(DEFAULT_SEED), now: new Date() }));
  await syncIdSequences(shop);
}

async function count(shop: ShopDatabase, table: TableName): Promise<number> {
  const row = await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
