import { type Kysely, sql } from 'kysely';
import { ddl, dropTables, entityTable, int, oneOf, withTimestamps } from './migration-kit';

// The payment methods the shop takes (ids 1..7), one row each. What a shopper may
// see (a bank's name and account for a transfer, a provider's publishable key) is kept apart from
// what must never leave the server (secret keys, webhook secrets): `payment-gateway` reads only
// `enabled` and `public_config`. Both configs are JSON text (the same on SQLite and PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await oneOf(withTimestamps(d, entityTable(d, 'payment_methods')
    .addColumn('method', 'integer', (c) => c.notNull().unique())
    .addColumn('enabled', 'integer', int(0))
    .addColumn('public_config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('secret_config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_order', 'integer', int(0)))
    .addCheckConstraint('payment_methods_method_check', sql`method between 1 and 7`), 'enabled', [0, 1], 'payment_methods')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['payment_methods']);
}
