import type { Kysely } from 'kysely';
import { queryTokens } from '../../core/search/search-text';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { announceChange } from '../cache/cache-changes';
import { buildDocuments, loadLookups } from './search-documents';
import type { SearchIndex, SearchPage } from './search-index.port';
import { PostgresSearchIndex } from './postgres-search-index';
import { SqliteSearchIndex } from './sqlite-search-index';

/** What search needs of a database: a Kysely handle (or transaction) and which engine it is. */
export interface SearchDb {
  db: Kysely<DB>;
  dialect: DialectName;
}

/** Products read and written per reindex step: bounded memory for a 100,000-product catalogue. */
const REINDEX_BATCH = 2_000;

let reindexes = 0;

/**
 * Moves on every reindex in this process: answers held in memory (search suggestions) are keyed by
 * it, so a product write made here shows in the next suggestion rather than after their TTL.
 */
export function searchIndexVersion(): number {
  return reindexes;
}

/** The search index implementation for the database's engine. */
export function searchIndexFor({ db, dialect }: SearchDb): SearchIndex {
  return dialect === 'sqlite' ? new SqliteSearchIndex(db) : new PostgresSearchIndex(db);
}

/**
 * Brings the search index in step with products: every product when `ids` is omitted (after a
 * bulk load, or a change to languages, brands, categories or tags), else just those products
 * (call it after any product write; a deleted or private product leaves the index). Run it inside
 * the writer's transaction so search never sees half a change.
 */
export async function reindexProducts(target: SearchDb, ids?: readonly number[]): Promise<void> {
  reindexes++;
  // Every process's caches: the products' pages and tiles, or everything after a full reindex.
  await announceChange(target.db, target.dialect, ids ? { scope: 'products', ids: [...ids], tiles: true } : { scope: 'shop' });
  const index = searchIndexFor(target);
  const lookups = await loadLookups(target.db);
  if (ids) {
    for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
      const chunk = ids.slice(start, start + REINDEX_BATCH);
      await index.replace(chunk, await buildDocuments(target.db, chunk, lookups));
    }
    return;
  }
  await index.replace('all', []);
  // Newest products first, and within a batch one language after another: PostgreSQL's suggestion
  // pool takes the first matches in storage order (see PostgresSearchIndex.match), and a
  // language's rows sit together, so a pool reads few pages. SQLite places rows by rowid anyway.
  let before: number | undefined;
  for (;;) {
    let page = target.db.selectFrom('products').select('id').orderBy('id', 'desc').limit(REINDEX_BATCH);
    if (before !== undefined) page = page.where('id', '<', before);
    const rows = await page.execute();
    if (rows.length === 0) return;
    const chunk = rows.map((r) => r.id);
    const documents = await buildDocuments(target.db, chunk, lookups);
    documents.sort((a, b) => a.langId - b.langId || b.productId - a.productId);
    await index.replace([], documents);
    before = chunk[chunk.length - 1]!;
  }
}

export interface ProductMatches {
  /** Matching product ids, best first, for the requested page. */
  ids: number[];
  /** All matches, for "Showing x to y of total". */
  total: number;
}

/**
 * Full search results for `products?q=`: ids of public products matching the shopper's text in
 * `language` (folded, every word required, the words as prefixes), best first, and the total.
 * Any text is safe here: quotes, operators, SQL and 10,000-character pastes give a normal answer,
 * and text without letters or digits matches nothing.
 */
export async function matchProductIds(target: SearchDb, q: string, language: string, page: SearchPage): Promise<ProductMatches> {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return { ids: [], total: 0 };
  const index = searchIndexFor(target);
  const [ids, total] = await Promise.all([index.match(tokens, language, page), index.count(tokens, language)]);
  return { ids, total };
}
