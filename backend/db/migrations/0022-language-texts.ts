import type { Kysely } from 'kysely';
import { ddl, plainTable, required, stamp } from './migration-kit';

// A language the operator adds (`npm run admin -- language add`) is not predefined: its storefront
// texts do not ship with the app but are imported from a JSON file into this table, one row per
// language, and served by api/v1 `localization`. In the database, so every process (the server,
// its render workers, another server on the same database) sees an import.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await plainTable(d, 'language_texts')
    .addColumn('language_code', 'text', (c) => c.primaryKey().references('languages.code').onDelete('cascade'))
    /** The checked texts as JSON, nested like the storefront's catalogues. */
    .addColumn('texts', 'text', required)
    .addColumn('updated_at', 'text', stamp(d))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('language_texts').execute();
}
