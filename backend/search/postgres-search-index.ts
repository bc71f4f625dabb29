import { CompiledQuery, type Kysely } from 'kysely';
import type { QueryToken } from '../../core/search/search-text';
import type { DB } from '../db/schema';
import type { SearchDocument, SearchIndex, SearchPage } from './search-index.port';

/** Rows per INSERT: 3 bound values each. */
const ROWS_PER_INSERT = 5_000;

/**
 * ts_rank normalisation 1 divides by 1 + log(document length), so a short title that matches
 * outranks a long one that mentions the word in passing (as bm25 does on SQLite).
 */
const RANK = 'ts_rank(document, $2::tsquery, 1)';

/**
 * A tsquery literal: each token single-quoted (so &, |, !, <->, : in input are plain text) and
 * prefix tokens marked :*. Built as text and cast, not parsed by to_tsquery, so PostgreSQL sees
 * exactly the tokens core/search/search-text.ts made. This is the ranking query; rows are found
 * with matchQuery, which matches the same rows.
 */
export function tsQuery(tokens: readonly QueryToken[]): string {
  // A prefix word is also asked for as a whole word of the title (weight A), which only adds to
  // the rank: "tea" puts Black Tea above Teapot, and a tag never outranks a title.
  return tokens.map((t) => (t.prefix ? `(${lexeme(t.text)}:A | ${lexeme(t.text)}:*)` : lexeme(t.text))).join(' & ');
}

/**
 * The query that finds rows: tsQuery without the weighted whole-word alternative ('tea':A adds
 * nothing 'tea':* does not match). Without weights the GIN index answers exactly, so PostgreSQL
 * never re-reads a row's document to check it.
 */
export function matchQuery(tokens: readonly QueryToken[]): string {
  return tokens.map((t) => (t.prefix ? `${lexeme(t.text)}:*` : lexeme(t.text))).join(' & ');
}

/** A tsvector literal with positions and weights: A title, B brand, C category and alt, D tags. */
export function tsVector(d: SearchDocument): string {
  const parts: string[] = [];
  let position = 0;
  const add = (tokens: readonly string[], weight: 'A' | 'B' | 'C' | 'D') => {
    // Positions stop at 16,383 in a tsvector; a document never comes near (titles are short).
    for (const token of tokens) parts.push(`${lexeme(token)}:${Math.min(++position, 16_383)}${weight}`);
  };
  add(d.title, 'A');
  add(d.brand, 'B');
  add(d.category, 'C');
  add(d.alt, 'C');
  add(d.tags, 'D');
  return parts.join(' ');
}

function lexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** PostgreSQL: a tsvector column with a GIN index, ranked by ts_rank. */
export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Kysely<DB>) {}

  async match(tokens: readonly QueryToken[], language: string, page: SearchPage): Promise<number[]> {
    if (tokens.length === 0 || page.limit <= 0) return [];
    // A pool is the first `pool` matches the index yields, not the newest by id: picking the newest
    // would read every match (a two-letter prefix matches tens of thousands of rows), while a plain
    // limit stops the scan after `pool` rows. A full reindex stores rows newest first (see
    // reindexProducts), so those are mostly the newest anyway.
    // The matches are a MATERIALIZED CTE so the planner plans them for every row (the language's GIN
    // index) and the pool's LIMIT only stops reading early: a LIMIT inside a plain subquery made it
    // pick a sequential scan whenever it overestimated the matches ('ال':* among English rows: a
    // 200 ms scan of the whole table for no row).
    const sqlText = page.pool === undefined
      ? `select product_id from product_search where lang = $1 and document @@ $5::tsquery order by ${RANK} desc, product_id limit $3 offset $4`
      : `with matches as materialized (select product_id, document from product_search where lang = $1 and document @@ $5::tsquery)
         select product_id from (select product_id, document from matches limit ${Math.trunc(page.pool)}) pool order by ${RANK} desc, product_id limit $3 offset $4`;
    const result = await this.db.executeQuery<{ product_id: number }>(CompiledQuery.raw(
      sqlText,
      [language, tsQuery(tokens), page.limit, page.offset, matchQuery(tokens)],
    ));
    return result.rows.map((r) => r.product_id);
  }

  async count(tokens: readonly QueryToken[], language: string): Promise<number> {
    if (tokens.length === 0) return 0;
    const result = await this.db.executeQuery<{ n: number }>(CompiledQuery.raw(
      'select count(*) as n from product_search where lang = $1 and document @@ $2::tsquery',
      [language, matchQuery(tokens)],
    ));
    return Number(result.rows[0]?.n ?? 0);
  }

  async replace(products: readonly number[] | 'all', documents: readonly SearchDocument[]): Promise<void> {
    if (products === 'all') {
      await this.db.executeQuery(CompiledQuery.raw('delete from product_search'));
    } else if (products.length > 0) {
      await this.db.executeQuery(CompiledQuery.raw('delete from product_search where product_id = any($1::int[])', [[...products]]));
    }
    for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
      const chunk = documents.slice(start, start + ROWS_PER_INSERT);
      const params: (string | number)[] = [];
      const tuples: string[] = [];
      for (const d of chunk) {
        params.push(d.productId, d.lang, tsVector(d));
        const n = params.length;
        tuples.push(`($${n - 2}, $${n - 1}, $${n}::tsvector)`);
      }
      await this.db.executeQuery(CompiledQuery.raw(`insert into product_search (product_id, lang, document) values ${tuples.join(', ')}`, params));
    }
  }
}
