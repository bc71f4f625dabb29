import { type Kysely, sql } from 'kysely';
import { ddl, dropTables } from './migration-kit';

// Full-text search over products: one row per (product, language) holding text already folded and
// tokenised by core/search/search-text.ts (backend/search/search-documents.ts writes it).
// SQLite: an FTS5 table. The `ascii` tokenizer only splits on ASCII non-alphanumerics, so the
// space-separated tokens TypeScript produced are taken as they are (unicode61 would split Hindi
// words at their vowel signs). Each token starts with one private-use character naming its
// language, so a query only ever reads its own language's entries (a separate language column in
// the match made every query intersect a 100,000-entry list); the prefix indexes of 3 and 4
// characters therefore serve 2- and 3-character prefixes ("la", "lap"). The rowid is
// product_id * 1024 + the language's id (see backend/search/sqlite-search-index.ts), so a
// product's rows are found and replaced by a rowid range without a scan.
// PostgreSQL: a tsvector built from the same tokens (weights A title, B brand, C category and the
// default-language title, D tags) with a GIN index, which answers prefix queries ('lapt':*) too.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  if (d.dialect === 'sqlite') {
    await sql`create virtual table product_search using fts5(
      title, alt, brand, category, tags,
      tokenize = 'ascii', prefix = '3 4'
    )`.execute(db);
    return;
  }
  await db.schema
    .createTable('product_search')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .addPrimaryKeyConstraint('product_search_pkey', ['product_id', 'lang'])
    .execute();
  await sql`create index product_search_document_idx on product_search using gin (document)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['product_search']);
}
