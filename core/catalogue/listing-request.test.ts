import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_QUERY } from './listing';
import { listingKey, listingRequestOf, listingSearchParams, searchTextOf, sourceParamsOf, withQuery } from './listing-request';

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
});
