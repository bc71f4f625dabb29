import type { Kysely } from 'kysely';

// The back office's order desk (issue 31):
// - orders.version: a counter every change of an order (backend/orders/order-changes.ts) adds one
//   to. The console sends the version it read with each action; the change lands only on that
//   version, so an action racing another member's is refused, nothing written (an ISO
//   `updated_at` can repeat within a millisecond; a counter cannot).
// - order_history.actor_email: the back-office member who made the change (null for the shopper,
//   the guest, the shop itself and the operator's command line), kept as written: the history
//   outlives the member's account unchanged, as the audit log does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_history').addColumn('actor_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_history').dropColumn('actor_email').execute();
  await db.schema.alterTable('orders').dropColumn('version').execute();
}
