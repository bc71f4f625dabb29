import type { Kysely } from 'kysely';
import type { OrderPaperwork } from '../../core/admin/order-paperwork';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import { PAYMENT_CASH_ON_DELIVERY, paymentStateOf } from '../../core/payments/payment-methods';
import { countriesIn, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import { translate } from '../i18n/server-messages';
import { siteName } from '../mail/shop-sender';
import { ORDER_SUMMARY_TEXTS } from '../mail/templates/order-mail-summary';
import { stillOrdered } from '../orders/shipments';
import { loadOrderMailSummary } from '../orders/order-mail-summary';

/**
 * An order's papers read from the database in `language`, or null when no order has `code` (an
 * order still waiting for its guest's mailed link is not an order yet). The lines, totals, address
 * and payment are what the order's mails say (`loadOrderMailSummary`: the unit prices charged, the
 * variant's attributes and the pickup places in `language`); this adds each line's store, the
 * buyer, the delivery instruction and the shop that sold it.
 */
export async function loadOrderPaperwork(db: Kysely<DB>, code: string, language: string, only: { storeId: number } | null = null): Promise<OrderPaperwork | null> {
  const trackingCode = normalizeTrackingCode(code);
  if (trackingCode === null) return null;
  const order = await db.selectFrom('orders')
    .select(['id', 'tracking_code', 'created_at', 'name', 'email', 'phone', 'delivery_instruction', 'order_method', 'payment_done', 'refunded', 'cancelled', 'refund_due'])
    .where('tracking_code', '=', trackingCode).where('awaiting_confirmation', '=', 0)
    .executeTakeFirst();
  if (!order) return null;
  const [summary, allStores, name, settings] = await Promise.all([
    loadOrderMailSummary(db, order.id, language),
    db.selectFrom('ordered_products as op').leftJoin('stores as s', 's.id', 'op.store_id')
      .select(['op.id', 'op.store_id', 'op.part_cancellation_id', 's.name']).where('op.order_id', '=', order.id).orderBy('op.id').execute(),
    siteName(db, language),
    db.selectFrom('settings').select(['email', 'phone', 'address_1', 'address_2', 'city', 'state', 'zip', 'country']).where('id', '=', 1).executeTakeFirst(),
  ]);
  if (!summary) return null;
  // The summary's lines are the order's lines still in it, in the same order (lines their seller cancelled are out).
  const stores = allStores.filter(stillOrdered);
  // One store's part (its seller's packing slip): its lines only, and nothing of the buyer that delivery does not need.
  const kept = (index: number) => only === null || stores[index]?.store_id === only.storeId;
  if (only !== null && !summary.lines.some((_, index) => kept(index))) return null;
  const comma = language === 'ar' ? '، ' : ', ';
  const colon = language === 'fr' ? ' : ' : ': ';
  const { address, totals } = summary;
  return {
    language,
    shop: {
      name: name ?? 'Storefront',
      email: settings?.email || null,
      phone: settings?.phone || null,
      addressLines: settings ? shopAddress(settings, language) : [],
    },
    order: { code: order.tracking_code, placedAt: order.created_at, deliveryInstruction: order.delivery_instruction?.trim() || null },
    customer: only === null ? { name: order.name, email: order.email || null, phone: order.phone || null } : { name: order.name, email: null, phone: null },
    shipTo: {
      name: address.name, phone: only === null ? address.phone : null, address1: address.address_1, address2: address.address_2?.trim() || null,
      city: address.city, state: 'name' in address.state ? address.state.name : address.state.written, zip: address.zip, country: address.country,
    },
    lines: summary.lines.map((line, index) => ({ line, index })).filter(({ index }) => kept(index)).map(({ line, index }) => ({
      product: line.title,
      variant: line.variant.map((v) => `${v.attribute}${colon}${v.value}`).join(comma),
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.unitCents * line.quantity,
      store: stores[index]?.name ?? null,
      pickup: line.pickup ? { name: line.pickup.name, lines: line.pickup.lines.filter((text) => text !== line.pickup!.name) } : null,
    })),
    totals: { subtotal: totals.subtotal, shipping: totals.shipping, tax: totals.tax, voucher: totals.voucher, bundleDiscount: totals.bundleOffer, total: totals.total },
    payment: {
      method: translate(ORDER_SUMMARY_TEXTS, `method_${order.order_method}`, language),
      state: paymentStateOf({ paid: order.payment_done === 1, refunded: order.refunded === 1, cancelled: order.cancelled === 1, refundDue: order.refund_due === 1 }),
      onDelivery: order.order_method === PAYMENT_CASH_ON_DELIVERY,
    },
    format: summary.format,
  };
}

/** The shop's address from its settings row: street lines, city and postcode, state and country by name. */
function shopAddress(row: { address_1: string | null; address_2: string | null; city: string | null; state: string | null; zip: string | null; country: string | null }, language: string): string[] {
  const country = row.country ? countriesIn(language).find((c) => c.code === row.country!.toUpperCase())?.name ?? row.country : null;
  const state = row.state && row.country ? statesOf(row.country).find((s) => s.code === row.state)?.name ?? row.state : row.state;
  const lines = [row.address_1, row.address_2, [row.city, row.zip].filter(Boolean).join(' '), [state, country].filter(Boolean).join(', ')];
  return lines.map((line) => line?.trim() ?? '').filter(Boolean);
}
