// What the catalogue screens load, run when their feature is bound. Each reads its params and
// query, so a shared URL renders the same page on the server as the filters built it in the browser.
import { LoadBrands } from '../../core/catalogue/load-brands';
import { LoadCategories } from '../../core/catalogue/load-categories';
import { LoadFlashSale } from '../../core/catalogue/load-flash-sale';
import { LoadFlashSales } from '../../core/catalogue/load-flash-sales';
import { LoadListing } from '../../core/catalogue/load-listing';
import { listingRequestOf, searchTextOf, sourceParamsOf, type ListingScope } from '../../core/catalogue/listing-request';
import { parseListingQuery } from '../../core/catalogue/listing';
import type { Feature } from '../app/features';
import type { RouteLoadContext } from '../routing/route-definition';

function listing(scopeOf: (context: RouteLoadContext) => ListingScope) {
  return (context: RouteLoadContext) => context.resolver.get(LoadListing).execute(listingRequestOf(scopeOf(context), context.search), context.language);
}

const sourceScope = (pinned?: 'brand' | 'collection') => ({ params, search }: RouteLoadContext): ListingScope =>
  ({ kind: 'source', main: params.main ?? '', source: sourceParamsOf(search), ...(pinned ? { pinned } : {}) });

export const CATALOGUE_LOADS: Feature['loads'] = {
  categories: ({ resolver, language }) => resolver.get(LoadCategories).execute(language),
  brands: ({ resolver, language }) => resolver.get(LoadBrands).execute(language),
  'flash-sales': ({ resolver, language }) => resolver.get(LoadFlashSales).execute(language),
  'flash-sale': ({ resolver, language, params, search }) => resolver.get(LoadFlashSale).execute(params.id, parseListingQuery(search).page, language),
  search: listing(({ search }) => ({ kind: 'search', q: searchTextOf(search) })),
  'hot-deals': listing(() => ({ kind: 'hot-deals' })),
  'category-listing': listing(({ params }) => ({ kind: 'category', category: params.category ?? '', subCategory: null })),
  'sub-category-listing': listing(({ params }) => ({ kind: 'category', category: params.category ?? '', subCategory: params.subCategory ?? null })),
  'source-products': listing(sourceScope()),
  'source-brand': listing(sourceScope('brand')),
  'source-collection': listing(sourceScope('collection')),
};
