// The catalogue screens (issue 4 items 4 and 5), spread into ROUTES by ui/routing/routes.ts.
// Their data loads are in catalogue-loads.ts, bound with the `catalogue` feature.
import { lazyPage } from '../routing/lazy-page';
import type { RouteDefinition } from '../routing/route-definition';

const listingPage = lazyPage('ui/catalogue/ListingPage.tsx', () => import('./ListingPage'));

function listingRoute(name: string, path: string): RouteDefinition {
  return { name, path, layout: 'default', feature: 'catalogue', page: listingPage };
}

export const CATALOGUE_ROUTES: RouteDefinition[] = [
  { name: 'categories', path: '/categories', layout: 'default', feature: 'catalogue', page: lazyPage('ui/catalogue/CategoriesPage.tsx', () => import('./CategoriesPage')) },
  { name: 'brands', path: '/brands', layout: 'default', feature: 'catalogue', page: lazyPage('ui/catalogue/BrandsPage.tsx', () => import('./BrandsPage')) },
  { name: 'flash-sales', path: '/flash-sale', layout: 'default', feature: 'catalogue', page: lazyPage('ui/catalogue/FlashSalesPage.tsx', () => import('./FlashSalesPage')) },
  { name: 'flash-sale', path: '/flash-sale/:id', layout: 'default', feature: 'catalogue', page: lazyPage('ui/catalogue/FlashSalePage.tsx', () => import('./FlashSalePage')) },
  listingRoute('search', '/search'),
  listingRoute('hot-deals', '/hot-deals'),
  listingRoute('category-listing', '/all/:category'),
  listingRoute('sub-category-listing', '/all/:category/:subCategory'),
  listingRoute('source-products', '/:main/products'),
  listingRoute('source-brand', '/:main/brand'),
  listingRoute('source-collection', '/:main/collection'),
];
