import { describe, expect, it } from 'vitest';
import { listingRequestOf, sourceParamsOf } from '../../core/catalogue/listing-request';
import { listingCanonicalPath, listingMeta } from './listing-meta';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('listing meta', () => {
  it('canonical: page 1 has no page param; sort and page stay, other filters go', () => {
    const category = { kind: 'category' as const, category: 'phones', subCategory: null };
    expect(listingCanonicalPath('/all/phones', listingRequestOf(category, new URLSearchParams('page=1&brand=1,2&min=5')))).toBe('/all/phones');
    expect(listingCanonicalPath('/all/phones', listingRequestOf(category, new URLSearchParams('page=3&sortby=price_low_to_high&rating=4&shipping=1&collection=2&max=9'))))
      .toBe('/all/phones?sortby=price_low_to_high&page=3');
  });

  it('canonical keeps the names of a source listing (they are what the page is)', () => {
    const search = new URLSearchParams('home_spm=4&brand=3&page=2');
    expect(listingCanonicalPath('/smart/products', listingRequestOf({ kind: 'source', main: 'smart', source: sourceParamsOf(search) }, search)))
      .toBe('/smart/products?home_spm=4&page=2');
  });

  it('canonical of a brand or collection page keeps the brand or collection (the page is nothing without it)', () => {
    const brandPage = new URLSearchParams('brand=4&rating=3&page=2');
    expect(listingCanonicalPath('/zephyra/brand', listingRequestOf({ kind: 'source', main: 'zephyra', source: sourceParamsOf(brandPage), pinned: 'brand' }, brandPage))).toBe('/zephyra/brand?brand=4&page=2');
    const collectionPage = new URLSearchParams('collection=7&brand=2');
    expect(listingCanonicalPath('/zephyra/collection', listingRequestOf({ kind: 'source', main: 'zephyra', source: sourceParamsOf(collectionPage), pinned: 'collection' }, collectionPage))).toBe('/zephyra/collection?collection=7');
  });

  it('titles page 2 on, describes each kind, and keeps search results out of the index', () => {
    const search = listingRequestOf({ kind: 'search', q: 'tea' }, new URLSearchParams('q=tea&page=2&min=3'));
    expect(listingMeta(t, search, 'Search results for “tea”', '/search')).toEqual({
      title: 'catalogue.meta.page_title{"title":"Search results for “tea”","page":2}',
      description: 'catalogue.meta.search{"q":"tea"}',
      path: '/search?q=tea&page=2',
      noindex: true,
    });
    const deals = listingMeta(t, listingRequestOf({ kind: 'hot-deals' }, new URLSearchParams('brand=1')), 'Hot deals', '/hot-deals');
    expect(deals).toEqual({ title: 'Hot deals', description: 'catalogue.meta.hot_deals', path: '/hot-deals', noindex: false });
    const phones = listingMeta(t, listingRequestOf({ kind: 'category', category: 'phones', subCategory: null }, new URLSearchParams()), 'Phones', '/all/phones');
    expect(phones).toMatchObject({ title: 'Phones', description: 'catalogue.meta.listing{"title":"Phones"}', noindex: false });
  });
});
