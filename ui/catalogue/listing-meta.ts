// What a listing page tells search engines: its title, a description, the canonical path and
// whether it may be indexed. Pure, so the rules are tested without rendering.
import { listingSearchParams, type ListingRequest } from '../../core/catalogue/listing-request';
import { DEFAULT_LISTING_QUERY } from '../../core/catalogue/listing';
import type { PageMeta } from '../app/meta-store';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The canonical path of a listing: its language-neutral path, the names of its scope (home_spm,
 * …) and only the sort and page (page 1 without `page`). Price, brand, rating, shipping and
 * collection filters make endless variants of one page: not canonical. On `/:main/brand` and
 * `/:main/collection` the brand or collection is what the page is (without it the path is a 404),
 * so it stays.
 */
export function listingCanonicalPath(neutralPath: string, request: ListingRequest): string {
  const { scope } = request;
  const { sortby, page } = request.query;
  const pinned = scope.kind === 'source' && scope.pinned ? { [scope.pinned]: request.query[scope.pinned] } : {};
  const query = listingSearchParams({ scope, query: { ...DEFAULT_LISTING_QUERY, sortby, page, ...pinned } }).toString();
  return query ? `${neutralPath}?${query}` : neutralPath;
}

/** `{title} – page N` after the first page, so page titles stay distinct. */
export function pagedTitle(t: Translate, title: string, page: number): string {
  return page > 1 ? t('catalogue.meta.page_title', { title, page }) : title;
}

/** Meta of a listing whose title the page has already worked out (translated or the API's). */
export function listingMeta(t: Translate, request: ListingRequest, title: string, neutralPath: string): PageMeta {
  const { scope } = request;
  const description =
    scope.kind === 'search' ? t('catalogue.meta.search', { q: scope.q }) :
    scope.kind === 'hot-deals' ? t('catalogue.meta.hot_deals') :
    t('catalogue.meta.listing', { title });
  return {
    title: pagedTitle(t, title, request.query.page),
    description,
    path: listingCanonicalPath(neutralPath, request),
    // Search results are endless thin pages of the shop's own content: kept out of the index.
    noindex: scope.kind === 'search',
  };
}
