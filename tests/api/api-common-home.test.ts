import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommonData } from '../../core/common/common-data';
import type { HomeData } from '../../core/home/home-data';
import { migrateToLatest } from '../../backend/db/migrate';
import { seedDatabase } from '../../backend/seed/seed';
import { createApp } from '../../composition/server/app';
import { testDatabases } from '../support/databases';

describe.each(testDatabases())('api/v1 common and home on $name', (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const shop = await database.open();
    drop = shop.drop;
    await migrateToLatest(shop.db);
    await seedDatabase(shop, { products: 120, seed: 7 });
    app = await createApp({ shop });
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('wraps common data in the envelope, in the language of the Lang header', async () => {
    const response = await get('/api/v1/common', { Lang: 'ar' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: number; message: string; data: CommonData };
    expect(body.status).toBe(200);
    expect(body.data.languages.map((l) => l.code).sort()).toEqual(['ar', 'en', 'fr', 'hi', 'tr']);
    expect(body.data.languages.find((l) => l.code === 'ar')!.direction).toBe('rtl');
    expect(body.data.default_language).toBe('en');
    expect(body.data.header_links.left.length).toBeGreaterThan(0);
    expect(body.data.categories[0]!.in_footer_child.length).toBeGreaterThan(0);
    expect(body.data.top_banner?.type).toBe(8);
    expect(body.data.popup_banner?.type).toBe(9);
    // Arabic text for Arabic shoppers.
    expect(body.data.categories[0]!.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('falls back to the default language for an unknown or missing language', async () => {
    const english = (await get('/api/v1/common')).json() as { data: CommonData };
    const unknown = (await get('/api/v1/common', { Lang: 'klingon' })).json() as { data: CommonData };
    expect(unknown.data.categories[0]!.title).toBe(english.data.categories[0]!.title);
    expect(english.data.categories[0]!.title).toMatch(/^[\x20-\x7E]+$/);
  });

  it('answers home with every section, tiles in the shape of the contract', async () => {
    const body = (await get('/api/v1/home', { Language: 'fr' })).json() as { status: number; data: HomeData };
    expect(body.status).toBe(200);
    const home = body.data;
    expect(home.slider.main.length).toBeGreaterThan(0);
    expect(home.site_features.length).toBeGreaterThan(0);
    expect(home.featured_categories.length).toBeLessThanOrEqual(12);
    expect(home.featured_brands.length).toBeLessThanOrEqual(15);
    for (const collection of home.collections) expect(collection.product_collections.length).toBeLessThanOrEqual(9);
    const tile = home.products[0]!;
    expect(Object.keys(tile).sort()).toEqual(['badge', 'end_time', 'id', 'image', 'in_stock', 'offered', 'price', 'rating', 'review_count', 'selling', 'slug', 'title', 'variant_high', 'variant_low'].sort());
    expect(home.flash_sales.length).toBeGreaterThan(0);
    for (const sale of home.flash_sales) expect(new Date(sale.end_time).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 404 in the envelope for an unknown api path', async () => {
    const response = await get('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null });
  });

  it('answers malformed input with a clear 400 and no internals, and keeps serving', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/home', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts|stack|node_modules/i);
    const again = await get('/api/v1/common', { Lang: 'tr', Cookie: '%%%=;;;' });
    expect(again.statusCode).toBe(200);
  });

  it('answers a malformed URL with a 400 envelope, not a crash', async () => {
    const response = await get('/api/v1/%ff');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Bad request', data: null });
  });

  it('answers absurd query strings normally', async () => {
    const response = await get(`/api/v1/home?lang=${'x'.repeat(3000)}&page=-1&a[b][c]=1`);
    expect(response.statusCode).toBe(200);
  });
});
