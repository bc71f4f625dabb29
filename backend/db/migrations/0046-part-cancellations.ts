import type { Kysely } from 'kysely';
import { ddl, dropTables, entityTable, index, int, oneOf, owner, stamp } from './migration-kit';

// A seller cancels lines of their part of a marketplace order (issue 33, decision 0036;
// core/orders/part-cancellation.ts) before their parcel has left, or the shop cancels the parcels of
// an order that have not left once one has: one `part_cancellations` row per cancellation, by whom
// (`cancelled_by`), with the reason, what the shopper no longer owes or is owed back for those
// lines (`refund_cents`), and for an order already paid whether that money is still owed back
// (`refund_due`) or was given back (`refund_ref`: the provider and its refund id, or who recorded it
// paid back; `refunded_at`). Each cancelled line points at its cancellation
// (`ordered_products.part_cancellation_id`); the order's totals are lowered by `refund_cents` in the
// same transaction, so the order's total plus its cancellations' `refund_cents` is what it was
// placed for: nothing is lost.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await oneOf(entityTable(d, 'part_cancellations')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('shipment_id', 'integer', owner('shipments.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'text', (c) => c.notNull().defaultTo('seller'))
    .addColumn('refund_cents', 'integer', int(0))
    .addColumn('refund_due', 'integer', int(0))
    .addColumn('refund_ref', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', stamp(d)),
  'cancelled_by', ['seller', 'shop'], 'part_cancellations').execute();
  await index(d, 'part_cancellations', ['order_id', 'id']);
  await db.schema.alterTable('ordered_products').addColumn('part_cancellation_id', 'integer', (c) => c.references('part_cancellations.id')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ordered_products').dropColumn('part_cancellation_id').execute();
  await dropTables(db, ['part_cancellations']);
}
