import { type Kysely, sql } from 'kysely';

// People in the back office (issue 31, deliverable 4):
// - users.blocked_at, users.blocked_reason: a customer the shop has blocked cannot sign in (password,
//   mailed code or a social provider) and their sessions end at once; null is not blocked.
// - stores.refused_at, stores.refusal_reason: the operator refused a seller's store (it stays
//   'pending', never shown); null while it waits or once it is approved.
// - users.version, stores.version: raised by every back-office change of the row, so a change made
//   from a page read before another member's is refused instead of silently winning.
// An index finds the stores waiting for approval however many stores there are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('stores').addColumn('refused_at', 'text').execute();
  await db.schema.alterTable('stores').addColumn('refusal_reason', 'text').execute();
  await db.schema.alterTable('stores').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`create index stores_status on stores (status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists stores_status`.execute(db);
  for (const column of ['version', 'refusal_reason', 'refused_at']) await db.schema.alterTable('stores').dropColumn(column).execute();
  for (const column of ['version', 'blocked_reason', 'blocked_at']) await db.schema.alterTable('users').dropColumn(column).execute();
}
