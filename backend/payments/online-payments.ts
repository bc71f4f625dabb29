import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { localizePath } from '../../core/language/localized-path';
import { toMinorUnits } from '../../core/shared/cents';
import { ONLINE_METHODS } from '../../core/payments/payment-methods';
import { PAYMENT_WINDOW } from '../../core/payments/payment-window';
import { CART_SELECTED } from '../../core/cart/cart';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { changeOrder, releaseVoucherUse, returnToStock } from '../orders/order-changes';
import { isUniqueViolation } from '../db/unique-violation';
import { type PaymentProvider, ProviderUnavailable, type StartedPayment, type VerifiedPayment } from './payment-provider';

/**
 * The online payment flow (issue 16) over the payment-provider port: an attempt per payment
 * opened (a `payments` row, migration 0015), recorded once when the provider vouches for it,
 * whichever of the return and the webhook comes first, refunded when it arrives for an order that
 * is no longer waiting for it.
 */

/** How long order/action and order/transaction wait for the provider to open a payment. */
export const PROVIDER_START_TIMEOUT_MS = 10_000;

/** Where a provider sends the shopper back: Razorpay's own page, the others' common one. */
export function returnPath(providerKey: string): string {
  return providerKey === 'razorpay' ? '/razorpay-callback' : `/payment-return/${providerKey}`;
}

export interface StartOptions {
  publicUrl: string;
  language: string;
  defaultLanguage: string;
  windowMinutes: number;
  /** Tests shorten it. */
  timeoutMs?: number;
  now?: Date;
}

/** One attempt to pay an order (a `payments` row). */
export type Attempt = Selectable<DB['payments']>;

/**
 * Opens a payment for the stored order's total (never a client's amount) with `provider`: an
 * attempt row first (its reference is what the provider is told), then the provider's call within
 * the timeout. When the provider fails the attempt row is removed and ProviderUnavailable thrown.
 */
