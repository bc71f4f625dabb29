import type { Kysely } from 'kysely';
import { orderDeskActions, type OrderDeskActor, type OrderDeskAttempt, type OrderDeskDetail, type OrderDeskEvent, type OrderDeskLine, systemNoteOf } from '../../core/admin/order-desk';
import { SHIPPING_PICKUP } from '../../core/cart/cart';
import { isOrderStatus, ORDER_STATUS, orderStateOf } from '../../core/orders/order-status';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import { SHIPMENT_STATUS } from '../../core/orders/shipment';
import type { ParcelView } from '../../core/orders/order-contract';
import { paymentStateOf } from '../../core/payments/payment-methods';
import { DEFAULT_PRICE_FORMAT } from '../../core/shared/money';
import { countriesIn, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import { translate } from '../i18n/server-messages';
import { ORDER_SUMMARY_TEXTS } from '../mail/templates/order-mail-summary';
import { loadInventoryAttributes } from '../product/inventory-attributes';
import { orderParcels } from '../orders/order-tracking';


const PROVIDER_NAMES: Readonly<Record<string, string>> = { razorpay: 'Razorpay', stripe: 'Stripe', paypal: 'PayPal', paystack: 'Paystack', flutterwave: 'Flutterwave' };

/** A payment method's name in `language` ("Bank transfer", "Card (Stripe)"); its number when it is none we know. */
export function paymentMethodName(method: number, language: string): string {
  return translate(ORDER_SUMMARY_TEXTS, `method_${method}`, language) || `#${method}`;
}

/** A country's name in `language`, or the code as stored when it is not one we list. */
function countryNameOf(code: string, language: string): string {
  return countriesIn(language).find((country) => country.code === code.toUpperCase())?.name ?? code;
}

function stateNameOf(country: string, state: string): string {
  return statesOf(country).find((known) => known.code === state)?.name ?? state;
}

export async function priceFormatOf(db: Kysely<DB>) {
  return (await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst())
    ?? DEFAULT_PRICE_FORMAT;
}

/** The id of the order a tracking code names (an order still waiting for the guest's link is not one yet), or null. */
export async function deskOrderId(db: Kysely<DB>, input: string | undefined): Promise<number | null> {
  const code = normalizeTrackingCode(input);
  if (code === null) return null;
  const row = await db.selectFrom('orders').select('id').where('tracking_code', '=', code).where('awaiting_confirmation', '=', 0).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Everything the order desk shows of one order, names in `language` (the member's): each line with
 * its product's name, variant, quantity, prices and seller's store; the whole ship-to with the
 * country's name; pickup places; totals in cents; the payment method's name and state with every
 * attempt (the payments table: cancelled ones, a double payment and its refund) and every reported
 * transfer; the history with who made each change, the guest's mailed confirmation and the money
 * the shop took and gave back on its own. The one query of the console (api/v1/admin/orders/:code)
 * and the command line (`npm run admin -- order <code>`), and what the order's papers are written from.
 */
export async function loadOrderDeskDetail(db: Kysely<DB>, code: string | undefined, language: string): Promise<OrderDeskDetail | null> {
  const id = await deskOrderId(db, code);
  if (id === null) return null;
  const [order, lines, attempts, transfers, history, format, parcels] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('ordered_products as op')
      .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'op.product_id').on('pt.lang', '=', language))
      .leftJoin('stores as s', 's.id', 'op.store_id')
      .leftJoin('inventories as i', 'i.id', 'op.inventory_id')
      .leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
      .select(['op.id', 'op.product_id', 'op.inventory_id', 'op.store_id', 'op.part_cancellation_id', 'op.title', 'op.quantity', 'op.selling', 'op.shipping_type', 'pt.title as translated', 's.name as store_name', 'i.sku',
        'sp.id as place_id', 'sp.pickup_point', 'sp.pickup_address_line_1', 'sp.pickup_address_line_2', 'sp.pickup_city', 'sp.pickup_state', 'sp.pickup_zip', 'sp.pickup_country', 'sp.pickup_phone'])
      .where('op.order_id', '=', id).orderBy('op.id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('bank_transfers').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('order_history').select(['id', 'kind', 'status', 'actor', 'actor_email', 'note', 'created_at']).where('order_id', '=', id).orderBy('id').execute(),
    priceFormatOf(db),
    orderParcels(db, id),
  ]);
  const attributes = await loadInventoryAttributes(db, lines.map((line) => line.inventory_id).filter((value): value is number => value !== null), language);
  const guest = order.user_id === null && order.guest_user_id !== null;
  const state = orderStateOf(order);
  const transferToVerify = transfers.some((transfer) => transfer.verified_at === null);

  const deskLines: OrderDeskLine[] = lines.map((line) => ({
    productId: line.product_id,
    name: line.translated || line.title,
    variant: (line.inventory_id === null ? [] : attributes.get(line.inventory_id) ?? []).map((a) => ({ attribute: a.attribute_value.attribute.title, value: a.attribute_value.title })),
    sku: line.sku ?? null,
    quantity: line.quantity,
    unitCents: Number(line.selling),
    lineCents: Number(line.selling) * line.quantity,
    storeId: line.store_id,
    storeName: line.store_name ?? null,
    delivery: line.shipping_type === SHIPPING_PICKUP ? 'pickup' : 'delivery',
    pickup: line.shipping_type === SHIPPING_PICKUP && line.place_id !== null ? pickupOf(line, language) : null,
    cancelled: line.part_cancellation_id !== null,
  }));

  const deskAttempts: OrderDeskAttempt[] = attempts.map((attempt) => ({
    id: attempt.id,
    provider: attempt.provider,
    providerName: PROVIDER_NAMES[attempt.provider] ?? attempt.provider,
    amountCents: Number(attempt.amount),
    currency: attempt.currency,
    status: attempt.status,
    reference: attempt.reference,
    paymentId: attempt.payment_id,
    refundId: attempt.refund_id,
    openedAt: attempt.created_at,
    paidAt: attempt.paid_at,
    refundedAt: attempt.refunded_at,
    // The order's own payment is the one its trans_id names; money taken otherwise came twice, or late.
    extra: attempt.paid_at !== null && attempt.payment_id !== null && attempt.payment_id !== order.trans_id,
  }));

  const actorOf = (row: { actor: string; actor_email: string | null }): OrderDeskActor => {
    if (row.actor_email) return 'member';
    if (row.actor === 'shopper') return guest ? 'guest' : 'shopper';
    return row.actor === 'operator' ? 'operator' : 'system';
  };
  const statusAt = (value: number) => (isOrderStatus(value) ? value : ORDER_STATUS.pending);
  const events: (OrderDeskEvent & { order: number })[] = history.map((row) => {
    const noteKey = systemNoteOf(row.note);
    return { at: row.created_at, kind: row.kind, status: statusAt(row.status), actor: actorOf(row), by: row.actor_email, note: noteKey ? null : row.note, ...(noteKey ? { noteKey } : {}), order: 0 };
  });
  if (order.confirmed_at) events.push({ at: order.confirmed_at, kind: 'confirmed', status: ORDER_STATUS.pending, actor: guest ? 'guest' : 'shopper', by: null, note: null, order: 1 });
  for (const attempt of deskAttempts.filter((a) => a.extra)) {
    events.push({ at: attempt.paidAt!, kind: 'extra_payment', status: statusBefore(events, attempt.paidAt!), actor: 'system', by: null, note: `${attempt.providerName} ${attempt.paymentId}`, order: 2 });
    if (attempt.refundedAt) {
      events.push({ at: attempt.refundedAt, kind: 'extra_refund', status: statusBefore(events, attempt.refundedAt), actor: 'system', by: null, note: `${attempt.providerName} ${attempt.refundId ?? ''}`.trim(), order: 3 });
    }
  }
  // Oldest first; at the same moment, the history's own rows before what is read beside them.
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));

  return {
    id: order.id,
    code: order.tracking_code,
    version: Number(order.version),
    placedAt: order.created_at,
    orderLanguage: order.language,
    language,
    status: state.status,
    cancelled: state.cancelled,
    refunded: state.refunded,
    paid: state.paid,
    refundDue: state.refundDue,
    customer: { kind: guest ? 'guest' : 'shopper', userId: order.user_id, name: order.name, email: order.email, phone: order.phone },
    shipTo: {
      name: order.name, phone: order.phone, email: order.email, address1: order.address_1, address2: order.address_2 || null,
      city: order.city, state: stateNameOf(order.country, order.state), zip: order.zip, countryCode: order.country, country: countryNameOf(order.country, language),
    },
    deliveryInstruction: order.delivery_instruction || null,
    lines: deskLines,
    totals: {
      subtotalCents: Number(order.subtotal), shippingCents: Number(order.shipping_price), taxCents: Number(order.tax),
      voucherCents: Number(order.voucher_price), bundleCents: Number(order.bundle_offer), totalCents: Number(order.total_amount),
    },
    currency: order.currency,
    format,
    payment: { method: order.order_method, methodName: paymentMethodName(order.order_method, language), state: paymentStateOf(state), transactionId: order.trans_id },
    attempts: deskAttempts,
    transfers: transfers.map((transfer) => ({
      bankName: transfer.bank_name, accountHolder: transfer.account_holder_name, accountNumber: transfer.account_number, branch: transfer.branch_name,
      transactionId: transfer.transaction_id, reportedAt: transfer.created_at, verifiedAt: transfer.verified_at,
    })),
    history: events.map(({ order: _order, ...event }) => event),
    actions: orderDeskActions(order, transferToVerify, parcels.some((parcel) => parcel.cancellations.some((part) => part.refund === 'due')), allLeft(parcels)),
    parcels,
  };
}

