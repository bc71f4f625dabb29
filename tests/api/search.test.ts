import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, beforeAll } from 'vitest';
import type { ProductTile } from '../../core/product/product-tile';
import { matchProductIds, reindexProducts } from '../../backend/search/search-index';
import type { SearchSuggestions } from '../../backend/search/search-suggestions';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

/** A product of our own, with made-up words the demo catalogue never uses. */
interface Made {
  title: string;
  translations?: Record<string, string>;
  tags?: string[];
  status?: number;
}

describe.each(testDatabases())('search on $name', (database) => {
  const shop = useApiShop(database, { products: 60, seed: 11 });
  const ids: Record<string, number> = {};
  let runningEnd = '';
  let next = 10_000;

  async function addProduct(key: string, made: Made): Promise<void> {
    const { db } = shop;
    const base = await db.selectFrom('products').select(['store_id', 'category_id']).where('id', '=', 1).executeTakeFirstOrThrow();
    const id = ++next;
    await db.insertInto('products').values({
      id, slug: `made-${id}`, store_id: base.store_id, category_id: base.category_id, title: made.title, image: 'default.svg',
      selling: 1000, listed_price: 1000, status: made.status ?? 1,
    }).execute();
    for (const [lang, title] of Object.entries(made.translations ?? {})) {
      await db.insertInto('product_translations').values({ product_id: id, lang, title }).execute();
    }
    for (const tag of made.tags ?? []) {
      const row = await db.insertInto('tags').values({ slug: `tag-${id}-${tag}`, title: tag }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('product_tags').values({ product_id: id, tag_id: row.id }).execute();
    }
    ids[key] = id;
  }

  beforeAll(async () => {
    await addProduct('lampTitle', { title: 'Zorquill Desk Lamp' });
    await addProduct('lampTag', { title: 'Plain Reading Lamp', tags: ['Zorquill'] });
    await addProduct('zorqLong', { title: 'Zorquillaire Travel Pillow Extra Soft Cover' });
    await addProduct('scarf', { title: 'Zelvane Scarf', translations: { fr: 'Écharpe Zelvane élégante', tr: 'Zelvane Şık Atkı' } });
    await addProduct('blender', { title: 'Vortexa Blender' });
    await addProduct('tea', { title: 'Bosphor Tea Glass', translations: { tr: 'İstanbul Çay Bardağı' } });
    await addProduct('bag', { title: 'Marrakin Leather Bag', translations: { ar: 'حقيبة ماراكين جلدية' } });
    await addProduct('kurta', { title: 'Cotton Kurta Ranvi', translations: { hi: 'सूती कुर्ता रणवी' } });
    await addProduct('hidden', { title: 'Zorquill Secret Prototype', status: 2 });
    // The bag is in a running flash sale and was in one that ended: its tile shows the running price.
    const now = Date.now();
    for (const [slug, from, to, price] of [['search-running', -3_600_000, 3_600_000, 1234], ['search-ended', -7_200_000, -3_600_000, 99]] as const) {
      const sale = await shop.db.insertInto('flash_sales').values({
        slug, title: slug, start_time: new Date(now + from).toISOString(), end_time: new Date(now + to).toISOString(), status: 1, created_at: new Date(now).toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      await shop.db.insertInto('flash_sale_products').values({ flash_sale_id: sale.id, product_id: ids.bag!, price }).execute();
      if (slug === 'search-running') runningEnd = new Date(now + to).toISOString();
    }
    // A later product write keeps the index in step by reindexing just those products.
    await reindexProducts({ db: shop.db, dialect: database.name }, Object.values(ids));
  });

  async function search(q: string, language = 'en'): Promise<{ http: number; status: number; data: SearchSuggestions }> {
    const { http, body } = await shop.call<SearchSuggestions>({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: { Language: language } });
    return { http, status: body.status, data: body.data };
  }
  const productIds = (tiles: ProductTile[]) => tiles.map((t) => t.id);

  it('ranks a title match above a tag match, and leaves private products out', async () => {
    const { http, status, data } = await search('zorquill');
    expect([http, status]).toEqual([200, 200]);
    // The whole word in a title first, then a word starting with it in a title, then a tag.
    expect(productIds(data.product)).toEqual([ids.lampTitle, ids.zorqLong, ids.lampTag]);
  });

  it('matches word starts as the shopper types and completes the keyword', async () => {
    const { data } = await search('zorq');
    expect(productIds(data.product)).toEqual(expect.arrayContaining([ids.lampTitle, ids.lampTag, ids.zorqLong]));
    expect(productIds(data.product)).not.toContain(ids.hidden);
    expect(data.suggested).toEqual(expect.arrayContaining(['zorquill', 'zorquillaire']));
    const typing = await search('desk lam');
    expect(productIds(typing.data.product)).toEqual([ids.lampTitle]);
    expect(typing.data.suggested).toEqual(['desk lamp']);
  });

  it('needs every word', async () => {
    expect(productIds((await search('zorquill lamp')).data.product)).toEqual([ids.lampTitle, ids.lampTag]);
    expect(productIds((await search('zorquill desk')).data.product)).toEqual([ids.lampTitle]);
    expect((await search('zorquill vortexa')).data.product).toEqual([]);
  });

  it('finds French titles whatever the accents and case, and shows the French title', async () => {
    for (const q of ['echarpe elegante', 'ÉCHARPE', 'Écharpe Élégante', 'écha']) {
      const { data } = await search(q, 'fr');
      expect(productIds(data.product), q).toEqual([ids.scarf]);
      expect(data.product[0]!.title).toBe('Écharpe Zelvane élégante');
    }
  });

  it('falls back to the default-language title where a language has none', async () => {
    const { data } = await search('vortexa', 'fr');
    expect(productIds(data.product)).toEqual([ids.blender]);
    expect(data.product[0]!.title).toBe('Vortexa Blender');
    // The English title of a translated product is still found, below its own-language title.
    expect(productIds((await search('zelvane scarf', 'fr')).data.product)).toEqual([ids.scarf]);
  });

  it('treats Turkish dotted and dotless i alike', async () => {
    for (const q of ['İstanbul', 'istanbul', 'ISTANBUL', 'ıstanbul', 'Istanbul', 'cay bardagi', 'ÇAY BARDAĞI']) {
      expect(productIds((await search(q, 'tr')).data.product), q).toEqual([ids.tea]);
    }
    expect(productIds((await search('şık atkı', 'tr')).data.product)).toEqual([ids.scarf]);
    expect(productIds((await search('sik atki', 'tr')).data.product)).toEqual([ids.scarf]);
  });

  it('ignores Arabic diacritics and tatweel', async () => {
    for (const q of ['حقيبة ماراكين', 'حَقِيبَة مَاراكين', 'حقيبه ماراكين', 'حـقـيبة ماراكيـن', 'حقي ماراك']) {
      expect(productIds((await search(q, 'ar')).data.product), q).toEqual([ids.bag]);
    }
  });

  it('finds Hindi words, whole and by their start', async () => {
    for (const q of ['सूती रणवी', 'कुर्ता सूती रणवी', 'कुर् रण', 'रणवी']) {
      expect(productIds((await search(q, 'hi')).data.product), q).toEqual([ids.kurta]);
    }
  });

  it('suggests categories and sub-categories by their title in the language', async () => {
    const category = await shop.db.selectFrom('categories as c')
      .innerJoin('category_translations as t', 't.category_id', 'c.id')
      .select(['c.id', 't.title']).where('t.lang', '=', 'fr').where('c.status', '=', 1).orderBy('c.id').executeTakeFirstOrThrow();
    const { data } = await search(category.title!.toUpperCase(), 'fr');
    expect(data.category.map((c) => c.id)).toContain(category.id);
    expect(data.category.find((c) => c.id === category.id)!.title).toBe(category.title);

    const sub = await shop.db.selectFrom('sub_categories as s')
      .innerJoin('sub_category_translations as t', 't.sub_category_id', 's.id')
      .select(['s.id', 's.category_id', 't.title']).where('t.lang', '=', 'ar').orderBy('s.id').executeTakeFirstOrThrow();
    const found = (await search(sub.title!, 'ar')).data.sub_category.find((s) => s.id === sub.id);
    expect(found).toMatchObject({ title: sub.title, category_id: sub.category_id, category: { id: sub.category_id } });
  });

  it('answers hostile text normally, never with an error and never with everything', async () => {
    const { total: everything } = await matchProductIds({ db: shop.db, dialect: database.name }, 'a', 'en', { limit: 1, offset: 0 });
    const publicCount = Number((await shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow()).n);
    expect(everything).toBeLessThan(publicCount);
    const hostile = [
      "' OR 1=1 --", '"; DROP TABLE products; --', '"', '""', '*', 'zorquill*', '-zorquill', 'NEAR(zorquill lamp)', 'zorquill OR vortexa',
      'zorquill NOT lamp', '{title}: zorquill', 'title:zorquill', '<script>alert(1)</script>', 'a'.repeat(10_000), 'zorquill '.repeat(2_000),
      '😀🔥', '❤️', '\u0000', '%', '_', '\\', "zorquill's", 'lang : "en"', '^zorquill', '(', ')', ':*', '&|!<->',
    ];
    for (const q of hostile) {
      const { http, status, data } = await search(q);
      expect([http, status], q).toEqual([200, 200]);
      expect(data.product.length, q).toBeLessThanOrEqual(8);
      const { total } = await matchProductIds({ db: shop.db, dialect: database.name }, q, 'en', { limit: 30, offset: 0 });
      expect(total, q).toBeLessThan(publicCount);
    }
    for (const q of ['"', '*', '😀🔥', '&|!<->', '', '   ']) expect((await search(q)).data, q).toEqual({ product: [], suggested: [], sub_category: [], category: [] });
    // Operators are words like any other: "OR" does not widen the search.
    expect(productIds((await search('zorquill OR vortexa')).data.product)).toEqual([]);
    expect(productIds((await search('NEAR(zorquill lamp)')).data.product)).toEqual([]);
    expect(productIds((await search('-zorquill')).data.product)).toEqual(productIds((await search('zorquill')).data.product));
  });

  it('pages full results with a total for products?q=', async () => {
    const target = { db: shop.db, dialect: database.name };
    const all = await matchProductIds(target, 'zorq', 'en', { limit: 10, offset: 0 });
    expect(all.total).toBe(3);
    const second = await matchProductIds(target, 'zorq', 'en', { limit: 2, offset: 2 });
    expect(second).toEqual({ ids: all.ids.slice(2), total: 3 });
  });

  it('follows a product write once the product is reindexed', async () => {
    await shop.db.updateTable('products').set({ title: 'Vortexa Turbo Blender' }).where('id', '=', ids.blender!).execute();
    await shop.db.updateTable('products').set({ status: 2 }).where('id', '=', ids.lampTag!).execute();
    await reindexProducts({ db: shop.db, dialect: database.name }, [ids.blender!, ids.lampTag!]);
    expect(productIds((await search('turbo')).data.product)).toEqual([ids.blender]);
    expect(productIds((await search('zorquill')).data.product)).not.toContain(ids.lampTag);
  });

  it('shows a product\'s running flash price and its end on the tile, not an ended sale\'s', async () => {
    const [tile] = (await search('marrakin')).data.product;
    expect(tile).toMatchObject({ id: ids.bag, price: 12.34, end_time: runningEnd });
    expect((await search('vortexa')).data.product[0]).toMatchObject({ price: null, end_time: null });
  });

  it('keeps each language\'s answer apart when the same text is asked in several', async () => {
    // Answers are held in memory briefly per language and text: the second language is not served the first one's.
    for (const round of [1, 2]) {
      expect((await search('zelvane', 'en')).data.product.map((t) => t.title), `round ${round}`).toEqual(['Zelvane Scarf']);
      expect((await search('zelvane', 'fr')).data.product.map((t) => t.title), `round ${round}`).toEqual(['Écharpe Zelvane élégante']);
    }
  });

  it('answers text with extra spaces as the plain text, and keeps the shopper\'s capitals in the phrases', async () => {
    const plain = (await search('desk lam')).data;
    expect(plain.suggested).toEqual(['desk lamp']);
    expect((await search('  desk   lam ')).data).toEqual(plain);
    expect((await search('Desk lam')).data.suggested).toEqual(['Desk lamp']);
  });

  it('shows a reindexed product write in the next suggestion, even one asked a moment before', async () => {
    expect((await search('bosphor')).data.product.map((t) => t.title)).toEqual(['Bosphor Tea Glass']);
    await shop.db.updateTable('products').set({ title: 'Bosphor Tea Glass Set' }).where('id', '=', ids.tea!).execute();
    await reindexProducts({ db: shop.db, dialect: database.name }, [ids.tea!]);
    expect((await search('bosphor')).data.product.map((t) => t.title)).toEqual(['Bosphor Tea Glass Set']);
    expect((await search('bosphor')).data.suggested).toEqual(['bosphor']);
  });

  it.runIf(database.name === 'sqlite')('ranks only the newest matches of a suggestion pool (SQLite: exactly the newest)', async () => {
    const target = { db: shop.db, dialect: database.name };
    // Ranked in full, the title's whole word comes first; a pool of one holds only the newest match.
    expect((await matchProductIds(target, 'zorquill', 'en', { limit: 10, offset: 0 })).ids).toEqual([ids.lampTitle, ids.zorqLong]);
    expect((await matchProductIds(target, 'zorquill', 'en', { limit: 10, offset: 0, pool: 1 })).ids).toEqual([ids.zorqLong]);
    expect((await matchProductIds(target, 'zorquill', 'en', { limit: 10, offset: 0, pool: 2 })).ids).toEqual([ids.lampTitle, ids.zorqLong]);
    expect((await matchProductIds(target, 'zorquill', 'en', { limit: 1, offset: 1, pool: 2 })).ids).toEqual([ids.zorqLong]);
  });

  it('compresses an answer as the client asks, decoding to the plain answer', async () => {
    // The start of a seeded title that brings several tiles: an answer over the 1 kB threshold.
    const titles = await shop.db.selectFrom('products').select('title').where('status', '=', 1).orderBy('id').limit(30).execute();
    let url = '';
    let plain = await shop.app.inject({ method: 'GET', url: '/api/v1/search' });
    for (const { title } of titles) {
      url = `/api/v1/search?q=${encodeURIComponent([...title].slice(0, 2).join(''))}`;
      plain = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      if (plain.rawPayload.length > 1024) break;
    }
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, sent, decode] of [['gzip', 'gzip', gunzipSync], ['gzip, deflate, br', 'br', brotliDecompressSync]] as const) {
      const answer = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': asked } });
      expect(answer.headers['content-encoding']).toBe(sent);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('answers an empty or repeated q without failing', async () => {
    const { http, body } = await shop.call({ method: 'GET', url: '/api/v1/search' });
    expect([http, body.status]).toEqual([200, 200]);
    const twice = await shop.call<SearchSuggestions>({ method: 'GET', url: '/api/v1/search?q=vortexa&q=zorquill' });
    expect(twice.body.status).toBe(200);
  });
});
