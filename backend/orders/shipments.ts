import type { Kysely } from 'kysely';
import type { OrderState } from '../../core/orders/order-status';
import { SHIPMENT_STATUS } from '../../core/orders/shipment';
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
