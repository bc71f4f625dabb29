import type { Kysely } from 'kysely';
import type { Paginator } from '../../core/shared/paginator';
import { centsToAmount } from '../db/money';
import { offsetOf, PAGE_SIZE, paginator } from '../http/paging';
import type { CartOwner } from '../cart/cart-owner';
import type { DB } from '../db/schema';
import { orderProgress } from './order-tracking';
import { bankTransferReport } from './bank-transfer-report';
import type { OrderSummary, OrderView } from '../../core/orders/order-contract';
import { loadInventoryAttributes } from '../product/inventory-attributes';

/** order/action's answer: who it goes to, the total as an API decimal, the id and the tracking code. */
export interface PlacedOrder {
  name: string;
  email: string;
  currency: string;
  amount: number;
  id: number;
  order: string;
  /** The order waits for its address to confirm it by the mailed link (core/orders/guest-confirmation.ts). */
  awaiting_confirmation: boolean;
  /** Until when (ISO time); null when it does not wait. */
  confirm_by: string | null;
}

/** The order/action answer of an order (also for a replayed Idempotency-Key). */
export async function placedOrder(db: Kysely<DB>, orderId: number): Promise<PlacedOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'tracking_code', 'name', 'email', 'currency', 'total_amount', 'awaiting_confirmation', 'confirm_expires_at', 'cancelled'])
    .where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const awaiting = row.awaiting_confirmation === 1 && row.cancelled === 0;
  return {
    name: row.name, email: row.email, currency: row.currency, amount: centsToAmount(Number(row.total_amount)), id: row.id, order: row.tracking_code,
    awaiting_confirmation: awaiting, confirm_by: awaiting ? row.confirm_expires_at : null,
  };
}

/** The owner columns of an order (and whether it waits for confirmation), to decide access before loading the rest; null when there is none. */
export async function orderOwner(db: Kysely<DB>, orderId: number): Promise<{ user_id: number | null; guest_user_id: number | null; awaiting_confirmation: number } | null> {
  return (await db.selectFrom('orders').select(['user_id', 'guest_user_id', 'awaiting_confirmation']).where('id', '=', orderId).executeTakeFirst()) ?? null;
}

