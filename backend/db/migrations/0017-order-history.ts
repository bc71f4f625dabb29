import { type Kysely, sql } from 'kysely';
import { ddl, dropTables, entityTable, index, oneOf, owner, required, withTimestamps } from './migration-kit';

// Every change of an order after it is placed (its status, payment, a reported bank transfer, a
// cancellation, a refund) is written here in the same transaction as the change: what, when, by
// whom (the shopper, the shop's operator, or the shop itself). The status timeline is read from it.
// Orders placed before this migration get their 'placed' row from their creation time. An order also
// keeps the language it was placed in, so mails about it later (from the operator's desk too) are
// written in the shopper's language.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await oneOf(oneOf(withTimestamps(d, entityTable(d, 'order_history')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('kind', 'text', required)
    .addColumn('status', 'integer', required)
    .addColumn('actor', 'text', required)
    .addColumn('note', 'text'), false),
  'kind', ['placed', 'status', 'paid', 'transfer_reported', 'cancelled', 'refunded'], 'order_history'),
  'actor', ['shopper', 'operator', 'system'], 'order_history').execute();
  await index(d, 'order_history', ['order_id', 'id']);
  await db.schema.alterTable('orders').addColumn('language', 'text').execute();
  await sql`insert into order_history (order_id, kind, status, actor, created_at)
    select id, 'placed', 1, 'shopper', created_at from orders`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute();
  await dropTables(db, ['order_history']);
}
