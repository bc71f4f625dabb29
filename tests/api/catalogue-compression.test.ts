import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

// Listing answers are compressed in one call by the route (backend/http/compression.ts), not by
// the global plugin's stream: the bytes must decode to the very answer an uncompressed call gets.
describe.each(testDatabases())('listing answers compressed on $name', (database) => {
  const shop = useApiShop(database, { products: 120, seed: 3 });

  it('sends br, gzip or deflate as asked, with Vary, decoding to the plain answer', async () => {
    const category = await shop.db.selectFrom('categories').select('slug').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    for (const url of [`/api/v1/all?category=${category.slug}&sidebar_data=true`, '/api/v1/products?all_categories=1&sortby=price_low_to_high', '/api/v1/categories']) {
      const plain = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = plain.json() as { status: number };
      expect(json.status).toBe(200);
      for (const [asked, sent, decode] of [
        ['gzip, deflate', 'gzip', gunzipSync],
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['deflate', 'deflate', inflateSync],
      ] as const) {
        const answer = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': asked } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(sent);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(json);
      }
    }
  });

  it('leaves an unknown category\'s small 404 answer uncompressed and readable', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/v1/all?category=no-such-category', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ status: 404, data: null });
  });
});
