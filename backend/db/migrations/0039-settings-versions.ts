import type { Kysely } from 'kysely';

// The back office's settings (issue 31) are changed from a browser by more than one member: each
// form carries the version of the row it was read at and the UPDATE matches it, so a change racing
// another member's is refused instead of silently overwriting it. One counter per row of the
// shop's settings, its site settings, and each payment method (a method's switch and its
// bank-transfer texts share the method's row).
const TABLES = ['settings', 'site_settings', 'payment_methods'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
