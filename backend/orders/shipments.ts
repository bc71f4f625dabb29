import type { Kysely } from 'kysely';
import type { OrderState } from '../../core/orders/order-status';
import { orderStatusOf, SHIPMENT_STATUS } from '../../core/orders/shipment';
import { isOrderStatus, ORDER_STATUS } from '../../core/orders/order-status';
import type { DB } from '../db/schema';

/**
 * An order-level change carried to its shipments, in the change's transaction (issue 33, decision
 * 0034), so `orderStatusOf(shipments)` keeps reading what the order row says: the shop moving the
 * whole order on raises every live shipment behind the new status to it (core's `raisedTo`), and a
 * cancelled order cancels its live shipments. Each shipment touched gets a new version.
 */
export async function mirrorOrderChange(trx: Kysely<DB>, orderId: number, before: OrderState, after: OrderState, stamp: string): Promise<void> {
  if (after.cancelled && !before.cancelled) {
    await trx.updateTable('shipments').set((eb) => ({ cancelled: 1, version: eb('version', '+', 1), updated_at: stamp }))
      .where('order_id', '=', orderId).where('cancelled', '=', 0).where('status', '<', SHIPMENT_STATUS.delivered).execute();
    return;
  }
  if (after.status > before.status) {
    await trx.updateTable('shipments').set((eb) => ({
      status: after.status,
      shipped_at: after.status >= SHIPMENT_STATUS.shipped ? eb.fn.coalesce('shipped_at', eb.val(stamp)) : eb.ref('shipped_at'),
      delivered_at: after.status === SHIPMENT_STATUS.delivered ? stamp : null,
      version: eb('version', '+', 1), updated_at: stamp,
    })).where('order_id', '=', orderId).where('cancelled', '=', 0).where('status', '<', after.status).execute();
  }
}

/**
 * After a seller moved or cancelled one shipment: the order's status read again from all its
 * shipments (`orderStatusOf`) and, when it moved, written with its version raised and a history row,
 * so the shopper's page and the shop's desk follow at once. Answers whether it moved.
 */
export async function followShipments(trx: Kysely<DB>, orderId: number, stamp: string): Promise<boolean> {
  const all = await trx.selectFrom('shipments').select(['status', 'cancelled']).where('order_id', '=', orderId).execute();
  const derived = orderStatusOf(all.map((s) => ({ status: isOrderStatus(s.status) ? s.status : ORDER_STATUS.pending, cancelled: s.cancelled === 1 })));
  if (derived === null) return false;
  const order = await trx.selectFrom('orders').select(['status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.status === derived) return false;
  await trx.updateTable('orders').set((eb) => ({ status: derived, version: eb('version', '+', 1), updated_at: stamp })).where('id', '=', orderId).execute();
  await trx.insertInto('order_history').values({ order_id: orderId, kind: 'status', status: derived, actor: 'system', note: null, created_at: stamp }).execute();
  return true;
}

/** Whether an ordered line is still in its order: its seller did not cancel it out (decision 0036). */
export function stillOrdered(line: { part_cancellation_id: number | null }): boolean {
  return line.part_cancellation_id === null;
}
