import { CompiledQuery, type Kysely } from 'kysely';
import type { QueryToken } from '../../core/domain/search-text';
import type { DB } from '../db/schema';
import type { SearchDocument, SearchIndex, SearchPage } from './search-index.port';

/**
 * Row ids of product_search are product_id * LANGUAGE_SLOTS + language id: a product's rows form
 * one rowid range (replaced without scanning the table) and the product id comes back without a
 * read of the stored content.
 */
const LANGUAGE_SLOTS = 1024;

/** bm25 weights in column order: title, alt (default-language title), brand, category, tags, lang. */
const BM25 = 'bm25(product_search, 10.0, 3.0, 5.0, 3.0, 1.0, 0.0)';

/** Rows per INSERT: 7 bound values each, well under SQLite's 32,766 limit. */
const ROWS_PER_INSERT = 2_000;

/** FTS5 match syntax with every token as a double-quoted string, so no input acts as an operator. */
export function fts5Match(tokens: readonly QueryToken[], language: string): string {
  // A prefix word is also asked for as a whole word of the title, which only adds to the rank:
  // "tea" puts Black Tea above Teapot. (Only the title, so a tag never outranks a title.)
  const words = tokens.map((t) => (t.prefix ? `(title : ${quote(t.text)} OR ${ALL} : ${quote(t.text)}*)` : `${ALL} : ${quote(t.text)}`)).join(' AND ');
  return `lang : ${quote(language)} AND ${words}`;
}

const ALL = '{title alt brand category tags}';

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** SQLite: an FTS5 table ranked by bm25. */
export class SqliteSearchIndex implements SearchIndex {
  constructor(private readonly db: Kysely<DB>) {}

  async match(tokens: readonly QueryToken[], language: string, page: SearchPage): Promise<number[]> {
    if (tokens.length === 0 || page.limit <= 0) return [];
    const result = await this.db.executeQuery<{ id: number }>(CompiledQuery.raw(
      `select rowid / ${LANGUAGE_SLOTS} as id from product_search where product_search match ? order by ${BM25}, rowid limit ? offset ?`,
      [fts5Match(tokens, language), page.limit, page.offset],
    ));
    return result.rows.map((r) => r.id);
  }

  async count(tokens: readonly QueryToken[], language: string): Promise<number> {
    if (tokens.length === 0) return 0;
    const result = await this.db.executeQuery<{ n: number }>(CompiledQuery.raw(
      'select count(*) as n from product_search where product_search match ?',
      [fts5Match(tokens, language)],
    ));
    return Number(result.rows[0]?.n ?? 0);
  }

  async replace(products: readonly number[] | 'all', documents: readonly SearchDocument[]): Promise<void> {
    if (products === 'all') {
      await this.db.executeQuery(CompiledQuery.raw('delete from product_search'));
    } else {
      for (const id of new Set(products)) {
        await this.db.executeQuery(CompiledQuery.raw('delete from product_search where rowid >= ? and rowid < ?', [id * LANGUAGE_SLOTS, (id + 1) * LANGUAGE_SLOTS]));
      }
    }
    for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
      const chunk = documents.slice(start, start + ROWS_PER_INSERT);
      const params: (string | number)[] = [];
      for (const d of chunk) {
        if (d.langId < 0 || d.langId >= LANGUAGE_SLOTS) throw new Error(`language id ${d.langId} does not fit the search row id scheme`);
        params.push(d.productId * LANGUAGE_SLOTS + d.langId, d.title.join(' '), d.alt.join(' '), d.brand.join(' '), d.category.join(' '), d.tags.join(' '), d.lang);
      }
      const tuples = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
      await this.db.executeQuery(CompiledQuery.raw(`insert into product_search (rowid, title, alt, brand, category, tags, lang) values ${tuples}`, params));
    }
  }
}
