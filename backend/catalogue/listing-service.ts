// api/v1 `all` and `products`: one page of tiles for a scope and filters, the category, and on
// request the sidebar lists. One round of indexed queries for a category's page whatever the
// catalogue size (its tiles come off the ordered index walk, see pageOfTiles); the category tree,
// sidebar lists and flash prices come from memory (ListingReadModel), and totals are remembered
// for a few seconds.
import type { Kysely } from 'kysely';
import { LISTING_PAGE_SIZE, paginatorOf, parseListingQuery, type ListingQuery, type ListingResult, type SourceListingResult } from '../../core/catalogue/listing';
import type { DB } from '../db/schema';
import { TtlCache } from '../cache/ttl-cache';
import type { CacheChanges } from '../cache/cache-changes';
import { matchProductIds, type SearchDb } from '../search/search-index';
import { inOrder, loadTiles } from '../product/product-tiles';
import { hotDeals } from './hot-deals';
import { countProducts, pageOfTiles } from './listing-products';
import { ListingReadModel } from './listing-read-model';
import { type ProductScope, refOf } from './listing-scope';
import { resolveSource } from './listing-source';

type Params = Readonly<Record<string, unknown>>;

/**
 * How long a listing's total is reused. Counting a whole large category reads tens of thousands
 * of index entries; the total of the same scope and filters is asked for again on every page
 * turn, and a few seconds of staleness in "of N results" harms no one.
 */
const COUNT_TTL_MS = 10_000;
/** Distinct totals remembered before the cache starts over: bounded memory whatever URLs arrive. */
const COUNT_KEYS = 5_000;

