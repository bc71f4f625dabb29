import type { Kysely } from 'kysely';
import { commissionCents, partRefundEntries } from '../../core/ledger/ledger';
import { isOrderStatus } from '../../core/orders/order-status';
import { cancelPart, type PartLine } from '../../core/orders/part-cancellation';
import { applyShipmentAction, SHIPMENT_STATUS, type ShipmentRefusal } from '../../core/orders/shipment';
import { awaitsOnlinePayment, isOnlineMethod, ONLINE_PROVIDERS, PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { flow, runFlow, stop } from '../../core/shared/flow';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { lockAccounts, writeEntries } from '../ledger/ledger-writes';
import type { CancellationRefund } from '../mail/templates/order-change-mails';
import { type AlsoInTransaction, returnToStock } from '../orders/order-changes';
import { sendPartCancelledMail } from '../orders/order-notices';
import { followShipments } from '../orders/shipments';
import { mailSellerOfShopCancellation } from '../seller/new-order-mails';
import { type CancelDeps, cancelOrder, formatCents, providerLabel } from './cancel-order';
import { type Attempt, paidAttempt } from './online-payments';

/**
 * A seller's cancellation of lines of their store's part of an order (its shipment), on the
 * shipment's version they read, with the reason the shopper is told. `lineIds` empty: every line
 * still in the parcel.
 */
export interface PartCancelRequest {
  storeId: number;
  shipmentId: number;
  version: number;
  reason: string;
  lineIds: readonly number[];
  /** Who cancels: the parcel's seller, or the shop cancelling what has not left of an order (`cancelWhatHasNotLeft`). */
  by?: 'seller' | 'shop';
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
  /** `payment_pending`: the shopper is paying the order online now, for its whole total; `not_a_line`: a line not in the parcel (any more). */
  | { ok: false; reason: 'not_found' | 'stale' | 'payment_pending' | 'not_a_line' | ShipmentRefusal };

interface Cancelling {
  deps: CancelDeps;
  request: PartCancelRequest;
  now: Date;
  order: { id: number; code: string; version: number; paid: boolean; method: number };
  attempt: Attempt | null;
  /** The lines cancelled (ids), all still in the order when read. */
  lines: number[];
  /** The shipment has no line left after them: it is cancelled too. */
  emptied: boolean;
  /** The cancellation's row, once written. */
  partId: number;
  refundCents: number;
  refund: 'none' | 'refunded' | 'due';
  whole: boolean;
}

/** A write that found the order or the shipment changed since they were read: nothing is kept. */
class Stale extends Error {}

/**
 * A seller cancels lines of their part of an order before its parcel has left (issue 33, decision
 * 0036), as steps:
 * 1. read the shipment, its order and its lines still in the order: the store's own, on the version
 *    read, by core's rule (`applyShipmentAction`); the lines asked for must be among them; an order
 *    being paid online now is refused (its payment is for the whole total);
 * 2. when they are the order's last lines, the whole order is cancelled by the shop's rule
 *    (cancel-order.ts: stock, voucher, refund, mail), the shipment keeping the seller's reason;
 * 3. otherwise, in one transaction: a `part_cancellations` row with the reason and the amount, the
 *    lines pointing at it, the shipment cancelled when no line of it is left, the lines' units back
 *    to stock, the order's totals lowered by what they cost (core's `cancelPart`), a paid order's
 *    ledger given back for them (`partRefundEntries`), the order's status read again from its
 *    shipments, and the shopper's mail unless money goes back online;
 * 4. money paid online goes back through the provider for that amount (a refund of its own, keyed
 *    by the cancellation, so asking twice refunds once); a provider missing or failing leaves it
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
      if (awaitsOnlinePayment({ paid, method: row.order_method })) return stop({ ok: false, reason: 'payment_pending' });
      s.order = { id: row.order_id, code: row.tracking_code, version: Number(row.order_version), paid, method: row.order_method };
      s.attempt = paid && isOnlineMethod(row.order_method) ? await paidAttempt(db, row.order_id) : null;
      const live = await db.selectFrom('ordered_products').select(['id', 'store_id']).where('order_id', '=', row.order_id).where('part_cancellation_id', 'is', null).execute();
      const own = live.filter((line) => line.store_id === s.request.storeId).map((line) => line.id);
      const asked = [...new Set(s.request.lineIds)];
      if (asked.some((id) => !own.includes(id))) return stop({ ok: false, reason: 'not_a_line' });
      s.lines = asked.length === 0 ? own : asked;
      if (s.lines.length === 0) return stop({ ok: false, reason: 'not_a_line' });
      s.emptied = own.every((id) => s.lines.includes(id));
      s.whole = live.every((line) => s.lines.includes(line.id));
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
      const amount = await formatCents(s.deps.db, s.refundCents);
      try {
        if (!provider || attempt.payment_id === null || attempt.provider_ref === null) throw new Error(`${attempt.provider} is not configured or holds no payment`);
        const refund = await provider.refund({
          providerRef: attempt.provider_ref, paymentId: attempt.payment_id, amountMinor: s.refundCents, currency: attempt.currency, key: `${attempt.payment_id}-part-${s.partId}`,
        });
        await s.deps.db.updateTable('part_cancellations').set({ refund_due: 0, refund_ref: `${attempt.provider} ${refund.refundId}`, refunded_at: s.now.toISOString() })
          .where('id', '=', s.partId).where('refund_due', '=', 1).execute();
        await sendPartCancelledMail(s.deps.db, s.deps.mailer, s.deps.publicUrl, s.partId, { kind: 'refunded', amount, provider: providerLabel(attempt.provider) });
        s.refund = 'refunded';
      } catch (error) {
        s.deps.log?.(error, `refunding cancelled part ${s.partId} of order ${s.order.id} through ${attempt.provider} failed; it stays refund due for the order desk`);
        await sendPartCancelledMail(s.deps.db, s.deps.mailer, s.deps.publicUrl, s.partId, { kind: 'due_online', amount, provider: providerLabel(attempt.provider) });
        s.refund = 'due';
      }
    },
  },
], (s) => done(s, s.refund));

function done(s: Cancelling, refund: 'none' | 'refunded' | 'due'): PartCancelOutcome {
  return { ok: true, orderId: s.order.id, orderCode: s.order.code, whole: false, refund };
}

/** Step 3 in its transaction; throws Stale when the order, the shipment or a line changed since step 1. */
async function cancelPartOnce(trx: Kysely<DB>, s: Cancelling): Promise<void> {
  const { request } = s;
  const stamp = s.now.toISOString();
  const [order, lines] = await Promise.all([
    trx.selectFrom('orders').select(['subtotal', 'bundle_offer', 'shipping_price', 'tax', 'voucher_price', 'total_amount', 'version', 'payment_done', 'cancelled'])
      .where('id', '=', s.order.id).executeTakeFirstOrThrow(),
    trx.selectFrom('ordered_products as op').leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id').leftJoin('shipping_rules as sr', 'sr.id', 'sp.shipping_rule_id')
      .select(['op.id', 'op.store_id', 'op.product_id', 'op.inventory_id', 'op.quantity', 'op.selling', 'op.bundle_offer', 'op.tax_price', 'op.shipping_price', 'op.commission_bps', 'sr.store_id as rule_store'])
      .where('op.order_id', '=', s.order.id).where('op.part_cancellation_id', 'is', null).orderBy('op.inventory_id').execute(),
  ]);
  if (Number(order.version) !== s.order.version || order.cancelled === 1 || (order.payment_done === 1) !== s.order.paid) throw new Stale();
  const asPart = (line: (typeof lines)[number]): PartLine => ({ subtotal: line.selling * line.quantity, bundleOffer: line.bundle_offer, tax: line.tax_price, shipping: line.shipping_price });
  const part = lines.filter((line) => s.lines.includes(line.id));
  if (part.length !== s.lines.length) throw new Stale();
  const { removed, after } = cancelPart(
    { subtotal: order.subtotal, bundleOffer: order.bundle_offer, shipping: order.shipping_price, tax: order.tax, voucher: order.voucher_price, total: order.total_amount },
    lines.map(asPart), part.map(asPart),
  );
  s.refundCents = removed.total;
  const owed = s.order.paid && removed.total > 0;
  const shipment = await trx.updateTable('shipments').set((eb) => ({
    ...(s.emptied ? { cancelled: 1, cancel_reason: request.reason } : {}), version: eb('version', '+', 1), updated_at: stamp,
  })).where('id', '=', request.shipmentId).where('version', '=', request.version).where('cancelled', '=', 0).executeTakeFirst();
  if (Number(shipment.numUpdatedRows) !== 1) throw new Stale();
  const written = await trx.updateTable('orders').set((eb) => ({
    subtotal: after.subtotal, bundle_offer: after.bundleOffer, shipping_price: after.shipping, tax: after.tax, voucher_price: after.voucher, total_amount: after.total,
    version: eb('version', '+', 1), updated_at: stamp,
  })).where('id', '=', s.order.id).where('version', '=', s.order.version).executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw new Stale();
  const row = await trx.insertInto('part_cancellations').values({
    order_id: s.order.id, shipment_id: request.shipmentId, store_id: request.storeId, reason: request.reason, cancelled_by: request.by ?? 'seller',
    refund_cents: removed.total, refund_due: owed ? 1 : 0, created_at: stamp,
  }).returning('id').executeTakeFirstOrThrow();
  s.partId = row.id;
  const marked = await trx.updateTable('ordered_products').set({ part_cancellation_id: row.id }).where('id', 'in', s.lines).where('part_cancellation_id', 'is', null).executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== s.lines.length) throw new Stale();
  await returnToStock(trx, s.deps.dialect, part);

  // A paid order's ledger gives the lines back at once: their store is no longer owed them, the shopper is.
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
  // The shop cancelled a seller's items: their seller is told not to send them.
  if (request.by === 'shop') await mailSellerOfShopCancellation(trx, s.deps.mail.in(trx), s.deps.publicUrl, row.id);
  // Money going back online: the shopper's mail waits for the provider's answer.
  if (owed && s.attempt !== null) return;
  const amount = owed ? await formatCents(trx, removed.total) : '';
  const refund: CancellationRefund | null = !owed ? null
    : isOnlineMethod(s.order.method) ? { kind: 'due_online', amount, provider: providerLabel(methodProvider(s.order.method)) }
      : { kind: s.order.method === PAYMENT_BANK_TRANSFER ? 'due_transfer' : 'due_cash', amount };
  await sendPartCancelledMail(trx, s.deps.mail.in(trx), s.deps.publicUrl, row.id, refund);
}

/** The provider an online payment method names (an order paid online without a recorded payment). */
function methodProvider(method: number): string {
  return Object.entries(ONLINE_PROVIDERS).find(([, id]) => id === method)?.[0] ?? '';
}

/** Cancels a seller's part of an order and settles its money (the flow above). */
export function cancelSellerPart(deps: CancelDeps, request: PartCancelRequest, now = new Date()): Promise<PartCancelOutcome> {
  // `order` is read by the flow's first step before any other reads it.
  const unread = { id: 0, code: '', version: 0, paid: false, method: PAYMENT_CASH_ON_DELIVERY };
  return runFlow(CANCEL_PART, { deps, request, now, order: unread, attempt: null, lines: [], emptied: false, partId: 0, refundCents: 0, refund: 'none', whole: false });
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
      const settled = await trx.updateTable('part_cancellations').set({ refund_due: 0, refund_ref: `paid back by ${request.by}${request.note ? `: ${request.note}` : ''}`, refunded_at: stamp })
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

export type RestCancelOutcome =
  /** No parcel of the order has left: the whole order is cancelled as before (cancel-order.ts). */
  | { ok: true; applies: false }
  | { ok: true; applies: true; parcels: number; refund: 'none' | 'refunded' | 'due' }
  | { ok: false; code: 'stale' | 'all_left' | 'payment_pending' | 'order_final' | 'reason_required' };

/**
 * The shop cancels an order after one of its parcels has left (issue 33: "after, only what has not
 * left"): each parcel that has not left is cancelled whole as a part (`cancelSellerPart` by the
 * shop: stock back, totals lowered, money settled, the shopper mailed); what has left goes on. When
 * no parcel has left, it does not apply and the caller cancels the whole order. `also` (the desk's
 * audit entry) runs once, after, in a transaction of its own.
 */
export async function cancelWhatHasNotLeft(
  deps: CancelDeps, request: { orderId: number; reason: string | null; version?: number }, now = new Date(), also?: AlsoInTransaction<never>,
): Promise<RestCancelOutcome> {
  const order = await deps.db.selectFrom('orders').select(['version', 'cancelled', 'refunded']).where('id', '=', request.orderId).executeTakeFirst();
  if (!order) return { ok: false, code: 'stale' };
  if (request.version !== undefined && Number(order.version) !== request.version) return { ok: false, code: 'stale' };
  if (order.cancelled === 1 || order.refunded === 1) return { ok: false, code: 'order_final' };
  const shipments = await deps.db.selectFrom('shipments').select(['id', 'store_id', 'status', 'version']).where('order_id', '=', request.orderId).where('cancelled', '=', 0).orderBy('id').execute();
  const left = shipments.filter((shipment) => shipment.status >= SHIPMENT_STATUS.shipped);
  if (left.length === 0) return { ok: true, applies: false };
  const waiting = shipments.filter((shipment) => shipment.status < SHIPMENT_STATUS.shipped);
  if (waiting.length === 0) return { ok: false, code: 'all_left' };
  // The shopper and the sellers are told why, in the shop's words: never a reason made up for it.
  const reason = request.reason?.trim() ?? '';
  if (reason === '') return { ok: false, code: 'reason_required' };
  const refunds: ('none' | 'refunded' | 'due')[] = [];
  for (const shipment of waiting) {
    const outcome = await cancelSellerPart(deps, { storeId: shipment.store_id, shipmentId: shipment.id, version: shipment.version, reason, lineIds: [], by: 'shop' }, now);
    if (!outcome.ok) return { ok: false, code: outcome.reason === 'payment_pending' ? 'payment_pending' : 'stale' };
    refunds.push(outcome.refund);
  }
  if (also) await writeTransaction(deps.db, deps.dialect, (trx) => also(trx, { id: request.orderId }));
  return { ok: true, applies: true, parcels: waiting.length, refund: refunds.includes('due') ? 'due' : refunds.includes('refunded') ? 'refunded' : 'none' };
}
