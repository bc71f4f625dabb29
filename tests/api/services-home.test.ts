import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '../../core/home/home-data';
import type { ProductTile } from '../../core/product/product-tile';
import type { ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { COLLECTIONS } from '../../backend/seed/content/catalogue';
import { BANNERS, SITE_FEATURES, SLIDES } from '../../backend/seed/content/site';
import { seedDatabase } from '../../backend/seed/seed';
import { HOME_LIMITS, loadHome } from '../../backend/home/home-service';
import { testDatabases } from '../support/databases';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const TILE_FIELDS = ['badge', 'end_time', 'id', 'image', 'in_stock', 'offered', 'price', 'rating', 'review_count', 'selling', 'slug', 'title', 'variant_high', 'variant_low'];

describe.each(testDatabases())('home data on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };
  let home: HomeData;

  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
    await seedDatabase(shop, { products: 300, seed: 11, now: NOW });
    home = await loadHome(shop.db, 'en', NOW);
  });
  afterAll(async () => {
    await shop?.drop();
  });

  const allTiles = (data: HomeData): ProductTile[] => [
    ...data.products,
    ...data.collections.flatMap((c) => c.product_collections),
    ...data.flash_sales.flatMap((s) => s.public_products),
  ];

  it('fills the slider: main slides in order and the two side slides', () => {
    expect(home.slider.main.map((s) => s.title)).toEqual(SLIDES.slice(0, 4).map((s) => s.title.en));
    expect(home.slider.main.map((s) => s.image)).toEqual(['slider/1.svg', 'slider/2.svg', 'slider/3.svg', 'slider/4.svg']);
    expect(home.slider.right_top).toMatchObject({ title: SLIDES[4]?.title.en, image: 'slider/side-1.svg', source_type: 1 });
    expect(home.slider.right_bottom).toMatchObject({ title: SLIDES[5]?.title.en, image: 'slider/side-2.svg' });
    expect(home.slider.main[0]?.slug).toMatch(/^[a-z-]+$/);
  });

  it('lists the site features and the home banners (types 1-7 only)', () => {
    expect(home.site_features.map((f) => [f.title, f.detail, f.image])).toEqual(SITE_FEATURES.map((f) => [f.title.en, f.detail.en, f.icon]));
    const homeBanners = BANNERS.filter((b) => b.type <= 7);
    expect(home.banners.map((b) => b.title)).toEqual(homeBanners.map((b) => b.title.en));
    for (const banner of home.banners) {
      expect(banner.status).toBe(1);
      expect(banner.image).toBe(`banner/${banner.type}-${banner.id}.svg`);
    }
    expect(home.time_zone).toBe('UTC');
  });

  it('gives each collection up to 9 public products that belong to it', async () => {
    expect(home.collections.map((c) => c.title)).toEqual(COLLECTIONS.slice(0, HOME_LIMITS.collections).map((c) => c.title.en));
    for (const collection of home.collections) {
      expect(collection.product_collections.length).toBeGreaterThan(0);
      expect(collection.product_collections.length).toBeLessThanOrEqual(HOME_LIMITS.productsPerCollection);
      const members = await shop.db.selectFrom('collection_products').select('product_id').where('collection_id', '=', collection.id).execute();
      const ids = new Set(members.map((m) => m.product_id));
      for (const tile of collection.product_collections) expect(ids.has(tile.id)).toBe(true);
    }
  });

  it('features up to 12 categories and 15 brands with their images', () => {
    expect(home.featured_categories.length).toBeGreaterThan(0);
    expect(home.featured_categories.length).toBeLessThanOrEqual(12);
    for (const c of home.featured_categories) expect(c.image).toBe(`category/${c.slug}.svg`);
    expect(home.featured_brands).toHaveLength(15);
    for (const b of home.featured_brands) expect(b.image).toBe(`brand/${b.slug}.svg`);
  });

  it('shows the 18 newest public products, newest first', async () => {
    const newest = await shop.db.selectFrom('products').select('id').where('status', '=', 1)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(18).execute();
    expect(home.products.map((p) => p.id)).toEqual(newest.map((p) => p.id));
  });

  it('shapes every tile exactly as ProductTile, with money converted from cents', async () => {
    const tiles = allTiles(home);
    const rows = await shop.db.selectFrom('products').select(['id', 'selling', 'offered', 'title', 'rating', 'review_count', 'image'])
      .where('id', 'in', tiles.map((t) => t.id)).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const tile of tiles) {
      expect(Object.keys(tile).sort()).toEqual(TILE_FIELDS);
      const row = byId.get(tile.id);
      expect(tile).toMatchObject({
        selling: (row?.selling ?? NaN) / 100, offered: (row?.offered ?? NaN) / 100, title: row?.title,
        rating: row?.rating, review_count: row?.review_count, image: row?.image,
      });
      expect(tile.slug).toMatch(new RegExp(`-${tile.id}$`));
    }
  });

  it('lists only flash sales running now, with their sale prices and end', async () => {
    const at = NOW.toISOString();
    const running = await shop.db.selectFrom('flash_sales').select(['id', 'end_time']).where('start_time', '<=', at).where('end_time', '>', at).orderBy('end_time').execute();
    expect(home.flash_sales.map((s) => s.id)).toEqual(running.map((s) => s.id));
    for (const sale of home.flash_sales) {
      expect(sale.end_time > at).toBe(true);
      expect(sale.public_products.length).toBeGreaterThan(0);
      const prices = await shop.db.selectFrom('flash_sale_products').select(['product_id', 'price']).where('flash_sale_id', '=', sale.id).execute();
      const priceOf = new Map(prices.map((p) => [p.product_id, p.price / 100]));
      for (const tile of sale.public_products) {
        expect(tile.price).toBe(priceOf.get(tile.id));
        expect(tile.end_time).toBe(sale.end_time);
      }
    }
  });

  it('prices a tile outside the flash section with its running sale, and others without', async () => {
    const onSale = home.flash_sales[0]?.public_products[0];
    const collection = home.collections[0];
    if (!onSale || !collection) throw new Error('seed has no running sale or collection');
    await shop.db.deleteFrom('collection_products').where('collection_id', '=', collection.id).where('product_id', '=', onSale.id).execute();
    await shop.db.insertInto('collection_products').values({ collection_id: collection.id, product_id: onSale.id, sort_order: -1 }).execute();

    const after = await loadHome(shop.db, 'en', NOW);
    const first = after.collections[0]?.product_collections[0];
    expect(first).toMatchObject({ id: onSale.id, price: onSale.price, end_time: onSale.end_time });
    const saleIds = new Set(after.flash_sales.flatMap((s) => s.public_products.map((p) => p.id)));
    const unpriced = after.products.filter((p) => !saleIds.has(p.id));
    expect(unpriced.length).toBeGreaterThan(0);
  });

  it('leaves out ended and private flash sales', async () => {
    const product = home.products[0];
    if (!product) throw new Error('no products');
    const ended = await shop.db.insertInto('flash_sales').values({
      slug: 'ended-sale', title: 'Ended', start_time: '2025-02-01T00:00:00.000Z', end_time: '2025-02-28T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('flash_sale_products').values({ flash_sale_id: ended.id, product_id: product.id, price: 1 }).execute();
    const hidden = home.flash_sales[0]?.id ?? 0;
    await shop.db.updateTable('flash_sales').set({ status: 2 }).where('id', '=', hidden).execute();

    const after = await loadHome(shop.db, 'en', NOW);
    expect(after.flash_sales.map((s) => s.id)).not.toContain(ended.id);
    expect(after.flash_sales.map((s) => s.id)).not.toContain(hidden);
    const tile = after.products.find((p) => p.id === product.id);
    expect(tile?.price === 0.01).toBe(false);
    await shop.db.updateTable('flash_sales').set({ status: 1 }).where('id', '=', hidden).execute();
  });

  it('leaves out private products and banners', async () => {
    const newest = home.products[0];
    const banner = home.banners[0];
    if (!newest || !banner) throw new Error('no products or banners');
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', newest.id).execute();
    await shop.db.updateTable('banners').set({ status: 2 }).where('id', '=', banner.id).execute();

    const after = await loadHome(shop.db, 'en', NOW);
    expect(after.products).toHaveLength(18);
    expect(allTiles(after).map((t) => t.id)).not.toContain(newest.id);
    expect(after.banners.map((b) => b.id)).not.toContain(banner.id);
    expect(after.banners).toHaveLength(home.banners.length - 1);
  });

  it('answers in Arabic, falling back to English where a translation is missing', async () => {
    const ar = await loadHome(shop.db, 'ar', NOW);
    expect(ar.collections.map((c) => c.title)).toEqual(COLLECTIONS.slice(0, HOME_LIMITS.collections).map((c) => c.title.ar));
    expect(ar.site_features[0]?.title).toBe(SITE_FEATURES[0]?.title.ar);
    expect(ar.slider.main[0]?.title).toBe(SLIDES[0]?.title.ar);
    const tile = ar.products[0];
    if (!tile) throw new Error('no products');
    const translated = await shop.db.selectFrom('product_translations').select('title').where('product_id', '=', tile.id).where('lang', '=', 'ar').executeTakeFirstOrThrow();
    expect(tile.title).toBe(translated.title);
    expect(tile.title).toMatch(/[\u0600-\u06ff]/);

    await shop.db.deleteFrom('product_translations').where('product_id', '=', tile.id).where('lang', '=', 'ar').execute();
    await shop.db.updateTable('collection_translations').set({ title: null }).where('collection_id', '=', 1).where('lang', '=', 'ar').execute();
    const fallback = await loadHome(shop.db, 'ar', NOW);
    const base = await shop.db.selectFrom('products').select('title').where('id', '=', tile.id).executeTakeFirstOrThrow();
    expect(fallback.products.find((p) => p.id === tile.id)?.title).toBe(base.title);
    expect(fallback.collections[0]?.title).toBe(COLLECTIONS[0]?.title.en);
    expect(fallback.collections[1]?.title).toBe(COLLECTIONS[1]?.title.ar);
  });
});
