import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_QUERY,
  LISTING_SORTS,
  MAX_ID,
  MAX_PRICE_FILTER,
  paginatorOf,
  parseIdList,
  parseListingQuery,
  serializeListingQuery,
  type ListingQuery,
} from './listing';

const ids = fc.uniqueArray(fc.integer({ min: 1, max: MAX_ID }), { maxLength: 8 }).map((list) => [...list].sort((a, b) => a - b));
const price = fc.option(fc.integer({ min: 0, max: MAX_PRICE_FILTER * 100 }).map((cents) => cents / 100), { nil: null });

/** Any normalised query: the shape parse() produces. */
const query: fc.Arbitrary<ListingQuery> = fc
  .record({
    sortby: fc.constantFrom(...LISTING_SORTS),
    page: fc.integer({ min: 1, max: 100_000 }),
    min: price,
    max: price,
    brand: ids,
    collection: ids,
    shipping: ids,
    rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  })
  .map((q) => (q.min !== null && q.max !== null && q.min > q.max ? { ...q, min: q.max, max: q.min } : q));

const anyValue = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(fc.string()), fc.constant(undefined), fc.integer(), fc.double());

describe('listing query', () => {
  it('reads back what it writes', () => {
    fc.assert(fc.property(query, (q) => {
      expect(parseListingQuery(serializeListingQuery(q))).toEqual(q);
      expect(parseListingQuery(new URLSearchParams(serializeListingQuery(q)))).toEqual(q);
    }));
  });

  it('never throws and always yields a valid query, whatever the URL holds', () => {
    const keys = fc.constantFrom('sortby', 'page', 'min', 'max', 'brand', 'collection', 'shipping', 'rating', 'other');
    fc.assert(fc.property(fc.dictionary(keys, anyValue), (raw) => {
      const q = parseListingQuery(raw);
      expect(LISTING_SORTS).toContain(q.sortby);
      expect(Number.isInteger(q.page) && q.page >= 1).toBe(true);
      if (q.min !== null && q.max !== null) expect(q.min).toBeLessThanOrEqual(q.max);
      for (const bound of [q.min, q.max]) if (bound !== null) expect(bound >= 0 && bound <= MAX_PRICE_FILTER).toBe(true);
      for (const list of [q.brand, q.collection, q.shipping]) {
        expect(list.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID)).toBe(true);
      }
      if (q.rating !== null) expect([1, 2, 3, 4, 5]).toContain(q.rating);
      // Normalising twice changes nothing.
      expect(parseListingQuery(serializeListingQuery(q))).toEqual(q);
    }));
  });

  it('falls back to defaults for junk: non-numeric pages, unknown sorts, negative prices', () => {
    expect(parseListingQuery({ page: 'abc', sortby: 'id; drop table products', min: '-5', max: '-1', rating: '9' })).toEqual(DEFAULT_LISTING_QUERY);
    expect(parseListingQuery({ page: '0' }).page).toBe(1);
    expect(parseListingQuery({ page: '-3' }).page).toBe(1);
    expect(parseListingQuery({ page: '2.5' }).page).toBe(1);
    expect(parseListingQuery({ min: 'x'.repeat(10_000) }).min).toBeNull();
  });

  it('swaps a reversed price range and rounds bounds to cents', () => {
    const q = parseListingQuery({ min: '50', max: '10.555' });
    expect([q.min, q.max]).toEqual([10.56, 50]);
  });

  it('keeps only positive ids from comma lists, sorted and unique', () => {
    expect(parseIdList('3,1,x,-2,1,,0,99999999999, 7 ')).toEqual([1, 3, 7]);
    expect(parseIdList(['2', '1'])).toEqual([1, 2]);
  });

  it('numbers paginators as the contract does', () => {
    expect(paginatorOf([1, 2], 3, 62)).toEqual({ current_page: 3, data: [1, 2], from: 61, to: 62, total: 62, last_page: 3, per_page: 30 });
    expect(paginatorOf([], 9, 0)).toMatchObject({ from: null, to: null, last_page: 1 });
  });
});
