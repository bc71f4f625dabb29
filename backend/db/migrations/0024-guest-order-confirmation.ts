import { type Kysely, sql } from 'kysely';

// A guest's cash or bank-transfer order to an e-mail address the shop has never confirmed waits for
// that address to confirm it (core/orders/guest-confirmation.ts): `awaiting_confirmation` is 1
// until the mailed link is used, the SHA-256 of the link's token and the deadline are kept, and
// `confirmed_at` says when it was confirmed. Existing orders never waited (0). An index finds the
// orders whose deadline has passed, so releasing them stays cheap however many orders there are;
// another finds an address's orders regardless of case (whether the address has confirmed one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('awaiting_confirmation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirm_expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirmed_at', 'text').execute();
  await sql`create unique index orders_confirm_token on orders (confirm_token_hash)`.execute(db);
  await sql`create index orders_awaiting_confirmation on orders (awaiting_confirmation, confirm_expires_at)`.execute(db);
  await sql`create index orders_email_lower on orders (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_email_lower`.execute(db);
  await sql`drop index if exists orders_awaiting_confirmation`.execute(db);
  await sql`drop index if exists orders_confirm_token`.execute(db);
  for (const column of ['confirmed_at', 'confirm_expires_at', 'confirm_token_hash', 'awaiting_confirmation']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
