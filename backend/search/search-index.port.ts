import type { QueryToken } from '../../core/search/search-text';

/** The indexed text of one product in one language, as folded tokens per field. */
export interface SearchDocument {
  productId: number;
  /** Language code (en, fr, ...). */
  lang: string;
  /** The language's row id: SQLite packs it into the row id (see sqlite-search-index.ts). */
  langId: number;
  /** The title in this language, or the default-language title when it has none. */
  title: string[];
  /** The default-language title when this language has its own: found, but ranked lower. */
  alt: string[];
  brand: string[];
  /** Category and sub-category titles in this language. */
  category: string[];
  /** Tag titles in this language; the weakest signal. */
  tags: string[];
}

export interface SearchPage {
  limit: number;
  offset: number;
  /**
   * Rank only the newest `pool` matches (suggestions while typing: "a" or "ال" match most of the
   * catalogue, and scoring every match would cost far more than the popup is worth). Omitted: rank
   * every match (full results, where paging must be exact).
   */
  pool?: number;
}

/**
 * Full-text search over products, one implementation per database (SQLite FTS5, PostgreSQL
 * tsvector). Queries arrive as tokens already folded by core/search/search-text.ts; an
 * implementation never splices them into SQL or match syntax unquoted.
 */
export interface SearchIndex {
  /**
   * Ids of the public products whose text in `language` holds every token (prefix tokens as word
   * starts), best first: title matches above brand, category and tag matches; equal ranks by id.
   * Empty for no tokens.
   */
  match(tokens: readonly QueryToken[], language: string, page: SearchPage): Promise<number[]>;

  /** How many products `match` would return without paging. */
  count(tokens: readonly QueryToken[], language: string): Promise<number>;

  /**
   * Replaces the documents of the given products (all products when `products` is 'all') with
   * `documents`; a listed product with no document (deleted, private) leaves the index.
   */
  replace(products: readonly number[] | 'all', documents: readonly SearchDocument[]): Promise<void>;
}
export const SearchIndex = Symbol('SearchIndex');
