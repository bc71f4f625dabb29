import { describe, expect, it, vi } from 'vitest';
import { paginatorOf } from './listing';
import { RequestError } from '../shared/request-error';
import { listingRequestOf } from './listing-request';
import { LoadFlashSale } from './load-flash-sale';
import { LoadListing } from './load-listing';
import type { ListingState } from './listing-state.port';

function memoryListingState(): ListingState & { shown: string | null } {
  const known = new Set<string>();
  return {
    shown: null,
    showRemembered(key) {
      if (known.has(key)) this.shown = key;
      return known.has(key);
    },
    show(key) {
      known.add(key);
      this.shown = key;
    },
  };
}

describe('LoadListing', () => {
  it('asks the API once per request and shows a remembered one again without asking (the back button)', async () => {
    const fetchListing = vi.fn(async () => ({ result: paginatorOf([], 1, 0), category: null }));
    const state = memoryListingState();
    const load = new LoadListing({ fetchListing }, state);
    const plain = listingRequestOf({ kind: 'hot-deals' }, new URLSearchParams());
    const filtered = listingRequestOf({ kind: 'hot-deals' }, new URLSearchParams('rating=4'));
    await load.execute(plain, 'en');
    await load.execute(filtered, 'en');
    await load.execute(plain, 'en');
    expect(fetchListing).toHaveBeenCalledTimes(2);
    expect(state.shown).toBe('en|hot-deals|');
  });

  it('passes API refusals on (the route shows the error page)', async () => {
    const load = new LoadListing({ fetchListing: async () => { throw new RequestError(404, 'This page could not be found'); } }, memoryListingState());
    await expect(load.execute(listingRequestOf({ kind: 'category', category: 'nope', subCategory: null }, new URLSearchParams()), 'en')).rejects.toMatchObject({ status: 404 });
  });
});

describe('LoadFlashSale', () => {
  it('answers 404 for an id that cannot exist, without calling the API', async () => {
    const fetchFlashSale = vi.fn();
    const load = new LoadFlashSale({ fetchFlashSale }, { key: null, setSale: vi.fn() });
    for (const id of ['abc', '-1', '0', '99999999999', undefined]) await expect(load.execute(id, 1, 'en')).rejects.toMatchObject({ status: 404 });
    expect(fetchFlashSale).not.toHaveBeenCalled();
  });
});