/** The whole order in the contract shape, in `language` (product titles are the ones ordered). */
export async function loadOrderView(db: Kysely<DB>, orderId: number, language: string): Promise<OrderView | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [lines, user, voucher, cancellation] = await Promise.all([
    db.selectFrom('ordered_products as op')
      .innerJoin('products as p', 'p.id', 'op.product_id')
      .leftJoin('inventories as inv', 'inv.id', 'op.inventory_id')
      .leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
      .select([
        'op.id', 'op.part_cancellation_id', 'op.product_id', 'op.inventory_id', 'op.title', 'op.quantity', 'op.selling', 'op.shipping_price', 'op.tax_price',
        'op.bundle_offer', 'op.shipping_type', 'p.slug', 'p.image', 'inv.sku', 'sp.id as place_id', 'sp.country as place_country',
        'sp.state as place_state', 'sp.day_needed', 'sp.pickup_point',
      ])
      .where('op.order_id', '=', orderId)
      .orderBy('op.id')
      .execute(),
    order.user_id === null ? undefined : db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', order.user_id).executeTakeFirst(),
    order.voucher_id === null ? undefined : db.selectFrom('vouchers as v')
      .leftJoin('voucher_translations as t', (join) => join.onRef('t.voucher_id', '=', 'v.id').on('t.lang', '=', language))
      .select((eb) => ['v.id', 'v.code', eb.fn.coalesce('t.title', 'v.title').as('title')])
      .where('v.id', '=', order.voucher_id).executeTakeFirst(),
    db.selectFrom('cancellations').select(['reason', 'created_at']).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const inventoryIds = lines.map((line) => line.inventory_id).filter((id): id is number => id !== null);
  const [attributes, images, reviews] = await Promise.all([
    loadInventoryAttributes(db, inventoryIds, language),
    productIds.length === 0 ? [] : db.selectFrom('product_images').select(['id', 'product_id', 'image']).where('product_id', 'in', productIds).orderBy('sort_order').orderBy('id').execute(),
    // The buyer's own review of each product through this order, so the page offers "Edit your review".
    order.user_id === null || productIds.length === 0 ? [] : db.selectFrom('reviews').select(['id', 'product_id', 'rating'])
      .where('order_id', '=', orderId).where('user_id', '=', order.user_id).where('product_id', 'in', productIds).execute(),
  ]);
  const cents = (value: number | string) => centsToAmount(Number(value));
  const [progress, transfer] = await Promise.all([orderProgress(db, order), bankTransferReport(db, order.id)]);
  return {
    id: order.id,
    order: order.tracking_code,
    status: order.status,
    order_method: order.order_method,
    payment_done: order.payment_done,
    cancelled: order.cancelled,
    refunded: order.refunded,
    refund_due: order.refund_due,
    trans_id: order.trans_id,
    currency: order.currency,
    total_amount: cents(order.total_amount),
    created: order.created_at,
    delivery_instruction: order.delivery_instruction,
    address: {
      name: order.name, email: order.email, phone: order.phone, country: order.country, state: order.state, city: order.city, zip: order.zip,
      address_1: order.address_1, address_2: order.address_2,
    },
    user: user ?? null,
    voucher: voucher ?? null,
    cancellation: cancellation ?? null,
    ...progress,
    bank_transfer: transfer,
    awaiting_confirmation: order.awaiting_confirmation === 1 && order.cancelled === 0 ? 1 : 0,
    confirm_by: order.awaiting_confirmation === 1 && order.cancelled === 0 ? order.confirm_expires_at : null,
    calculated: {
      subtotal: cents(order.subtotal),
      shipping_price: cents(order.shipping_price),
      bundle_offer: cents(order.bundle_offer),
      tax: cents(order.tax),
      voucher_price: cents(order.voucher_price),
      total_price: cents(order.total_amount),
    },
    ordered_products: lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      inventory_id: line.inventory_id,
      title: line.title,
      quantity: line.quantity,
      selling: cents(line.selling),
      shipping_price: cents(line.shipping_price),
      tax_price: cents(line.tax_price),
      bundle_offer: cents(line.bundle_offer),
      shipping_type: line.shipping_type,
      shipping_place: line.place_id === null
        ? null
        : { id: line.place_id, country: line.place_country!, state: line.place_state!, day_needed: line.day_needed!, pickup_point: line.pickup_point },
      product: { id: line.product_id, slug: line.slug, title: line.title, image: line.image },
      updated_inventory: line.inventory_id === null
        ? null
        : { id: line.inventory_id, sku: line.sku ?? '', inventory_attributes: attributes.get(line.inventory_id) ?? [] },
      product_images: images.filter((image) => image.product_id === line.product_id).map((image) => ({ id: image.id, image: image.image })),
      review: reviewOf(reviews, line.product_id),
      cancelled: line.part_cancellation_id !== null,
    })),
  };
}

function reviewOf(reviews: { id: number; product_id: number; rating: number }[], productId: number): { id: number; stars: number } | null {
  const review = reviews.find((row) => row.product_id === productId);
  return review ? { id: review.id, stars: review.rating } : null;
}

/** Filters of the order list: cancelled, paid, unpaid, payment method (docs/orders-api.md). */
export interface OrderListFilter {
  cancelled?: boolean;
  paid?: boolean;
  unpaid?: boolean;
  orderMethod?: number;
}

/** The buyer's orders, newest first, 25 per page. */
export async function listOrders(db: Kysely<DB>, owner: CartOwner | null, page: number, filter: OrderListFilter = {}): Promise<Paginator<OrderSummary>> {
  if (!owner) return paginator([], page, 0);
  const column = 'userId' in owner ? 'user_id' : 'guest_user_id';
  const id = 'userId' in owner ? owner.userId : owner.guestId;
  let base = db.selectFrom('orders').where(column, '=', id);
  if (filter.cancelled) base = base.where('cancelled', '=', 1);
  if (filter.paid) base = base.where('payment_done', '=', 1);
  if (filter.unpaid) base = base.where('payment_done', '=', 0);
  if (filter.orderMethod !== undefined) base = base.where('order_method', '=', filter.orderMethod);
  const [rows, count] = await Promise.all([
    base.select(['id', 'tracking_code', 'status', 'order_method', 'payment_done', 'cancelled', 'refunded', 'refund_due', 'currency', 'total_amount', 'created_at'])
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset(offsetOf(page)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginator(rows.map((row) => ({
    id: row.id,
    order: row.tracking_code,
    status: row.status,
    order_method: row.order_method,
    payment_done: row.payment_done,
    cancelled: row.cancelled,
    refunded: row.refunded,
    refund_due: row.refund_due,
    currency: row.currency,
    total_amount: centsToAmount(Number(row.total_amount)),
    created: row.created_at,
  })), page, Number(count.total));
}
