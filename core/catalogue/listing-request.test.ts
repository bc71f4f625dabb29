import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_QUERY } from './listing';
import { hasFilters, listingKey, listingRequestOf, listingSearchParams, searchTextOf, sourceParamsOf, withoutFilters, withQuery } from './listing-request';

describe('listing requests', () => {
  it('reads a URL and writes it back the same (scope names first, defaults left out)', () => {
    const search = new URLSearchParams('home_spm=4&evil=1&brand=3,1&sortby=price_low_to_high&page=2');
    const request = listingRequestOf({ kind: 'source', main: 'phones', source: sourceParamsOf(search) }, search);
    expect(listingSearchParams(request).toString()).toBe('home_spm=4&sortby=price_low_to_high&brand=1%2C3&page=2');
  });

  it('goes back to page 1 when a filter changes', () => {
    const request = listingRequestOf({ kind: 'hot-deals' }, new URLSearchParams('page=3'));
    expect(withQuery(request, { rating: 4 }).query).toEqual({ ...DEFAULT_LISTING_QUERY, rating: 4 });
    expect(withQuery(request, { page: 5 }).query.page).toBe(5);
  });

  it('bounds search text and strips control characters', () => {
    expect(searchTextOf(new URLSearchParams({ q: `  a\u0000b${'x'.repeat(10_000)}` })).length).toBe(200);
    expect(searchTextOf(new URLSearchParams({ q: 'tea\ncup' }))).toBe('tea cup');
  });

  it('keys a request by language, scope and query', () => {
    const a = listingRequestOf({ kind: 'category', category: 'phones', subCategory: null }, new URLSearchParams('brand=1'));
    const b = listingRequestOf({ kind: 'category', category: 'phones', subCategory: 'smart' }, new URLSearchParams('brand=1'));
    expect(listingKey('en', a)).not.toBe(listingKey('en', b));
    expect(listingKey('en', a)).not.toBe(listingKey('fr', a));
    expect(listingKey('en', a)).toBe(listingKey('en', listingRequestOf(a.scope, new URLSearchParams('brand=01'))));
  });

  it('clears every filter but keeps the brand or collection a page is about (its path is a 404 without it)', () => {
    const search = new URLSearchParams('brand=4,9&collection=2&min=5&rating=3&sortby=price_low_to_high&page=3');
    const brandPage = listingRequestOf({ kind: 'source', main: 'zephyra', source: {}, pinned: 'brand' }, search);
    expect(listingSearchParams(withoutFilters(brandPage)).toString()).toBe('sortby=price_low_to_high&brand=4%2C9');
    const collectionPage = listingRequestOf({ kind: 'source', main: 'zephyra', source: {}, pinned: 'collection' }, search);
    expect(listingSearchParams(withoutFilters(collectionPage)).toString()).toBe('sortby=price_low_to_high&collection=2');
    const category = listingRequestOf({ kind: 'category', category: 'phones', subCategory: null }, search);
    expect(listingSearchParams(withoutFilters(category)).toString()).toBe('sortby=price_low_to_high');
    // A brand's page showing only its brand has nothing to clear.
    expect(hasFilters(listingRequestOf(brandPage.scope, new URLSearchParams('brand=4')))).toBe(false);
    expect(hasFilters(listingRequestOf(brandPage.scope, new URLSearchParams('brand=4&rating=2')))).toBe(true);
    expect(hasFilters(listingRequestOf(category.scope, new URLSearchParams('brand=4')))).toBe(true);
  });

  it('clearing is final: cleared has no filters, and clearing twice changes nothing', () => {
    const query = fc.record({
      brand: fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }), collection: fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
      min: fc.option(fc.integer({ min: 0, max: 500 })), rating: fc.option(fc.integer({ min: 1, max: 5 })), page: fc.integer({ min: 1, max: 9 }),
    });
    const scope = fc.constantFrom(
      { kind: 'source' as const, main: 'm', source: {}, pinned: 'brand' as const },
      { kind: 'source' as const, main: 'm', source: {}, pinned: 'collection' as const },
      { kind: 'source' as const, main: 'm', source: {} },
      { kind: 'category' as const, category: 'c', subCategory: null },
    );
    fc.assert(fc.property(scope, query, (where, q) => {
      const params = new URLSearchParams({ brand: q.brand.join(','), collection: q.collection.join(','), page: String(q.page), ...(q.min === null ? {} : { min: String(q.min) }), ...(q.rating === null ? {} : { rating: String(q.rating) }) });
      const request = listingRequestOf(where, params);
      const cleared = withoutFilters(request);
      expect(hasFilters(cleared)).toBe(false);
      expect(withoutFilters(cleared)).toEqual(cleared);
      expect(cleared.query.page).toBe(1);
      if ('pinned' in where && where.pinned) expect(cleared.query[where.pinned]).toEqual(request.query[where.pinned]);
    }));
  });
});
