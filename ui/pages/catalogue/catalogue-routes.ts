// The catalogue screens (issue 4 items 4 and 5), spread into ROUTES by ui/routing/routes.ts.
// Each route's `load` reads its params and query, so a shared URL renders the same page on the
// server as the filters built it in the browser.
import { LoadBrands } from '../../../core/catalogue/load-brands';
import { LoadCategories } from '../../../core/catalogue/load-categories';
import { LoadFlashSale } from '../../../core/catalogue/load-flash-sale';
import { LoadFlashSales } from '../../../core/catalogue/load-flash-sales';
import { LoadListing } from '../../../core/catalogue/load-listing';
import { listingRequestOf, searchTextOf, sourceParamsOf, type ListingScope } from '../../../core/catalogue/listing-request';
import { parseListingQuery } from '../../../core/domain/listing';
import { lazyPage } from '../../routing/lazy-page';
import type { RouteDefinition, RouteLoadContext } from '../../routing/route-definition';

const listingPage = lazyPage('ui/pages/catalogue/ListingPage.tsx', () => import('./ListingPage'));

function listingRoute(name: string, path: string, scopeOf: (context: RouteLoadContext) => ListingScope): RouteDefinition {
  return {
    name,
    path,
    layout: 'default',
    page: listingPage,
    load: (context) => context.resolver.get(LoadListing).execute(listingRequestOf(scopeOf(context), context.search), context.language),
  };
}

const sourceScope = ({ params, search }: RouteLoadContext): ListingScope => ({ kind: 'source', main: params.main ?? '', source: sourceParamsOf(search) });

export const CATALOGUE_ROUTES: RouteDefinition[] = [
  {
    name: 'categories',
    path: '/categories',
    layout: 'default',
    page: lazyPage('ui/pages/catalogue/CategoriesPage.tsx', () => import('./CategoriesPage')),
    load: ({ resolver, language }) => resolver.get(LoadCategories).execute(language),
  },
  {
    name: 'brands',
    path: '/brands',
    layout: 'default',
    page: lazyPage('ui/pages/catalogue/BrandsPage.tsx', () => import('./BrandsPage')),
    load: ({ resolver, language }) => resolver.get(LoadBrands).execute(language),
  },
  {
    name: 'flash-sales',
    path: '/flash-sale',
    layout: 'default',
    page: lazyPage('ui/pages/catalogue/FlashSalesPage.tsx', () => import('./FlashSalesPage')),
    load: ({ resolver, language }) => resolver.get(LoadFlashSales).execute(language),
  },
  {
    name: 'flash-sale',
    path: '/flash-sale/:id',
    layout: 'default',
    page: lazyPage('ui/pages/catalogue/FlashSalePage.tsx', () => import('./FlashSalePage')),
    load: ({ resolver, language, params, search }) => resolver.get(LoadFlashSale).execute(params.id, parseListingQuery(search).page, language),
  },
  listingRoute('search', '/search', ({ search }) => ({ kind: 'search', q: searchTextOf(search) })),
  listingRoute('hot-deals', '/hot-deals', () => ({ kind: 'hot-deals' })),
  listingRoute('category-listing', '/all/:category', ({ params }) => ({ kind: 'category', category: params.category ?? '', subCategory: null })),
  listingRoute('sub-category-listing', '/all/:category/:subCategory', ({ params }) => ({ kind: 'category', category: params.category ?? '', subCategory: params.subCategory ?? null })),
  listingRoute('source-products', '/:main/products', sourceScope),
  listingRoute('source-brand', '/:main/brand', sourceScope),
  listingRoute('source-collection', '/:main/collection', sourceScope),
];
