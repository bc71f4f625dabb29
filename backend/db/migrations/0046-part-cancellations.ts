import type { Kysely } from 'kysely';
import { int } from './migration-kit';

// A seller cancels their part of a marketplace order (issue 33, decision 0036;
// core/orders/part-cancellation.ts): their store's shipment, before it has left. The shipment keeps
// when and by whom, and what the shopper no longer owes or is owed back for it (`refund_cents`);
// for an order already paid, whether that money is still owed back (`refund_due`) or was given
// back (`refund_ref`: the provider's refund id or the operator's note, `refunded_at`). The
// order's totals are lowered by `refund_cents` in the same transaction, so adding the shipments'
// `refund_cents` back to the order's total gives what it was placed for: nothing is lost.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipments').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('shipments').addColumn('refund_cents', 'integer', int(0)).execute();
  await db.schema.alterTable('shipments').addColumn('refund_due', 'integer', int(0)).execute();
  await db.schema.alterTable('shipments').addColumn('refund_ref', 'text').execute();
  await db.schema.alterTable('shipments').addColumn('refunded_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['refunded_at', 'refund_ref', 'refund_due', 'refund_cents', 'cancelled_at']) await db.schema.alterTable('shipments').dropColumn(column).execute();
}
