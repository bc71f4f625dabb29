import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { ProductDetail, StaticPage, StoreDetail } from '../domain/product-detail';
import { LoadProduct } from './load-product';
import { LoadStaticPage } from './load-static-page';
import { LoadStore, parseStoreSort } from './load-store';

const session = { token: 'tok' };

describe('LoadProduct', () => {
  it('never calls the API for an id that is not a positive whole number: it is a 404', async () => {
    const calls: number[] = [];
    const load = new LoadProduct({ fetchProduct: async (id) => { calls.push(id); return {} as ProductDetail; } }, { product: null, language: null, setProduct: () => undefined }, session);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', undefined]) {
      await expect(load.execute(bad, 'en')).rejects.toMatchObject({ status: 404, message: NOT_FOUND_MESSAGE });
    }
    expect(calls).toEqual([]);
  });

  it('skips the call when the server already loaded the product in this language, and sends the token', async () => {
    const seen: (string | null)[] = [];
    const state = { product: { id: 7 } as ProductDetail, language: 'en', setProduct: () => undefined };
    const load = new LoadProduct({ fetchProduct: async (_id, _l, token) => { seen.push(token); return { id: 7 } as ProductDetail; } }, state, session);
    await load.execute('7', 'en');
    expect(seen).toEqual([]);
    await load.execute('7', 'fr');
    expect(seen).toEqual(['tok']);
  });

  it('turns the API 404, in whatever words, into the shop 404 page', async () => {
    const load = new LoadProduct({ fetchProduct: async () => { throw new RequestError(404, 'Product not found'); } }, { product: null, language: null, setProduct: () => undefined }, session);
    await expect(load.execute('5', 'en')).rejects.toMatchObject({ status: 404, message: NOT_FOUND_MESSAGE });
  });
});

describe('LoadStore', () => {
  it('reads only allow-listed sort keys and whole page numbers', async () => {
    expect(parseStoreSort('price_low_to_high')).toBe('price_low_to_high');
    expect(parseStoreSort('id; drop table')).toBeNull();
    const queries: unknown[] = [];
    const load = new LoadStore({ fetchStore: async (_s, query) => { queries.push(query); return {} as StoreDetail; } }, { key: null, setStore: () => undefined }, session);
    await load.execute('acme', 'en', '-3', 'nonsense');
    await load.execute('acme', 'en', '2', 'avg_customer_review');
    expect(queries).toEqual([{ page: 1, sortby: null }, { page: 2, sortby: 'avg_customer_review' }]);
  });
});

describe('LoadStaticPage', () => {
  it('is a 404 for a malformed slug without calling, and for an unknown one', async () => {
    let calls = 0;
    const load = new LoadStaticPage({ fetchPage: async () => { calls++; throw new RequestError(404, 'Not here'); } }, { key: null, setPage: () => undefined });
    await expect(load.execute('../etc', 'en')).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(0);
    await expect(load.execute('nothing', 'en')).rejects.toMatchObject({ status: 404, message: NOT_FOUND_MESSAGE });
    expect(calls).toBe(1);
  });

  it('loads a page once per slug and language', async () => {
    const pages: string[] = [];
    const state = { key: null as string | null, setPage: (_p: StaticPage, key: string) => { state.key = key; } };
    const load = new LoadStaticPage({ fetchPage: async (slug) => { pages.push(slug); return { slug } as StaticPage; } }, state);
    await load.execute('privacy-policy', 'en');
    await load.execute('privacy-policy', 'en');
    expect(pages).toEqual(['privacy-policy']);
  });
});
