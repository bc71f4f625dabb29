import type { Kysely } from 'kysely';

// The back office edits shipping rules, tax rules and banners (issue 31): each row carries a
// version that every change matches and raises, so an operator's edit made from a stale read is
// refused instead of silently overwriting another operator's (last write must not win).
const TABLES = ['shipping_rules', 'tax_rules', 'banners'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
