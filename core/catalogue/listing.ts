// Listings (api/v1 `all`, `products`, `categories`, `brands`): the response shapes and the one
// set of rules that turns a URL query into a normalised ListingQuery. The browser (URL <-> query)
// and the server both use these rules, so a link the browser builds is read the same way by the
// server, and a hostile URL is tamed in one place.
import type { Paginator } from '../shared/paginator';
import type { ProductTile } from '../product/product-tile';


/** Tiles per listing page: 30. */
export const LISTING_PAGE_SIZE = 30;

/** The sort keys a listing accepts: an allow-list, never SQL. `newest` is the default and is never sent. */
export const LISTING_SORTS = ['newest', 'price_low_to_high', 'price_high_to_low', 'avg_customer_review'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * Largest price bound (in currency units) a filter keeps. Prices are integer cents in a 32-bit
 * column; a bound beyond it would overflow the PostgreSQL parameter, and no product costs more.
 */
export const MAX_PRICE_FILTER = 20_000_000;
/** Ids are 32-bit positive integers in both databases. */
export const MAX_ID = 2_147_483_647;
/** Ids kept per comma list: enough for any filter panel, small enough to keep the SQL short. */
export const MAX_LIST_IDS = 50;
/** Pages beyond this are answered as empty pages rather than asking the database for huge offsets. */
export const MAX_PAGE = 100_000;

/** A normalised listing query: every field valid, defaults filled in. */
export interface ListingQuery {
  sortby: ListingSort;
  /** 1-based page. */
  page: number;
  /** Lowest current price in currency units (2 decimals at most), or null for no bound. */
  min: number | null;
  /** Highest current price in currency units, or null for no bound. Never below `min`. */
  max: number | null;
  /** Brand ids (ascending, unique). */
  brand: number[];
  /** Collection ids (ascending, unique). */
  collection: number[];
  /** Shipping rule ids (ascending, unique). */
  shipping: number[];
  /** Minimum average rating 1..5, or null. */
  rating: number | null;
}

export const DEFAULT_LISTING_QUERY: Readonly<ListingQuery> = Object.freeze({
  sortby: 'newest',
  page: 1,
  min: null,
  max: null,
  brand: [],
  collection: [],
  shipping: [],
  rating: null,
});

export type RawQuery = Readonly<Record<string, unknown>>;

/** The first string of a raw query value (repeated keys keep the first), trimmed and bounded. */
function first(value: unknown): string {
  const raw: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') return '';
  // Nothing valid is longer than this; cutting first keeps parsing cheap for 10,000-character values.
  return raw.slice(0, 512).trim();
}

function parseSort(value: unknown): ListingSort {
  const text = first(value);
  return (LISTING_SORTS as readonly string[]).includes(text) ? (text as ListingSort) : 'newest';
}

function parsePage(value: unknown): number {
  const text = first(value);
  if (!/^\d{1,9}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * A price bound: a plain non-negative decimal, rounded to cents and capped. Negative, non-numeric,
 * exponent or empty values are ignored (null) rather than refused: a mistyped bound shows all.
 */
function parsePrice(value: unknown): number | null {
  const text = first(value);
  if (!/^\d{1,12}(\.\d*)?$|^\.\d+$/.test(text)) return null;
  const amount = Math.round(Number(text) * 100) / 100;
  if (!Number.isFinite(amount)) return null;
  return Math.min(amount, MAX_PRICE_FILTER);
}

/** A comma list of positive ids: junk entries are dropped, the rest sorted, unique and capped. */
export function parseIdList(value: unknown): number[] {
  const raw = Array.isArray(value) ? value.join(',') : first(value);
  const ids = new Set<number>();
  for (const part of String(raw).slice(0, 2048).split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= MAX_ID) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_LIST_IDS);
}

function parseRating(value: unknown): number | null {
  const text = first(value);
  if (!/^[1-5]$/.test(text)) return null;
  return Number(text);
}

/**
 * Reads a listing query from URL parameters. Never throws: anything invalid falls back to its
 * default. A reversed price range (min above max) is swapped, since the shopper clearly meant the
 * band between the two numbers.
 */
export function parseListingQuery(raw: RawQuery | URLSearchParams): ListingQuery {
  const get = (key: string): unknown => (raw instanceof URLSearchParams ? raw.getAll(key) : raw[key]);
  let min = parsePrice(get('min'));
  let max = parsePrice(get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    sortby: parseSort(get('sortby')),
    page: parsePage(get('page')),
    min,
    max,
    brand: parseIdList(get('brand')),
    collection: parseIdList(get('collection')),
    shipping: parseIdList(get('shipping')),
    rating: parseRating(get('rating')),
  };
}

/** The URL parameters of a query, defaults left out so links stay short and canonical. */
export function serializeListingQuery(query: ListingQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.sortby !== 'newest') out.sortby = query.sortby;
  if (query.min !== null) out.min = String(query.min);
  if (query.max !== null) out.max = String(query.max);
  if (query.brand.length > 0) out.brand = query.brand.join(',');
  if (query.collection.length > 0) out.collection = query.collection.join(',');
  if (query.shipping.length > 0) out.shipping = query.shipping.join(',');
  if (query.rating !== null) out.rating = String(query.rating);
  if (query.page !== 1) out.page = String(query.page);
  return out;
}

/** Cents of a price bound, for the server's comparison with products.listed_price (the advertised everyday price). */
export function priceBoundCents(amount: number): number {
  return Math.round(amount * 100);
}

// ---------------------------------------------------------------------------------------------
// Response shapes

export interface SubCategorySummary {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  image: string;
}

/** A category with its public sub-categories (`child`), as `all`, `products` and `categories` send it. */
export interface CategoryWithChildren {
  id: number;
  title: string;
  slug: string;
  image: string;
  meta_title: string | null;
  meta_description: string | null;
  child: SubCategorySummary[];
}

export interface BrandSummary {
  id: number;
  title: string;
  slug: string;
  image: string;
}

export interface ShippingOption {
  id: number;
  title: string;
}

export interface CollectionSummary {
  id: number;
  title: string;
  slug: string;
}

/**
 * What a `products` listing was asked for: the source type (1 categories, 2 sub-categories, 3 tags,
 * 4 brands, 5 products, 6 url) or query form (home_spm, banner, collection, brand, all_categories,
 * q), and the title to show for it.
 */
export interface ListingSource {
  /** SourceType number for source listings; null for the query forms. */
  source_type: number | null;
  /** The query form or source kind: 'categories', 'sub_categories', 'tags', 'brands', 'products', 'url', 'home_spm', 'banner', 'collection', 'brand', 'all_categories', 'search', 'hot_deals'. */
  type: string;
  id: number | null;
  slug: string | null;
  title: string;
}

/** `all` and `products`: the page of tiles, the category (if any) and, with sidebar_data=true, the filter options. */
export interface ListingResult {
  result: Paginator<ProductTile>;
  category: CategoryWithChildren | null;
  /** Present when `sidebar_data=true`. */
  shipping?: ShippingOption[];
  brands?: BrandSummary[];
  collections?: CollectionSummary[];
}

/** `products`: a listing plus every category (for the sidebar tree) and what the listing shows. */
export interface SourceListingResult extends ListingResult {
  all_categories: CategoryWithChildren[];
  source: ListingSource;
}

/** `categories`: every public category with its sub-categories. */
export interface CategoriesResult {
  categories: CategoryWithChildren[];
}

/** `brands`: every public brand. */
export interface BrandsResult {
  brands: BrandSummary[];
}

/** Paginator numbers for a page of `count` items out of `total` (from/to are 1-based, null when empty). */
export function paginatorOf<T>(data: T[], page: number, total: number, perPage = LISTING_PAGE_SIZE): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    last_page: lastPage,
    per_page: perPage,
  };
}