export class ListingService {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 'listing-counts');
  private countMisses = 0;

  private readonly db: Kysely<DB>;
  private readonly model: ListingReadModel;

  constructor(private readonly shop: SearchDb, changes?: CacheChanges, readModelTtlMs?: number) {
    this.db = shop.db;
    this.model = new ListingReadModel(shop.db, changes, readModelTtlMs);
    // A product emptied or refilled, or a shop-wide change, can move a total.
    changes?.whenChanged('tiles', () => this.counts.clear());
  }

  /** Every public category with its public sub-categories, in `lang` (`categories`). */
  categories(lang: string) {
    return this.model.categoryTree(lang);
  }

  /** `all`: a category (slug or id) and optionally one of its sub-categories. null: unknown. */
  async categoryListing(params: Params, lang: string, now: Date): Promise<ListingResult | null> {
    const categoryRef = refOf(params.category);
    if (!categoryRef) return null;
    const category = await this.model.category(categoryRef, lang);
    if (!category) return null;
    let scope: ProductScope = { kind: 'category', id: category.id };
    if (params.sub_category !== undefined && params.sub_category !== '') {
      const subRef = refOf(params.sub_category);
      if (!subRef) return null;
      // `child` holds the category's public sub-categories.
      const sub = category.child.find((c) => (subRef.id !== null ? c.id === subRef.id : c.slug === subRef.slug));
      if (!sub) return null;
      scope = { kind: 'sub_category', id: sub.id };
    }
    return this.listing(scope, category.id, parseListingQuery(params), params, lang, now);
  }

  /** `products`: any source form. null: an unknown source. */
  async sourceListing(params: Params, lang: string, now: Date): Promise<SourceListingResult | null> {
    const q = searchTextOf(params.q);
    if (q !== null) return this.searchListing(q, params, lang, now);
    if (flag(params.hot_deals)) return this.hotDealsListing(params, lang, now);
    const resolved = await resolveSource(this.db, params, lang);
    if (!resolved) return null;
    const [listing, allCategories] = await Promise.all([
      this.listing(resolved.scope, resolved.categoryId, parseListingQuery(params), params, lang, now),
      this.model.categoryTree(lang),
    ]);
    return { ...listing, all_categories: allCategories, source: resolved.source };
  }

  /**
   * `products?q=`: full search results. Unfiltered and in the default order they come straight
   * from the search index, best match first, paged there. With a filter or another sort the first
   * SEARCH_FILTER_CAP matches (the most relevant) are filtered and sorted like any listing.
   */
  private async searchListing(q: string, params: Params, lang: string, now: Date): Promise<SourceListingResult> {
    const query = parseListingQuery(params);
    const source = { source_type: null, type: 'search', id: null, slug: null, title: q };
    const plain = query.sortby === 'newest' && query.min === null && query.max === null && query.brand.length === 0
      && query.collection.length === 0 && query.shipping.length === 0 && query.rating === null;
    if (plain) {
      const [matches, allCategories, sidebar, flash] = await Promise.all([
        matchProductIds(this.shop, q, lang, { limit: LISTING_PAGE_SIZE, offset: (query.page - 1) * LISTING_PAGE_SIZE }),
        this.model.categoryTree(lang),
        this.sidebar(params, lang),
        this.model.runningFlash(now),
      ]);
      const tiles = inOrder(matches.ids, await loadTiles(this.db, matches.ids, lang, now, flash.tiles));
      return { result: paginatorOf(tiles, query.page, matches.total), category: null, ...sidebar, all_categories: allCategories, source };
    }
    const matches = await matchProductIds(this.shop, q, lang, { limit: SEARCH_FILTER_CAP, offset: 0 });
    const [listing, allCategories] = await Promise.all([
      this.listing({ kind: 'products', ids: matches.ids }, null, query, params, lang, now),
      this.model.categoryTree(lang),
    ]);
    return { ...listing, all_categories: allCategories, source };
  }

  /**
   * `products?hot_deals=1`: offers and running flash prices of the whole catalogue, biggest
   * discount first whatever `sortby` says (the order is what the page is), under the usual filters.
   */
  private async hotDealsListing(params: Params, lang: string, now: Date): Promise<SourceListingResult> {
    const query = parseListingQuery(params);
    const countKey = JSON.stringify(['hot_deals', query.min, query.max, query.brand, query.collection, query.shipping, query.rating]);
    const [deals, allCategories, sidebar, flash] = await Promise.all([
      hotDeals(this.db, query, query.page, now, (count) =>
        this.counts.get(countKey, () => {
          if (++this.countMisses % COUNT_KEYS === 0) this.counts.clear();
          return count();
        })),
      this.model.categoryTree(lang),
      this.sidebar(params, lang),
      this.model.runningFlash(now),
    ]);
    const tiles = inOrder(deals.ids, await loadTiles(this.db, deals.ids, lang, now, flash.tiles));
    const source = { source_type: null, type: 'hot_deals', id: null, slug: null, title: '' };
    return { result: paginatorOf(tiles, query.page, deals.total), category: null, ...sidebar, all_categories: allCategories, source };
  }

  private async sidebar(params: Params, lang: string): Promise<Partial<ListingResult>> {
    if (!wantsSidebar(params)) return {};
    return this.model.sidebar(lang);
  }

  private async listing(scope: ProductScope, categoryId: number | null, query: ListingQuery, params: Params, lang: string, now: Date): Promise<ListingResult> {
    const sidebar = wantsSidebar(params);
    // A search's id list is long and differs per text: not worth remembering.
    const countKey = scope.kind === 'products' ? null : JSON.stringify([scope, query.min, query.max, query.brand, query.collection, query.shipping, query.rating]);
    const running = this.model.runningFlash(now);
    const [tiles, total, category, lists] = await Promise.all([
      running.then((flash) => pageOfTiles(this.db, scope, query, query.page, lang, flash)),
      countKey === null ? countProducts(this.db, scope, query) : this.counts.get(countKey, () => {
        if (++this.countMisses % COUNT_KEYS === 0) this.counts.clear();
        return countProducts(this.db, scope, query);
      }),
      categoryId === null ? null : this.model.categoryTree(lang).then((tree) => tree.find((c) => c.id === categoryId) ?? null),
      sidebar ? this.model.sidebar(lang) : null,
    ]);
    const result: ListingResult = { result: paginatorOf(tiles, query.page, total), category };
    if (lists) Object.assign(result, { shipping: lists.shipping, brands: lists.brands, collections: lists.collections });
    return result;
  }
}

/** Search matches a filtered or re-sorted search works on: the most relevant ones. */
const SEARCH_FILTER_CAP = 1_000;
/** Longest search text used: no real query is longer, and a 10,000-character paste stays cheap. */
const MAX_SEARCH_LENGTH = 200;

/** A query flag: `1` or `true`. */
function flag(value: unknown): boolean {
  const raw = String(Array.isArray(value) ? value[0] : value);
  return raw === '1' || raw === 'true';
}

function wantsSidebar(params: Params): boolean {
  return String(Array.isArray(params.sidebar_data) ? params.sidebar_data[0] : params.sidebar_data) === 'true';
}

/** The search text of a request, bounded; null when the request is not a search. */
function searchTextOf(value: unknown): string | null {
  const raw: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const text = raw.slice(0, MAX_SEARCH_LENGTH).trim();
  return text === '' ? null : text;
}
