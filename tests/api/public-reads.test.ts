import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../../backend/api/api-plugin';
import { PublicReads } from '../../backend/http/public-reads';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

// The server render reads api/v1 in-process (PublicReads) instead of through HTTP. Whatever it
// reads that way must be exactly what an HTTP caller parses from the same call.
describe.each(testDatabases())('in-process api/v1 reads on $name', (database) => {
  const shop = useApiShop(database, { products: 120, seed: 11 });
  let api: FastifyInstance;
  let reads: PublicReads;
  const failures: unknown[] = [];

  beforeAll(async () => {
    reads = new PublicReads((error) => failures.push(error));
    api = Fastify();
    await api.register(apiPlugin, { prefix: '/api/v1', shop: { db: shop.db, dialect: shop.dialect, close: async () => undefined }, reads });
    await api.ready();
  });
  afterAll(async () => {
    await api?.close();
  });

  const overHttp = async (url: string, headers: Record<string, string>) => {
    const response = await api.inject({ url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('answers every read exactly as HTTP does, in every language, found or not', async () => {
    const product = await shop.db.selectFrom('products').select(['id', 'slug']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const reviewed = await shop.db.selectFrom('reviews').select('product_id').where('status', '=', 1).orderBy('product_id').executeTakeFirstOrThrow();
    const store = await shop.db.selectFrom('stores').select('slug').orderBy('id').executeTakeFirstOrThrow();
    const page = await shop.db.selectFrom('pages').select('slug').orderBy('id').executeTakeFirstOrThrow();
    const sale = await shop.db.selectFrom('flash_sales').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await shop.db.selectFrom('categories').select('slug').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const urls = [
      '/api/v1/common',
      '/api/v1/home',
      `/api/v1/product/${product.id}`,
      `/api/v1/product/${product.slug}`,
      '/api/v1/product/999999999',
      '/api/v1/product/%3Cscript%3E',
      `/api/v1/suggested-products/${product.id}?page=1`,
      `/api/v1/suggested-products/${product.id}?page=abc`,
      `/api/v1/reviews?product_id=${reviewed.product_id}&page=1`,
      '/api/v1/reviews?product_id=nope',
      `/api/v1/store/${store.slug}?page=2&sortby=price_low_to_high`,
      '/api/v1/store/no-such-store',
      `/api/v1/page/${page.slug}`,
      '/api/v1/flash-sale',
      `/api/v1/flash-sale/${sale.id}?sortby=unknown`,
      '/api/v1/categories',
      '/api/v1/brands',
      `/api/v1/all?category=${category.slug}&sidebar_data=true`,
      `/api/v1/all?category=${category.slug}&page=2&sortby=price_high_to_low&min=-5&max=abc&rating=9`,
      '/api/v1/all?category=no-such-category',
      '/api/v1/products?type=tags&slug=none',
      `/api/v1/search?q=${encodeURIComponent(product.slug.slice(0, 4))}`,
      '/api/v1/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%27%20OR%201%3D1',
    ];
    for (const language of ['en', 'fr', 'ar', 'tr', 'hi']) {
      for (const url of urls) {
        // The API client sends `Language` (and `Lang` for common); HTTP header names ignore case.
        const headers = { Accept: 'application/json', [url.endsWith('/common') ? 'Lang' : 'Language']: language };
        const expected = await overHttp(url, headers);
        const answer = await reads.read(url, headers);
        expect(answer, `${url} in ${language}`).toEqual(expected);
      }
    }
    expect(failures).toEqual([]);
  });

  it('honours a bearer token as HTTP does (wishlist state on the product page)', async () => {
    const user = await shop.signedInUser();
    const product = await shop.db.selectFrom('products').select('id').where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await shop.db.insertInto('wishlists').values({ user_id: user.id, product_id: product.id }).execute();
    const headers = { Authorization: `Bearer ${user.token}`, Language: 'en' };
    const answer = await reads.read(`/api/v1/product/${product.id}`, headers);
    expect((answer?.body as { data: { wishlisted: number | null } }).data.wishlisted).toBe(1);
    expect(answer).toEqual(await overHttp(`/api/v1/product/${product.id}`, headers));
  });

  it('leaves writes and unknown paths to HTTP', async () => {
    expect(await reads.read('/api/v1/order/action')).toBeNull();
    expect(await reads.read('/api/v1/no-such-call')).toBeNull();
    expect(await reads.read('/api/v1/cart/by-user')).toBeNull();
  });
});

describe('an in-process read that fails', () => {
  it('answers 500 without internals and reports the fault', async () => {
    const seen: unknown[] = [];
    const reads = new PublicReads((error) => seen.push(error));
    const app = Fastify();
    await app.register(async (scope) => {
      reads.get(scope, '/boom/:id', async () => {
        throw new Error('secret detail');
      });
      reads.get(scope, '/echo/:id', async (request) => ({ params: request.params, query: request.query, lang: request.headers.language }));
    }, { prefix: '/api/v1' });
    await app.ready();
    expect(await reads.read('/api/v1/boom/1')).toEqual({ status: 500, body: { status: 500, message: 'Something went wrong', data: null } });
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(await reads.read('/api/v1/boom/2'))).not.toContain('secret');
    expect(await reads.read('/api/v1/echo/7?a=1&a=2&b=%C3%A9', { LANGUAGE: 'tr' })).toEqual({
      status: 200,
      body: { params: { id: '7' }, query: { a: ['1', '2'], b: 'é' }, lang: 'tr' },
    });
    await app.close();
  });
});
