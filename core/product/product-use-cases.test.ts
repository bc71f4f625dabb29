import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { ProductDetail } from './product-detail';
import { LoadProduct } from './load-product';

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
