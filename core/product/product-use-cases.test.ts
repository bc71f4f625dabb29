import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { ProductDetail } from './product-detail';
import { LoadProduct } from './load-product';
import { PrefetchProduct } from './prefetch-product';

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

describe('PrefetchProduct', () => {
  const recorder = () => {
    const calls: [number, string, string | null][] = [];
    return { calls, gateway: { prefetchProduct: (id: number, language: string, token: string | null) => { calls.push([id, language, token]); } } };
  };

  it('starts the reads of the product with the shopper token', () => {
    const { calls, gateway } = recorder();
    new PrefetchProduct(gateway, { product: null, language: null }, session).execute('12', 'fr');
    expect(calls).toEqual([[12, 'fr', 'tok']]);
  });

  it('reads nothing for an id that is no product page, nor for the product already shown in this language', () => {
    const { calls, gateway } = recorder();
    const prefetch = new PrefetchProduct(gateway, { product: { id: 7 } as ProductDetail, language: 'en' }, { token: null });
    for (const bad of ['0', 'abc', '1.5', undefined]) prefetch.execute(bad, 'en');
    prefetch.execute('7', 'en');
    expect(calls).toEqual([]);
    prefetch.execute('7', 'ar');
    expect(calls).toEqual([[7, 'ar', null]]);
  });
});
