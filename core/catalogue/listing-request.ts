// What a listing screen asks for: its scope (which products: a category, a home-page source, a
// search, hot deals) and the shopper's filters. Pure rules, shared by the route load (server
// render) and the filter panel (browser), so both read a URL the same way.
import { parseListingQuery, serializeListingQuery, type ListingQuery } from './listing';

/** The longest search text kept: enough for any real query, and a 10,000-character URL stays cheap. */
export const MAX_SEARCH_LENGTH = 200;

/** Query names that say where a `products` listing comes from (not filters the panel changes). */
export const SOURCE_KEYS = ['home_spm', 'banner', 'source_type', 'source_id', 'all_categories'] as const;

export type ListingScope =
  /** `/all/:category` and `/all/:category/:subCategory` (api `all`). */
  | { kind: 'category'; category: string; subCategory: string | null }
  /**
   * `/:main/products|brand|collection` (api `products`); `source` holds the SOURCE_KEYS present.
   * On `/:main/brand` and `/:main/collection` the brand or collection filter is `pinned`: it is what
   * the page is, so clearing the filters keeps it (without it the path is a 404).
   */
  | { kind: 'source'; main: string; source: Record<string, string>; pinned?: 'brand' | 'collection' }
  /** `/search?q=` (api `products` with `q`). */
  | { kind: 'search'; q: string }
  /** `/hot-deals`: products with an offer or a flash price, biggest discount first. */
  | { kind: 'hot-deals' };

export interface ListingRequest {
  scope: ListingScope;
  query: ListingQuery;
}

/** A bounded, single-line copy of a query value: hostile lengths and control characters go. */
function clean(value: string | null, max: number): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').slice(0, max * 2).replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);
}

/** The search text of a URL, bounded; empty when absent. */
export function searchTextOf(search: URLSearchParams): string {
  return clean(search.get('q'), MAX_SEARCH_LENGTH);
}

/** The source part of a `products` URL: only known names, short values. */
export function sourceParamsOf(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SOURCE_KEYS) {
    const value = clean(search.get(key), 64);
    if (value) out[key] = value;
  }
  return out;
}

/** Reads a listing request from the route's params and query. Never throws. */
export function listingRequestOf(scope: ListingScope, search: URLSearchParams): ListingRequest {
  return { scope, query: parseListingQuery(search) };
}

/** The URL query of a request: its scope's names first, then the non-default filters. */
export function listingSearchParams(request: ListingRequest): URLSearchParams {
  const params = new URLSearchParams();
  const { scope } = request;
  if (scope.kind === 'search' && scope.q) params.set('q', scope.q);
  if (scope.kind === 'source') for (const [key, value] of Object.entries(scope.source)) params.set(key, value);
  for (const [key, value] of Object.entries(serializeListingQuery(request.query))) params.set(key, value);
  return params;
}

/** The same request with other filters; any filter change goes back to page 1. */
export function withQuery(request: ListingRequest, change: Partial<ListingQuery>): ListingRequest {
  const page = change.page ?? 1;
  return { scope: request.scope, query: { ...request.query, ...change, page } };
}

/** The filters a shopper can clear (price, brands, collections, shipping, rating), back on page 1. */
export const NO_FILTERS: Pick<ListingQuery, 'page' | 'min' | 'max' | 'brand' | 'collection' | 'shipping' | 'rating'> = { page: 1, min: null, max: null, brand: [], collection: [], shipping: [], rating: null };

/** The same request with every filter cleared, except the one the page is about (a brand's or collection's page). */
export function withoutFilters(request: ListingRequest): ListingRequest {
  const { scope, query } = request;
  const pinned = scope.kind === 'source' && scope.pinned ? { [scope.pinned]: query[scope.pinned] } : {};
  return { scope, query: { ...query, ...NO_FILTERS, ...pinned } };
}

/** Whether any filter is set beyond the one the page is about. */
export function hasFilters(request: ListingRequest): boolean {
  const cleared = withoutFilters(request).query;
  return (Object.keys(NO_FILTERS) as (keyof typeof NO_FILTERS)[]).some((key) => key !== 'page' && JSON.stringify(request.query[key]) !== JSON.stringify(cleared[key]));
}

/** One string per distinct request and language: what a loaded result is remembered by. */
export function listingKey(language: string, request: ListingRequest): string {
  const { scope } = request;
  const where =
    scope.kind === 'category' ? `all:${scope.category}/${scope.subCategory ?? ''}` :
    scope.kind === 'source' ? `products:${scope.main}` :
    scope.kind;
  return `${language}|${where}|${listingSearchParams(request).toString()}`;
}
