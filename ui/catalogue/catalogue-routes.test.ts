import { describe, expect, it } from 'vitest';
import { matchLocalizedRoute } from '../routing/match-route';
import { LOCALIZED_ROUTES } from '../routing/routes';

const routeOf = (path: string) => matchLocalizedRoute(path, LOCALIZED_ROUTES)?.localized.name ?? null;

describe('catalogue routes', () => {
  it.each([
    ['/categories', 'categories___en'],
    ['/brands', 'brands___en'],
    ['/flash-sale', 'flash-sales___en'],
    ['/flash-sale/3', 'flash-sale___en'],
    ['/search', 'search___en'],
    ['/hot-deals', 'hot-deals___en'],
    ['/all/phones', 'category-listing___en'],
    ['/all/phones/smart', 'sub-category-listing___en'],
    ['/phones/products', 'source-products___en'],
    ['/acme/brand', 'source-brand___en'],
    ['/summer/collection', 'source-collection___en'],
    ['/ar/all/phones', 'category-listing___ar'],
    ['/fr/phones/products', 'source-products___fr'],
    ['/tr/categories', 'categories___tr'],
    ['/hi/flash-sale/1', 'flash-sale___hi'],
  ])('%s opens %s', (path, name) => {
    expect(routeOf(path)).toBe(name);
  });

  it('lets static paths win over /:main/... patterns, whatever the declaration order', () => {
    expect(routeOf('/all/products')).toBe('category-listing___en');
    expect(routeOf('/user/following')).toBe('user-following___en');
    expect(routeOf('/fr/categories')).toBe('categories___fr');
    expect(routeOf('/ar/flash-sale')).toBe('flash-sales___ar');
  });
});
