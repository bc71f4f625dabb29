import { type Kysely, sql } from 'kysely';

// A paid order that is cancelled owes its money back (core/orders/order-status.ts): `refund_due` is
// 1 from the cancellation until the refund is made (through the provider for an order paid online,
// by the operator's `refund` at the order desk for cash collected or a verified bank transfer), so
// the shopper's order page says so and the desk lists it. Orders already cancelled while paid and
// not refunded owe it now. An index finds the owed ones for the desk however many orders there are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('refund_due', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update orders set refund_due = 1 where cancelled = 1 and payment_done = 1 and refunded = 0`.execute(db);
  await sql`create index orders_refund_due on orders (refund_due)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_refund_due`.execute(db);
  await db.schema.alterTable('orders').dropColumn('refund_due').execute();
}
