import { describe, expect, it } from 'vitest';
import type { StoreDetail } from '../product/product-detail';
import { LoadStore, parseStoreSort } from './load-store';

const session = { token: 'tok' };

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
