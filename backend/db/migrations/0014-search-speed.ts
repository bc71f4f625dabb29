import { type Kysely, sql } from 'kysely';
import { ddl } from './migration-kit';

/** The shop's five built-in languages; another language still uses 0012's index on every row. */
const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;

// PostgreSQL: one partial GIN index per language over product_search.document. A query names its
// language, so the planner reads an index of that language's rows only: a two-letter prefix such as
// 'ch':* then merges a fifth of the posting lists of 0012's index, and the rows it yields need no
// recheck of `lang` (the index predicate proves it). SQLite needs nothing: its tokens already carry
// a language mark (0012).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (ddl(db).dialect === 'sqlite') return;
  for (const code of LANGUAGES) {
    await sql.raw(`create index if not exists product_search_${code}_idx on product_search using gin (document) where lang = '${code}'`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (ddl(db).dialect === 'sqlite') return;
  for (const code of LANGUAGES) await sql.raw(`drop index if exists product_search_${code}_idx`).execute(db);
}
