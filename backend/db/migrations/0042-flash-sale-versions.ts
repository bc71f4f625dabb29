import type { Kysely } from 'kysely';

// The back office opens, edits and closes flash sales (issue 32, deliverable 6): each sale carries a
// version that every change matches and raises, so an operator's edit made from a stale read is
// refused instead of silently overwriting another operator's (last write must not win).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flash_sales').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flash_sales').dropColumn('version').execute();
}
