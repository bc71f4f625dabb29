import type { Kysely } from 'kysely';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '../../core/orders/order-status';
import { awaitsOnlinePayment } from '../../core/payments/payment-methods';
import { applyShipmentAction, type ShipmentAction, shipmentActions, type ShipmentRefusal, trackingNumberOf, trackingUrl } from '../../core/orders/shipment';
import type { SellerOrders, SellerShipment, ShipmentChange } from '../../core/seller/seller-orders';
import { SELLER_PAGE_SIZE } from '../../core/seller/seller-workspace';
import { SHIPPING_PICKUP } from '../../core/cart/cart';
import { countryName, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';
import { variantOptions } from './variant-options';
import { followShipments } from '../orders/shipments';

/**
 * What a seller may do to a shipment now: core's rule, less cancelling an order the shopper is paying
 * online right now (its payment is for the whole total: backend/payments/cancel-part.ts).
 */
function offered(state: { status: OrderStatus; cancelled: boolean }, order: { payment_done: number; order_method: number }): ShipmentAction[] {
  const paying = awaitsOnlinePayment({ paid: order.payment_done === 1, method: order.order_method });
  return shipmentActions(state).filter((action) => action !== 'cancel' || !paying);
}

/**
 * `GET seller/orders?page=`: the store's shipments, newest order first, `SELLER_PAGE_SIZE` a page:
 * each with its order's code, date and payment, the ship-to (name and address only), the store's
 * lines as ordered (options in `lang`, pickup point when collected), the carrier and tracking, and
 * the actions core's rule offers. Plus the carriers a parcel may be shipped with.
 */
export async function loadSellerOrders(db: Kysely<DB>, storeId: number, page: number, lang: string): Promise<SellerOrders> {
  // A guest's order waiting for its mailed link is not an order yet (core/orders/guest-confirmation.ts): its seller does not see it.
  const counted = await db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('s.store_id', '=', storeId).where('o.awaiting_confirmation', '=', 0).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), lastPage);
  const [rows, carriers] = await Promise.all([
    db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id').leftJoin('carriers as c', 'c.id', 's.carrier_id')
      .select(['s.id', 's.version', 's.order_id', 's.status', 's.cancelled', 's.cancel_reason', 's.tracking_number', 'c.name as carrier', 'c.tracking_url',
        'o.tracking_code', 'o.created_at', 'o.payment_done', 'o.order_method', 'o.name', 'o.address_1', 'o.address_2', 'o.city', 'o.state', 'o.zip', 'o.country'])
      .where('s.store_id', '=', storeId).where('o.awaiting_confirmation', '=', 0).orderBy('s.order_id', 'desc').limit(SELLER_PAGE_SIZE).offset((current - 1) * SELLER_PAGE_SIZE).execute(),
    db.selectFrom('carriers').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
  ]);
  const orderIds = rows.map((row) => row.order_id);
  const lines = orderIds.length === 0 ? [] : await db.selectFrom('ordered_products as op').leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
    .leftJoin('part_cancellations as pc', 'pc.id', 'op.part_cancellation_id')
    .select(['op.id', 'op.order_id', 'op.inventory_id', 'op.title', 'op.quantity', 'op.selling', 'op.shipping_type', 'sp.pickup_point', 'pc.reason as cancel_reason'])
    .where('op.store_id', '=', storeId).where('op.order_id', 'in', orderIds).orderBy('op.id').execute();
  const options = await variantOptions(db, lines.flatMap((line) => (line.inventory_id === null ? [] : [line.inventory_id])), lang);
  const shipments: SellerShipment[] = rows.map((row) => {
    const own = lines.filter((line) => line.order_id === row.order_id);
    const state = { status: isOrderStatus(row.status) ? row.status : ORDER_STATUS.pending, cancelled: row.cancelled === 1 };
    const stateName = row.state && row.country ? statesOf(row.country).find((s) => s.code === row.state)?.name ?? row.state : row.state;
    return {
      id: row.id, version: row.version, orderId: row.order_id, orderCode: row.tracking_code, placedAt: row.created_at,
      status: state.status, cancelled: state.cancelled, cancelReason: state.cancelled ? row.cancel_reason : null, paid: row.payment_done === 1,
      carrier: row.carrier, trackingNumber: row.tracking_number,
      trackingUrl: row.tracking_number ? trackingUrl(row.tracking_url, row.tracking_number) : null,
      shipTo: {
        name: row.name,
        lines: [row.address_1, row.address_2, [row.zip, row.city].filter(Boolean).join(' '), [stateName, row.country ? countryName(row.country, lang) : ''].filter(Boolean).join(', ')]
          .filter((text): text is string => Boolean(text && text.trim())),
      },
      lines: own.map((line) => ({
        id: line.id,
        title: line.title, quantity: line.quantity, price: centsToAmount(line.selling).toFixed(2),
        values: options.filter((option) => option.inventory_id === line.inventory_id).map((option) => `${option.attribute}: ${option.value}`).join(', '),
        pickup: line.shipping_type === SHIPPING_PICKUP ? line.pickup_point ?? '' : null,
        cancelReason: line.cancel_reason,
      })),
      total: centsToAmount(own.filter((line) => line.cancel_reason === null).reduce((sum, line) => sum + line.selling * line.quantity, 0)).toFixed(2),
      actions: offered(state, row),
    };
  });
  return { page: { rows: shipments, total, page: current, lastPage }, carriers };
}