/** The order's status at `at`: the last history row's before it. */
function statusBefore(events: readonly OrderDeskEvent[], at: string): OrderDeskEvent['status'] {
  let status: OrderDeskEvent['status'] = ORDER_STATUS.pending;
  for (const event of events) if (event.at <= at && event.kind !== 'extra_payment' && event.kind !== 'extra_refund') status = event.status;
  return status;
}

type PlaceColumns = {
  place_id: number | null; pickup_point: string | null; pickup_address_line_1: string | null; pickup_address_line_2: string | null;
  pickup_city: string | null; pickup_state: string | null; pickup_zip: string | null; pickup_country: string | null; pickup_phone: string | null;
};

/** A pickup line's place as the shop names it, its address lines (the country's name in `language`), phone last. */
function pickupOf(line: PlaceColumns, language: string): { name: string; lines: string[] } {
  const cityLine = [line.pickup_city, line.pickup_zip].filter(Boolean).join(' ');
  const country = line.pickup_country ? countryNameOf(line.pickup_country, language) : null;
  const state = line.pickup_state && line.pickup_country ? stateNameOf(line.pickup_country, line.pickup_state) : line.pickup_state;
  const lines = [line.pickup_address_line_1, line.pickup_address_line_2, cityLine, [state, country].filter(Boolean).join(', '), line.pickup_phone]
    .filter((text): text is string => Boolean(text && text.trim()));
  return { name: line.pickup_point || lines[0] || '', lines };
}

/** Whether the order has parcels and every one still live has left (shipped or delivered). */
function allLeft(parcels: readonly ParcelView[]): boolean {
  const live = parcels.filter((parcel) => !parcel.cancelled);
  return live.length > 0 && live.every((parcel) => parcel.status >= SHIPMENT_STATUS.shipped);
}