export async function startOrderPayment(db: Kysely<DB>, provider: PaymentProvider, orderId: number, options: StartOptions): Promise<StartedPayment> {
  const now = options.now ?? new Date();
  const order = await db.selectFrom('orders').select(['id', 'tracking_code', 'total_amount', 'currency', 'email', 'name', 'phone']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const currency = order.currency.toUpperCase();
  const amountMinor = toMinorUnits(Number(order.total_amount), currency);
  const reference = `${order.tracking_code}-${randomBytes(6).toString('hex')}`;
  const stamp = now.toISOString();
  const attempt = await db.insertInto('payments').values({
    order_id: order.id, method: provider.method, provider: provider.key, provider_ref: null, amount: amountMinor, currency, status: 'pending',
    reference, expires_at: new Date(now.getTime() + options.windowMinutes * 60_000).toISOString(), created_at: stamp, updated_at: stamp,
  }).returning('id').executeTakeFirstOrThrow();
  const page = `${options.publicUrl.replace(/\/+$/, '')}${localizePath(returnPath(provider.key), options.language, options.defaultLanguage)}?order_id=${order.id}`;
  try {
    const started = await provider.start({
      orderId: order.id, tracking: order.tracking_code, reference, amountMinor, currency, email: order.email, name: order.name, phone: order.phone,
      language: options.language, returnUrl: page, cancelUrl: `${page}&cancelled=1`,
    }, AbortSignal.timeout(options.timeoutMs ?? PROVIDER_START_TIMEOUT_MS));
    await db.updateTable('payments').set({ provider_ref: started.providerRef, updated_at: new Date().toISOString() }).where('id', '=', attempt.id).execute();
    return started;
  } catch (error) {
    await db.deleteFrom('payments').where('id', '=', attempt.id).execute();
    throw error instanceof ProviderUnavailable ? error : new ProviderUnavailable(`${provider.key}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Undoes an order whose payment never started: its units back in stock, its voucher use given
 * back, its lines back in the buyer's cart, and the order gone (nothing was charged, so nothing
 * of it is left in the shopper's list). One transaction.
 */
export async function undoPlacedOrder(db: Kysely<DB>, dialect: DialectName, orderId: number): Promise<void> {
  await writeTransaction(db, dialect, async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'user_id', 'guest_user_id', 'payment_done']).where('id', '=', orderId).executeTakeFirst();
    if (!order || order.payment_done === 1) return;
    const lines = await trx.selectFrom('ordered_products').select(['product_id', 'inventory_id', 'quantity', 'shipping_type', 'shipping_place_id'])
      .where('order_id', '=', orderId).where('part_cancellation_id', 'is', null).orderBy('inventory_id').execute();
    const stamp = new Date().toISOString();
    await returnToStock(trx, dialect, lines);
    for (const line of lines) {
      if (line.inventory_id === null) continue;
      await trx.insertInto('carts').values({
        user_id: order.user_id, guest_user_id: order.guest_user_id, product_id: line.product_id, inventory_id: line.inventory_id, quantity: line.quantity,
        selected: CART_SELECTED, shipping_type: line.shipping_type, shipping_place_id: line.shipping_place_id, created_at: stamp, updated_at: stamp,
      }).execute();
    }
    await releaseVoucherUse(trx, orderId);
    await trx.deleteFrom('orders').where('id', '=', orderId).execute();
  });
}

/** The attempt a return names: the one of this order whose provider id appears among the parameters, else the newest opened. */
export async function attemptForReturn(db: Kysely<DB>, orderId: number, params: Readonly<Record<string, string>>): Promise<Attempt | null> {
  const attempts = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('provider_ref', 'is not', null).orderBy('id', 'desc').execute();
  const named = new Set(Object.values(params));
  return attempts.find((attempt) => named.has(attempt.provider_ref!)) ?? attempts[0] ?? null;
}

/** The attempt a provider's object belongs to, or null (an unknown order or attempt). */
export async function attemptByProviderRef(db: Kysely<DB>, providerKey: string, providerRef: string): Promise<Attempt | null> {
  return (await db.selectFrom('payments').selectAll().where('provider', '=', providerKey).where('provider_ref', '=', providerRef).executeTakeFirst()) ?? null;
}

/**
 * What recording a verified payment came to: `paid` the order is paid now (by this call);
 * `replay` it was already recorded (a replayed return, the webhook after the return);
 * `refund` the money came for an order that no longer waits for it (cancelled, or paid by another
 * payment): it is recorded and must be refunded; `refunded` such money, already given back;
 * `mismatch` it does not belong to this attempt
 * (another attempt's, another amount or currency); `not_paid` nothing was paid.
 */
export type RecordOutcome = 'paid' | 'replay' | 'refund' | 'refunded' | 'mismatch' | 'not_paid';

/**
 * Records a payment the provider vouched for against its attempt, once. The attempt moves from
 * pending to paid in one conditional update (never read-then-write), in the same transaction as
 * the order's own conditional change to paid, its `trans_id` and its history row; the unique
 * (provider, payment_id) index keeps one payment on one attempt. Of a return and a webhook racing,
 * one records and the other finds it recorded. `onPaid` runs in that transaction (the mail).
 */
export async function recordPayment(db: Kysely<DB>, dialect: DialectName, attempt: Attempt, payment: VerifiedPayment, now = new Date(), onPaid?: (trx: Kysely<DB>) => Promise<unknown>): Promise<RecordOutcome> {
  if (payment.providerRef !== attempt.provider_ref) return 'mismatch';
  // Nothing paid is nothing to compare: a cancelled return may carry no amount (Flutterwave's has
  // no transaction to read), and it must say "not completed", not "could not be verified".
  if (payment.status !== 'paid' || payment.paymentId === null) return 'not_paid';
  if (payment.amountMinor !== Number(attempt.amount) || payment.currency.toUpperCase() !== attempt.currency.toUpperCase()) return 'mismatch';
  const paymentId = payment.paymentId;
  const stamp = now.toISOString();
  const markAttempt = async (trx: Kysely<DB>) => Number((await trx.updateTable('payments')
    .set({ status: 'paid', payment_id: paymentId, paid_at: stamp, updated_at: stamp })
    .where('id', '=', attempt.id).where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst()).numUpdatedRows) === 1;
  try {
    const outcome = await changeOrder<'recorded'>(db, dialect, { orderId: attempt.order_id, change: { kind: 'pay' }, actor: 'system', note: `${attempt.provider} ${paymentId}` }, now, async (trx) => {
      if (!(await markAttempt(trx))) return 'recorded';
      await trx.updateTable('orders').set({ trans_id: paymentId }).where('id', '=', attempt.order_id).execute();
      // The order's confirmation mail is enqueued with the payment: paid once, mailed once.
      await onPaid?.(trx);
      return null;
    });
    if (outcome.ok) return 'paid';
    if (outcome.code === 'already_paid' || outcome.code === 'order_final') {
      // The order no longer waits for this money: keep it on its attempt (once), then it goes back.
      if (await writeTransaction(db, dialect, markAttempt)) return 'refund';
    }
  } catch (error) {
    if (isUniqueViolation(error)) return 'mismatch';
    throw error;
  }
  const recorded = await db.selectFrom('payments').select(['status', 'payment_id', 'refund_id']).where('id', '=', attempt.id).executeTakeFirst();
  if (!recorded || recorded.payment_id !== paymentId) return 'mismatch';
  if (await paidBy(db, attempt.order_id, paymentId)) return 'replay';
  // Money the order never counted: given back already, or (its refund failed before) to give back now.
  return recorded.refund_id === null ? 'refund' : 'refunded';
}

/** Whether the order counts `paymentId` as its payment (it marked the order paid). */
async function paidBy(db: Kysely<DB>, orderId: number, paymentId: string): Promise<boolean> {
  const order = await db.selectFrom('orders').select(['payment_done', 'trans_id']).where('id', '=', orderId).executeTakeFirst();
  return order !== undefined && order.payment_done === 1 && order.trans_id === paymentId;
}

/**
 * Gives back money recorded on `attempt` through the provider's refund API (idempotent there:
 * one refund per payment id), then marks the attempt refunded. ProviderUnavailable leaves it paid,
 * so the next replay or webhook tries again. `first` is true for the one call that marked it
 * refunded (of two racing, the other tells nobody).
 */
export async function refundAttempt(db: Kysely<DB>, provider: PaymentProvider, attemptId: number, now = new Date()): Promise<{ refundId: string; first: boolean }> {
  const attempt = await db.selectFrom('payments').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow();
  if (attempt.payment_id === null || attempt.provider_ref === null) throw new Error(`payment ${attemptId} holds no money to refund`);
  // One caller asks the provider: the return and the webhook of a late payment race, and not every
  // provider answers a second refund with the first (Paystack and Flutterwave refuse it as already
  // reversed). The claim is taken in one conditional update; a claim left by a crash is taken over
  // once stale, so the money still goes back.
  const stale = attempt.refund_id !== null && attempt.refund_id.startsWith(REFUND_CLAIM) && now.getTime() - Number(attempt.refund_id.slice(REFUND_CLAIM.length)) > REFUND_CLAIM_STALE_MS;
  if (attempt.refund_id !== null && !stale) return { refundId: attempt.refund_id, first: false };
  const claim = `${REFUND_CLAIM}${now.getTime()}`;
  const claimed = await db.updateTable('payments').set({ refund_id: claim, updated_at: now.toISOString() })
    .where('id', '=', attemptId).where((eb) => attempt.refund_id === null ? eb('refund_id', 'is', null) : eb('refund_id', '=', attempt.refund_id)).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const other = await db.selectFrom('payments').select('refund_id').where('id', '=', attemptId).executeTakeFirstOrThrow();
    return { refundId: other.refund_id ?? claim, first: false };
  }
  // The order's own payment gives back what its sellers' cancelled parts have not already given back (decision 0036).
  const paying = await paidBy(db, attempt.order_id, attempt.payment_id);
  const partsBack = paying ? await partsGivenBack(db, attempt.order_id) : 0;
  let refund: { refundId: string };
  try {
    refund = await provider.refund({ providerRef: attempt.provider_ref, paymentId: attempt.payment_id, amountMinor: Number(attempt.amount) - partsBack, currency: attempt.currency });
  } catch (error) {
    // Not given back: the claim goes, so the next return, webhook or command tries again.
    await db.updateTable('payments').set({ refund_id: null }).where('id', '=', attemptId).where('refund_id', '=', claim).execute();
    throw error;
  }
  const marked = await db.updateTable('payments').set({ status: 'refunded', refund_id: refund.refundId, refunded_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', attemptId).where('refund_id', '=', claim).executeTakeFirst();
  // Parts still owed back were in that amount: they are settled by it.
  if (paying) {
    await db.updateTable('part_cancellations').set({ refund_due: 0, refund_ref: `${attempt.provider} ${refund.refundId}`, refunded_at: now.toISOString() })
      .where('order_id', '=', attempt.order_id).where('refund_due', '=', 1).execute();
  }
  return { refundId: refund.refundId, first: Number(marked.numUpdatedRows) === 1 };
}

/** What a paid order's cancelled parts have already given back to its shopper (cents). */
async function partsGivenBack(db: Kysely<DB>, orderId: number): Promise<number> {
  const row = await db.selectFrom('part_cancellations').select((eb) => eb.fn.sum<number | string>('refund_cents').as('cents'))
    .where('order_id', '=', orderId).where('refund_due', '=', 0).where('refunded_at', 'is not', null).executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A refund being asked of the provider: `refund_id` holds this prefix and the claim's time (ms) until the provider answers. */
const REFUND_CLAIM = 'claim:';
const REFUND_CLAIM_STALE_MS = 2 * 60_000;

/** The attempt that paid the order (status paid, or refunded), or null for an order not paid online. */
export async function paidAttempt(db: Kysely<DB>, orderId: number): Promise<Attempt | null> {
  const trans = await db.selectFrom('orders').select('trans_id').where('id', '=', orderId).executeTakeFirst();
  if (!trans?.trans_id) return null;
  return (await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('payment_id', '=', trans.trans_id).executeTakeFirst()) ?? null;
}

/**
 * Abandoned online payments: every unpaid, open online order placed more than `windowMinutes` ago
 * that had a payment opened and whose attempts have all run out is cancelled by the system through the one order-change path
 * (stock and voucher use back, history row); its open attempts are marked failed. A payment the
 * provider confirms later is refunded (recordPayment's `refund`). Answers how many it cancelled.
 */
export async function expireAbandonedPayments(db: Kysely<DB>, dialect: DialectName, now = new Date(), windowMinutes: number = PAYMENT_WINDOW.defaultMinutes): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  const due = await db.selectFrom('orders as o').select('o.id')
    .where('o.payment_done', '=', 0).where('o.cancelled', '=', 0).where('o.created_at', '<=', cutoff)
    .where('o.order_method', 'in', [...ONLINE_METHODS])
    // Only orders this flow opened a payment for: an order imported or written before it is left to the operator.
    .where((eb) => eb.exists(eb.selectFrom('payments as a').select('a.id').whereRef('a.order_id', '=', 'o.id')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payments as p').select('p.id')
      .whereRef('p.order_id', '=', 'o.id').where('p.status', '=', 'pending').where('p.expires_at', '>', now.toISOString()))))
    .orderBy('o.id').execute();
  let cancelled = 0;
  for (const { id } of due) {
    const outcome = await changeOrder<'paid'>(db, dialect, { orderId: id, change: { kind: 'cancel', by: 'system' }, actor: 'system', note: 'payment not completed in time' }, now, async (trx) => {
      // Paid meanwhile (the return or a webhook won the race): the order stands.
      const order = await trx.selectFrom('orders').select('payment_done').where('id', '=', id).executeTakeFirst();
      if (order?.payment_done === 1) return 'paid';
      await trx.updateTable('payments').set({ status: 'failed', updated_at: now.toISOString() }).where('order_id', '=', id).where('status', '=', 'pending').execute();
      return null;
    });
    if (outcome.ok) cancelled++;
  }
  return cancelled;
}
