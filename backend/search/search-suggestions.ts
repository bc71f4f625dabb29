import type { Kysely } from 'kysely';
import type { CategorySuggestion, SearchSuggestionList, SubCategorySuggestion } from '../../core/search/suggestion-list';
import { type QueryToken, foldForSearch, queryTokens, searchTokens, tokensMatch } from '../../core/search/search-text';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { type FlashPrice, inOrder, loadTiles } from '../product/product-tiles';
import type { SearchIndex } from './search-index.port';

/** How many of each kind the suggestion popup shows. */
export const SUGGESTION_LIMITS = { product: 8, suggested: 6, category: 5, sub_category: 5 } as const;
/** Best products whose titles feed the keyword suggestions. */
const KEYWORD_SOURCE = 30;
/**
 * Newest matches ranked for suggestions (see SearchPage.pool): bounds the work of a one-letter-long
 * query. Ranking is most of a keystroke's cost and grows with the pool (at 100,000 products a
 * two-letter prefix ranks in ~2.6 ms with 1,000 on SQLite, ~1.6 ms with 500; PostgreSQL 3-5 ms
 * against 2-3.5 ms). Only prefixes of two or three letters match more than 500 products; the
 * popup shows 8, and typing one more letter narrows to an exact ranking.
 */
const SUGGESTION_POOL = 500;

/** The `search?q=` answer (shapes shared with the storefront in core/search/suggestion-list.ts). */
export type SearchSuggestions = SearchSuggestionList;

/** Categories and sub-categories of one language with their folded title tokens. */
export interface CategoryCatalogue {
  categories: (CategorySuggestion & { tokens: string[]; sort: number })[];
  subCategories: (SubCategorySuggestion & { tokens: string[]; sort: number })[];
  brands: { title: string; tokens: string[] }[];
}

export const EMPTY_SUGGESTIONS: SearchSuggestions = { product: [], suggested: [], sub_category: [], category: [] };

/**
 * Public categories, sub-categories and brands with titles in `lang` (default-language text where
 * a translation is missing). Tokens include the default-language title, so a shopper finds a
 * category by its English name too.
 */
export async function loadCategoryCatalogue(db: Kysely<DB>, lang: string): Promise<CategoryCatalogue> {
  const [categories, subs, brands] = await Promise.all([
    db.selectFrom('categories as c')
      .leftJoin('category_translations as t', (j) => j.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', 'c.slug', 'c.image', 'c.sort_order', 'c.title as base', eb.fn.coalesce('t.title', 'c.title').as('title')])
      .where('c.status', '=', PUBLIC)
      .execute(),
    db.selectFrom('sub_categories as s')
      .innerJoin('categories as c', 'c.id', 's.category_id')
      .leftJoin('sub_category_translations as t', (j) => j.onRef('t.sub_category_id', '=', 's.id').on('t.lang', '=', lang))
      .leftJoin('category_translations as ct', (j) => j.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
      .select((eb) => [
        's.id', 's.slug', 's.image', 's.sort_order', 's.category_id', 's.title as base', eb.fn.coalesce('t.title', 's.title').as('title'),
        'c.slug as category_slug', eb.fn.coalesce('ct.title', 'c.title').as('category_title'),
      ])
      .where('s.status', '=', PUBLIC)
      .where('c.status', '=', PUBLIC)
      .execute(),
    db.selectFrom('brands').select(['title']).where('status', '=', PUBLIC).orderBy('sort_order').orderBy('id').execute(),
  ]);
  const tokensOf = (title: string, base: string) => [...new Set([...searchTokens(title), ...searchTokens(base)])];
  return {
    categories: categories.map((c) => ({ id: c.id, title: c.title, slug: c.slug, image: c.image, sort: c.sort_order, tokens: tokensOf(c.title, c.base) })),
    subCategories: subs.map((s) => ({
      id: s.id, title: s.title, slug: s.slug, image: s.image, category_id: s.category_id, sort: s.sort_order,
      category: { id: s.category_id, title: s.category_title, slug: s.category_slug },
      tokens: tokensOf(s.title, s.base),
    })),
    brands: brands.map((b) => ({ title: b.title, tokens: searchTokens(b.title) })),
  };
}

/**
 * Suggestions for text typed in the search box: best products as tiles, keywords completing the
 * last word (from the best products' titles and from brand names), and categories and
 * sub-categories whose titles hold every word. `running`: the flash prices at `now` when the caller
 * holds them (ListingReadModel.runningFlash), so the tiles take one query.
 */
export async function searchSuggestions(
  db: Kysely<DB>,
  index: SearchIndex,
  catalogue: CategoryCatalogue,
  q: string,
  lang: string,
  now: Date,
  running?: ReadonlyMap<number, FlashPrice>,
): Promise<SearchSuggestions> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return EMPTY_SUGGESTIONS;
  const ids = await index.match(tokens, lang, { limit: KEYWORD_SOURCE, offset: 0, pool: SUGGESTION_POOL });
  const tiles = inOrder(ids, await loadTiles(db, ids, lang, now, running));
  return {
    product: tiles.slice(0, SUGGESTION_LIMITS.product),
    suggested: keywords(q, tokens, [...tiles.map((t) => t.title), ...catalogue.brands.filter((b) => tokensMatch(tokens, b.tokens)).map((b) => b.title)], lang),
    category: best(catalogue.categories, tokens).slice(0, SUGGESTION_LIMITS.category).map(({ tokens: _t, sort: _s, ...c }) => c),
    sub_category: best(catalogue.subCategories, tokens).slice(0, SUGGESTION_LIMITS.sub_category).map(({ tokens: _t, sort: _s, ...s }) => s),
  };
}

/** Entries holding every token; those whose title starts with the first token first, then by sort order and id. */
function best<T extends { id: number; sort: number; tokens: string[] }>(entries: readonly T[], tokens: readonly QueryToken[]): T[] {
  const first = tokens[0]!;
  const leads = (e: T) => (first.prefix ? e.tokens[0]?.startsWith(first.text) : e.tokens[0] === first.text) ? 0 : 1;
  return entries.filter((e) => tokensMatch(tokens, e.tokens)).sort((a, b) => leads(a) - leads(b) || a.sort - b.sort || a.id - b.id);
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Search phrases: the shopper's words with the last one completed by a word of a matching title
 * ("gaming lapt" -> "gaming laptop"), most relevant source first, distinct after folding.
 */
function keywords(q: string, tokens: readonly QueryToken[], titles: readonly string[], lang: string): string[] {
  const last = tokens[tokens.length - 1]!;
  const typed = q.trim().split(/\s+/);
  const lead = typed.length > 1 ? `${typed.slice(0, -1).join(' ')} ` : '';
  const seen = new Set<string>();
  const out: string[] = [];
  for (const title of titles) {
    for (const [word] of title.matchAll(WORD)) {
      const folded = foldForSearch(word);
      if (!(last.prefix ? folded.startsWith(last.text) : folded === last.text)) continue;
      const phrase = `${lead}${word.toLocaleLowerCase(lang)}`;
      const key = foldForSearch(phrase);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(phrase);
      if (out.length === SUGGESTION_LIMITS.suggested) return out;
    }
  }
  return out;
}
