import type { Kysely } from 'kysely';
import { commissionCents, partRefundEntries } from '../../core/ledger/ledger';
import { isOrderStatus } from '../../core/orders/order-status';
import { cancelPart, type PartLine } from '../../core/orders/part-cancellation';
import { applyShipmentAction, type ShipmentRefusal } from '../../core/orders/shipment';
import { isOnlineMethod, ONLINE_PROVIDERS, PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { flow, runFlow, stop } from '../../core/shared/flow';
import { DEFAULT_PRICE_FORMAT, formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { lockAccounts, writeEntries } from '../ledger/ledger-writes';
import type { CancellationRefund } from '../mail/templates/order-change-mails';
import { type AlsoInTransaction, returnToStock } from '../orders/order-changes';
import { sendPartCancelledMail } from '../orders/order-notices';
import { followShipments } from '../orders/shipments';
import { type CancelDeps, cancelOrder, providerLabel } from './cancel-order';
import { type Attempt, paidAttempt } from './online-payments';

/** A seller's cancellation of their store's part of an order (its shipment), on the version they read, with the reason the shopper is told. */
export interface PartCancelRequest {
  storeId: number;
  shipmentId: number;
  version: number;
  reason: string;
}

export type PartCancelOutcome =
  | {
    ok: true;
    orderId: number;
    orderCode: string;
    /** The part was the order's last: the whole order was cancelled (backend/payments/cancel-order.ts). */
    whole: boolean;
    /** What became of the part's money: never paid, given back through the provider, or owed back. */
    refund: 'none' | 'refunded' | 'due';
  }
  /** `payment_pending`: the shopper is paying the order online now, for its whole total. */
  | { ok: false; reason: 'not_found' | 'stale' | 'payment_pending' | ShipmentRefusal };

interface Cancelling {
  deps: CancelDeps;
  request: PartCancelRequest;
  now: Date;
  order: { id: number; code: string; version: number; paid: boolean; method: number };
  attempt: Attempt | null;
  refundCents: number;
  refund: 'none' | 'refunded' | 'due';
  whole: boolean;
}

/** A write that found the order or the shipment changed since they were read: nothing is kept. */
class Stale extends Error {}

/**
 * A seller cancels their part of an order before it has left (issue 33, decision 0036), as steps:
 * 1. read the shipment and its order: the store's own, on the version read, by core's rule
 *    (`applyShipmentAction`); an order being paid online now is refused (its payment is for the
 *    whole total);
 * 2. the order's last live part cancels the whole order by the shop's rule (cancel-order.ts: stock,
 *    voucher, refund, mail), the shipment keeping the seller's reason;
 * 3. otherwise, in one transaction: the shipment cancelled with its reason, its lines' units back to
 *    stock, the order's totals lowered by what those lines cost (core's `cancelPart`), a paid
 *    order's ledger given back for them (`partRefundEntries`), the order's status read again from
 *    the shipments left, and the shopper's mail unless money goes back online;
 * 4. money paid online goes back through the provider for that amount (a refund of its own, keyed
 *    by the shipment, so asking twice refunds once); a provider missing or failing leaves the part
 *    refund due for the order desk, and the shopper is told either way.
 */
const CANCEL_PART = flow<Cancelling, PartCancelOutcome>('cancel a seller\'s part of an order', [
  {
    name: 'read the part and its order',
    run: async (s) => {
      const { db } = s.deps;
      const row = await db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id')
        .select(['s.order_id', 's.status', 's.cancelled', 's.version', 'o.tracking_code', 'o.version as order_version', 'o.payment_done', 'o.order_method', 'o.cancelled as order_cancelled', 'o.refunded'])
        .where('s.id', '=', s.request.shipmentId).where('s.store_id', '=', s.request.storeId).where('o.awaiting_confirmation', '=', 0).executeTakeFirst();
      if (!row || !isOrderStatus(row.status)) return stop({ ok: false, reason: 'not_found' });
      if (row.version !== s.request.version) return stop({ ok: false, reason: 'stale' });
      const ruled = applyShipmentAction({ status: row.status, cancelled: row.cancelled === 1 || row.order_cancelled === 1 || row.refunded === 1 }, 'cancel');
      if (!ruled.ok) return stop({ ok: false, reason: ruled.code });
      const paid = row.payment_done === 1;
      if (!paid && isOnlineMethod(row.order_method)) return stop({ ok: false, reason: 'payment_pending' });
      s.order = { id: row.order_id, code: row.tracking_code, version: Number(row.order_version), paid, method: row.order_method };
      s.attempt = paid && isOnlineMethod(row.order_method) ? await paidAttempt(db, row.order_id) : null;
      const others = await db.selectFrom('shipments').select('id').where('order_id', '=', row.order_id).where('id', '!=', s.request.shipmentId).where('cancelled', '=', 0).executeTakeFirst();
      s.whole = others === undefined;
    },
  },
  {
    name: 'cancel the whole order when it is its last part',
    run: async (s) => {
      if (!s.whole) return;
      const { request } = s;
      const outcome = await cancelOrder(s.deps, {
        orderId: s.order.id, by: 'operator', actor: 'system', reason: request.reason, version: s.order.version,
        also: async (trx) => {
          await trx.updateTable('shipments').set({ cancel_reason: request.reason }).where('id', '=', request.shipmentId).execute();
          return null;
        },
      }, s.now);
      if (outcome.ok) return stop({ ok: true, orderId: s.order.id, orderCode: s.order.code, whole: true, refund: outcome.refund });
      return stop({ ok: false, reason: outcome.code === 'already_delivered' ? 'shipment_delivered' : outcome.code === 'order_final' ? 'shipment_cancelled' : 'stale' });
    },
  },
  {
    name: 'cancel the part with its stock, totals, ledger and status',
    run: async (s) => {
      const { db, dialect } = s.deps;
      try {
        await writeTransaction(db, dialect, (trx) => cancelPartOnce(trx, s));
      } catch (error) {
        if (error instanceof Stale) return stop({ ok: false, reason: 'stale' });
        throw error;
      }
      if (s.refundCents === 0 || !s.order.paid) return stop(done(s, 'none'));
      if (s.attempt === null) return stop(done(s, 'due'));
    },
  },
  {
    name: 'refund the part through the provider',
    run: async (s) => {
      const attempt = s.attempt!;
      const provider = s.deps.payments?.get(attempt.provider);
      const amount = await amountText(s.deps.db, s.refundCents);
      try {
        if (!provider || attempt.payment_id === null || attempt.provider_ref === null) throw new Error(`${attempt.provider} is not configured or holds no payment`);
        const refund = await provider.refund({
          providerRef: attempt.provider_ref, paymentId: attempt.payment_id, amountMinor: s.refundCents, currency: attempt.currency, key: `${attempt.payment_id}-shipment-${s.request.shipmentId}`,
        });
        const stamp = s.now.toISOString();
        await s.deps.db.updateTable('shipments').set({ refund_due: 0, refund_ref: `${attempt.provider} ${refund.refundId}`, refunded_at: stamp, updated_at: stamp })
          .where('id', '=', s.request.shipmentId).where('refund_due', '=', 1).execute();
        await sendPartCancelledMail(s.deps.db, s.deps.mailer, s.deps.publicUrl, s.request.shipmentId, { kind: 'refunded', amount, provider: providerLabel(attempt.provider) });
        s.refund = 'refunded';
      } catch (error) {
        s.deps.log?.(error, `refunding the cancelled part (shipment ${s.request.shipmentId}) of order ${s.order.id} through ${attempt.provider} failed; it stays refund due for the order desk`);
        await sendPartCancelledMail(s.deps.db, s.deps.mailer, s.deps.publicUrl, s.request.shipmentId, { kind: 'due_online', amount, provider: providerLabel(attempt.provider) });
        s.refund = 'due';
      }
    },
  },
], (s) => done(s, s.refund));

function done(s: Cancelling, refund: 'none' | 'refunded' | 'due'): PartCancelOutcome {
  return { ok: true, orderId: s.order.id, orderCode: s.order.code, whole: false, refund };
}

async function amountText(db: Kysely<DB>, cents: number): Promise<string> {
  const format = await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
  return formatPrice(centsToAmount(cents), format ?? DEFAULT_PRICE_FORMAT);
}

/** Step 3 in its transaction; throws Stale when the order or the shipment changed since step 1. */
async function cancelPartOnce(trx: Kysely<DB>, s: Cancelling): Promise<void> {
  const { request } = s;
  const stamp = s.now.toISOString();
  const [order, lines, liveStores] = await Promise.all([
    trx.selectFrom('orders').select(['subtotal', 'bundle_offer', 'shipping_price', 'tax', 'voucher_price', 'total_amount', 'version', 'payment_done', 'cancelled'])
      .where('id', '=', s.order.id).executeTakeFirstOrThrow(),
    trx.selectFrom('ordered_products as op').leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id').leftJoin('shipping_rules as sr', 'sr.id', 'sp.shipping_rule_id')
      .select(['op.store_id', 'op.product_id', 'op.inventory_id', 'op.quantity', 'op.selling', 'op.bundle_offer', 'op.tax_price', 'op.shipping_price', 'op.commission_bps', 'sr.store_id as rule_store'])
      .where('op.order_id', '=', s.order.id).orderBy('op.inventory_id').execute(),
    trx.selectFrom('shipments').select('store_id').where('order_id', '=', s.order.id).where('cancelled', '=', 0).execute(),
  ]);
  if (Number(order.version) !== s.order.version || order.cancelled === 1 || (order.payment_done === 1) !== s.order.paid) throw new Stale();
  const live = new Set(liveStores.map((row) => row.store_id));
  const asPart = (line: (typeof lines)[number]): PartLine => ({ subtotal: line.selling * line.quantity, bundleOffer: line.bundle_offer, tax: line.tax_price, shipping: line.shipping_price });
  const liveLines = lines.filter((line) => line.store_id === null || live.has(line.store_id));
  const part = liveLines.filter((line) => line.store_id === request.storeId);
  const { removed, after } = cancelPart(
    { subtotal: order.subtotal, bundleOffer: order.bundle_offer, shipping: order.shipping_price, tax: order.tax, voucher: order.voucher_price, total: order.total_amount },
    liveLines.map(asPart), part.map(asPart),
  );
  s.refundCents = removed.total;
  const owed = s.order.paid && removed.total > 0;
  const shipment = await trx.updateTable('shipments').set((eb) => ({
    cancelled: 1, cancel_reason: request.reason, cancelled_at: stamp, refund_cents: removed.total, refund_due: owed ? 1 : 0, version: eb('version', '+', 1), updated_at: stamp,
  })).where('id', '=', request.shipmentId).where('version', '=', request.version).where('cancelled', '=', 0).executeTakeFirst();
  if (Number(shipment.numUpdatedRows) !== 1) throw new Stale();
  const written = await trx.updateTable('orders').set((eb) => ({
    subtotal: after.subtotal, bundle_offer: after.bundleOffer, shipping_price: after.shipping, tax: after.tax, voucher_price: after.voucher, total_amount: after.total,
    version: eb('version', '+', 1), updated_at: stamp,
  })).where('id', '=', s.order.id).where('version', '=', s.order.version).executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw new Stale();
  await returnToStock(trx, s.deps.dialect, part);

  // A paid order's ledger gives the part back at once: its store is no longer owed it, the shopper is.
  if (s.order.paid) {
    const sold = await trx.selectFrom('ledger_entries').select('id').where('order_id', '=', s.order.id).where('kind', '=', 'sale').executeTakeFirst();
    if (sold) {
      await lockAccounts(trx, s.deps.dialect, [request.storeId]);
      await writeEntries(trx, partRefundEntries(s.order.id, {
        storeId: request.storeId,
        storeCents: part.reduce((sum, line) => sum + line.selling * line.quantity - line.bundle_offer + line.tax_price + (line.rule_store === request.storeId ? line.shipping_price : 0), 0),
        commissionCents: part.reduce((sum, line) => sum + commissionCents(line.selling * line.quantity - line.bundle_offer, line.commission_bps), 0),
        refundCents: removed.total,
      }), stamp);
    }
  }
  await followShipments(trx, s.order.id, stamp);
  // Money going back online: the mail waits for the provider's answer.
  if (owed && s.attempt !== null) return;
  const amount = owed ? await amountText(trx, removed.total) : '';
  const refund: CancellationRefund | null = !owed ? null
    : isOnlineMethod(s.order.method) ? { kind: 'due_online', amount, provider: providerLabel(methodProvider(s.order.method)) }
      : { kind: s.order.method === PAYMENT_BANK_TRANSFER ? 'due_transfer' : 'due_cash', amount };
  await sendPartCancelledMail(trx, s.deps.mail.in(trx), s.deps.publicUrl, request.shipmentId, refund);
}

/** The provider an online payment method names (an order paid online without a recorded payment). */
function methodProvider(method: number): string {
  return Object.entries(ONLINE_PROVIDERS).find(([, id]) => id === method)?.[0] ?? '';
}

/** Cancels a seller's part of an order and settles its money (the flow above). */
export function cancelSellerPart(deps: CancelDeps, request: PartCancelRequest, now = new Date()): Promise<PartCancelOutcome> {
  // `order` is read by the flow's first step before any other reads it.
  const unread = { id: 0, code: '', version: 0, paid: false, method: PAYMENT_CASH_ON_DELIVERY };
  return runFlow(CANCEL_PART, { deps, request, now, order: unread, attempt: null, refundCents: 0, refund: 'none', whole: false });
}

/**
 * The order desk's "part refunds paid back" (`npm run admin -- part-refunded <code>`): the money owed
 * back for the order's cancelled parts (paid by transfer or cash, or a provider's refund that
 * failed) was paid back by the shop outside it. Each such part is recorded refunded, with who said
 * so, on the order's version (raised), with `also` (the audit entry) in the same transaction.
 */
export async function settlePartRefunds(
  db: Kysely<DB>, dialect: DialectName, request: { orderId: number; version?: number; by: string; note: string | null }, now = new Date(), also?: AlsoInTransaction<never>,
): Promise<{ ok: true; parts: number } | { ok: false; code: 'stale' | 'nothing_due' }> {
  const stamp = now.toISOString();
  try {
    return await writeTransaction(db, dialect, async (trx) => {
      let raise = trx.updateTable('orders').set((eb) => ({ version: eb('version', '+', 1), updated_at: stamp })).where('id', '=', request.orderId);
      if (request.version !== undefined) raise = raise.where('version', '=', request.version);
      const order = await raise.executeTakeFirst();
      if (Number(order.numUpdatedRows) !== 1) throw new Stale();
      const settled = await trx.updateTable('shipments').set({ refund_due: 0, refund_ref: `paid back by ${request.by}${request.note ? `: ${request.note}` : ''}`, refunded_at: stamp, updated_at: stamp })
        .where('order_id', '=', request.orderId).where('refund_due', '=', 1).executeTakeFirst();
      const parts = Number(settled.numUpdatedRows);
      if (parts === 0) throw new NothingDue();
      await also?.(trx, { id: request.orderId });
      return { ok: true as const, parts };
    });
  } catch (error) {
    if (error instanceof Stale) return { ok: false, code: 'stale' };
    if (error instanceof NothingDue) return { ok: false, code: 'nothing_due' };
    throw error;
  }
}

class NothingDue extends Error {}