export type ShipmentStepResult =
  | { ok: true; orderId: number; status: number; cancelled: boolean; orderCode: string; orderMoved: boolean }
  | { ok: false; reason: 'not_found' | 'stale' | 'not_offered' | 'invalid_carrier' | ShipmentRefusal };

/**
 * A seller's step on their store's shipment, in `trx`, on the version they read: core's rule decides
 * it; shipping stores the carrier and the tracking number. The order's status is then read again
 * from all its shipments (`orderStatusOf`) and written with its version raised and a history row,
 * so the shopper's page and the shop's desk follow at once. Returns whether the order's status moved.
 */
export async function stepShipment(trx: Kysely<DB>, storeId: number, shipmentId: number, change: ShipmentChange, now: Date): Promise<ShipmentStepResult> {
  const row = await trx.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.order_id', 's.status', 's.cancelled', 's.version', 'o.tracking_code'])
    .where('s.id', '=', shipmentId).where('s.store_id', '=', storeId).where('o.awaiting_confirmation', '=', 0).executeTakeFirst();
  if (!row || !isOrderStatus(row.status)) return { ok: false, reason: 'not_found' };
  if (row.version !== change.version) return { ok: false, reason: 'stale' };
  // Cancelling settles money: backend/payments/cancel-part.ts does it.
  if (change.action === 'cancel') return { ok: false, reason: 'not_offered' };
  const result = applyShipmentAction({ status: row.status, cancelled: row.cancelled === 1 }, change.action);
  if (!result.ok) return { ok: false, reason: result.code };
  const stamp = now.toISOString();
  let carrierId: number | null = null;
  if (change.action === 'ship') {
    const carrier = change.carrierId === null ? undefined : await trx.selectFrom('carriers').select('id').where('id', '=', change.carrierId).executeTakeFirst();
    if (!carrier) return { ok: false, reason: 'invalid_carrier' };
    carrierId = carrier.id;
  }
  const next = result.state;
  const written = await trx.updateTable('shipments').set((eb) => ({
    status: next.status, cancelled: Number(next.cancelled), version: eb('version', '+', 1), updated_at: stamp,
    ...(change.action === 'ship' ? { carrier_id: carrierId, tracking_number: trackingNumberOf(change.trackingNumber), shipped_at: stamp } : {}),
    ...(change.action === 'deliver' ? { delivered_at: stamp } : {}),
    ...(change.action === 'cancel' ? { cancel_reason: change.reason.trim() } : {}),
  })).where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };

  const orderMoved = await followShipments(trx, row.order_id, stamp);
  return { ok: true, orderId: row.order_id, status: next.status, cancelled: next.cancelled, orderCode: row.tracking_code, orderMoved };
}
