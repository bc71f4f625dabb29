import type { Kysely } from 'kysely';
import { isOrderStatus, ORDER_STATUS, orderStateOf } from '../../core/orders/order-status';
import { deliveryOf, orderTimeline, type OrderEvent } from '../../core/orders/order-timeline';
import type { DB } from '../db/schema';
import type { ParcelView, TrackedOrder } from '../../core/orders/order-contract';
import { trackingUrl } from '../../core/orders/shipment';
import { centsToAmount } from '../db/money';
import { stillOrdered } from './shipments';

/** An order's history, oldest first. */
export async function orderHistory(db: Kysely<DB>, orderId: number): Promise<OrderEvent[]> {
  const rows = await db.selectFrom('order_history').select(['kind', 'status', 'actor', 'note', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({ kind: row.kind, status: isOrderStatus(row.status) ? row.status : ORDER_STATUS.pending, by: row.actor, at: row.created_at, note: row.note }));
}

/** The `day_needed` of the order's lines still in it, through their shipping places. */
async function daysNeeded(db: Kysely<DB>, orderId: number): Promise<(number | null)[]> {
  const rows = await db.selectFrom('ordered_products as op').leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
    .select(['op.part_cancellation_id', 'sp.day_needed']).where('op.order_id', '=', orderId).execute();
  return rows.filter(stillOrdered).map((row) => row.day_needed);
}

/** The status part of an order: its timeline, and when it arrived or should (core/orders/order-timeline.ts). */
export async function orderProgress(db: Kysely<DB>, order: { id: number; status: number; cancelled: number; refunded: number; payment_done: number; refund_due: number; created_at: string }) {
  const [history, days, parcels] = await Promise.all([orderHistory(db, order.id), daysNeeded(db, order.id), orderParcels(db, order.id)]);
  const state = orderStateOf(order);
  return {
    history,
    timeline: orderTimeline(state, history),
    ...deliveryOf(state, history, order.created_at, days),
    parcels,
  };
}

/** Each store's shipment of the order as the shopper follows it (decision 0034), in store order. */
export async function orderParcels(db: Kysely<DB>, orderId: number): Promise<ParcelView[]> {
  const [rows, parts, lines] = await Promise.all([
    db.selectFrom('shipments as s').innerJoin('stores as st', 'st.id', 's.store_id').leftJoin('carriers as c', 'c.id', 's.carrier_id')
      .select(['s.id', 'st.name', 'st.slug', 's.status', 's.cancelled', 's.tracking_number', 'c.name as carrier', 'c.tracking_url'])
      .where('s.order_id', '=', orderId).orderBy('s.id').execute(),
    db.selectFrom('part_cancellations').select(['id', 'shipment_id', 'cancelled_by', 'reason', 'refund_cents', 'refund_due', 'refunded_at']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('ordered_products').select(['part_cancellation_id', 'title', 'quantity']).where('order_id', '=', orderId).where('part_cancellation_id', 'is not', null).orderBy('id').execute(),
  ]);
  return rows.map((row) => ({
    store: { title: row.name, slug: row.slug },
    status: isOrderStatus(row.status) ? row.status : ORDER_STATUS.pending,
    cancelled: row.cancelled === 1,
    carrier: row.tracking_number ? row.carrier : null,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_number ? trackingUrl(row.tracking_url, row.tracking_number) : null,
    cancellations: parts.filter((part) => part.shipment_id === row.id).map((part) => ({
      by: part.cancelled_by,
      reason: part.reason,
      amount: centsToAmount(Number(part.refund_cents)),
      refund: part.refund_due === 1 ? 'due' as const : part.refunded_at !== null ? 'refunded' as const : 'none' as const,
      items: lines.filter((line) => line.part_cancellation_id === part.id).map((line) => ({ title: line.title, quantity: line.quantity })),
    })),
  }));
}

/** The order a tracking code names, or null. */
export async function trackOrder(db: Kysely<DB>, code: string): Promise<TrackedOrder | null> {
  const order = await db.selectFrom('orders')
    .select(['id', 'tracking_code', 'status', 'cancelled', 'refunded', 'payment_done', 'refund_due', 'created_at'])
    .where('tracking_code', '=', code)
    .executeTakeFirst();
  if (!order) return null;
  const { timeline, estimated_delivery, delivered_at, parcels } = await orderProgress(db, order);
  return {
    order: order.tracking_code,
    status: isOrderStatus(order.status) ? order.status : ORDER_STATUS.pending,
    cancelled: order.cancelled,
    refunded: order.refunded,
    payment_done: order.payment_done,
    refund_due: order.refund_due,
    created: order.created_at,
    timeline,
    estimated_delivery,
    delivered_at,
    // Anyone with the code reads this: a seller's reason and the money stay on the shopper's own page.
    parcels: parcels.map((parcel) => ({ ...parcel, cancellations: [] })),
  };
}
