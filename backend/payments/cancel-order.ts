import type { Kysely } from 'kysely';
import { flow, runFlow, stop } from '../../core/shared/flow';
import { centsToAmount } from '../db/money';
import { DEFAULT_PRICE_FORMAT, formatPrice } from '../../core/shared/money';
import { isOnlineMethod, PAYMENT_BANK_TRANSFER } from '../../core/payments/payment-methods';
import type { OrderActor } from '../../core/orders/order-status';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Mailer, MailSink } from '../mail/mailer';
import type { CancellationRefund } from '../mail/templates/order-change-mails';
import { type Attempt, paidAttempt, refundAttempt } from './online-payments';
import type { PaymentProviders } from './payment-providers';
import { type AlsoInTransaction, changeOrder, type OrderChangeOutcome } from '../orders/order-changes';
import { sendOrderChangeMail } from '../orders/order-notices';

/** What a cancellation needs besides the database: where its mail goes and the providers that refund. */
export interface CancelDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The change's mail is enqueued in its transaction. */
  mail: MailSink;
  /** For a mail sent after the provider answered (no transaction of its own left to join). */
  mailer: Mailer;
  publicUrl: string;
  payments?: PaymentProviders;
  log?: (error: unknown, message: string) => void;
}

export interface CancelRequest {
  orderId: number;
  by: Exclude<OrderActor, 'system'>;
  /** Who the history names, when not `by`: a seller cancelling their order's last part acts by the shop's rule, as the shop (backend/payments/cancel-part.ts). */
  actor?: OrderActor;
  /** A shopper's call: only this buyer's order (anyone else's is "not found"). */
  owner?: CartOwner | null;
  reason: string | null;
  /** The order desk's: the version the member read (a change since is refused `stale`), who they are, and their audit entry in the cancellation's transaction. */
  version?: number;
  actorEmail?: string | null;
  also?: AlsoInTransaction<never>;
}

/** What became of the money: none was paid, refunded through the provider, or owed back (refund due). */
export type CancelRefund = 'none' | 'refunded' | 'due';

export type CancelOutcome = { ok: true; refund: CancelRefund } | Extract<OrderChangeOutcome, { ok: false }>;

const PROVIDER_NAMES: Readonly<Record<string, string>> = { razorpay: 'Razorpay', stripe: 'Stripe', paypal: 'PayPal', paystack: 'Paystack', flutterwave: 'Flutterwave' };

/** An amount in cents as the shop writes money (its currency and format), for a mail. */
export async function formatCents(db: Kysely<DB>, cents: number): Promise<string> {
  const format = await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
  return formatPrice(centsToAmount(cents), format ?? DEFAULT_PRICE_FORMAT);
}

async function amountOf(db: Kysely<DB>, orderId: number): Promise<string> {
  const order = await db.selectFrom('orders').select('total_amount').where('id', '=', orderId).executeTakeFirstOrThrow();
  return formatCents(db, Number(order.total_amount));
}

interface Cancelling {
  deps: CancelDeps;
  request: CancelRequest;
  now: Date;
  /** The payment that paid the order online, if any (its provider is named in the mail). */
  paid: Attempt | null;
  /** The payment to give back through its provider: `paid`, while not refunded. */
  attempt: Attempt | null;
  /** Whether the cancellation left money owed (set in its transaction). */
  refund: CancelRefund;
  refundId?: string;
}

/**
 * Cancelling an order (the shopper's cancellation/cancel-order, the operator's `cancel`) as steps:
 * 1. find the payment to give back online (an order paid online with a recorded payment);
 * 2. cancel by the one rule (core/orders/order-status.ts) in one transaction: stock and voucher
 *    use back, its history row, a paid order refund due; its mail enqueued there when that settles
 *    it (nothing paid, or money paid back outside the shop). The rollback is its compensation;
 * 3. refund online money through its provider (`refundAttempt`, one claim per payment); a provider
 *    that is not configured or fails leaves the order refund due for the order desk (the
 *    cancellation stands: decision 0004) and the shopper is mailed that, on its own;
 * 4. mark the order refunded with its mail, in one transaction.
 * Nothing here is compensated: the cancellation is first and stands, the refund cannot be taken
 * back, and each later step that fails leaves the order refund due, which is true.
 */
const CANCEL_ORDER = flow<Cancelling, CancelOutcome>('cancel an order', [
  {
    name: 'find the payment to give back online',
    run: async (s) => {
      const order = await s.deps.db.selectFrom('orders').select(['order_method', 'payment_done']).where('id', '=', s.request.orderId).executeTakeFirst();
      const attempt = order?.payment_done === 1 && isOnlineMethod(order.order_method) ? await paidAttempt(s.deps.db, s.request.orderId) : null;
      s.paid = attempt;
      s.attempt = attempt !== null && attempt.refund_id === null && attempt.payment_id !== null ? attempt : null;
    },
  },
  {
    name: 'cancel with stock, voucher and history',
    run: async (s) => {
      const { db, dialect } = s.deps;
      const { request } = s;
      const cancelled = await changeOrder<never>(db, dialect, {
        orderId: request.orderId, change: { kind: 'cancel', by: request.by }, actor: request.actor ?? request.by, owner: request.owner, note: request.reason,
        version: request.version, actorEmail: request.actorEmail,
      }, s.now, async (trx, order) => {
        await request.also?.(trx, order);
        const due = await refundOwed(trx, request.orderId, s.paid);
        s.refund = due ? 'due' : 'none';
        // Online money: the mail waits for the provider's answer.
        if (!(s.attempt && due)) await sendOrderChangeMail(trx, s.deps.mail.in(trx), s.deps.publicUrl, request.orderId, 'cancelled', due);
        return null;
      });
      if (!cancelled.ok) return stop(cancelled);
      if (s.refund === 'none' || s.attempt === null) return stop({ ok: true, refund: s.refund });
    },
  },
  {
    name: 'refund through the provider',
    run: async (s) => {
      const attempt = s.attempt!;
      const provider = s.deps.payments?.get(attempt.provider);
      try {
        if (!provider) throw new Error(`${attempt.provider} is not configured`);
        s.refundId = (await refundAttempt(s.deps.db, provider, attempt.id, s.now)).refundId;
      } catch (error) {
        return stop(await leftDue(s, error));
      }
    },
  },
  {
    name: 'mark it refunded with its mail',
    run: async (s) => {
      const { db, dialect } = s.deps;
      const attempt = s.attempt!;
      try {
        const amount = await amountOf(db, s.request.orderId);
        const refunded = await changeOrder<never>(db, dialect, { orderId: s.request.orderId, change: { kind: 'refund' }, actor: 'system', note: `${attempt.provider} ${s.refundId}` }, s.now, async (trx) => {
          await sendOrderChangeMail(trx, s.deps.mail.in(trx), s.deps.publicUrl, s.request.orderId, 'cancelled', { kind: 'refunded', amount, provider: providerName(attempt) });
          return null;
        });
        // Refunded meanwhile by the desk (which mailed it): the money is back either way.
        s.refund = refunded.ok || refunded.code === 'order_final' ? 'refunded' : 'due';
      } catch (error) {
        return stop(await leftDue(s, error));
      }
    },
  },
], (s) => ({ ok: true, refund: s.refund }));

/** The refund did not happen or was not recorded: the order stays refund due for the order desk, and the shopper is told so. */
async function leftDue(s: Cancelling, error: unknown): Promise<CancelOutcome> {
  const attempt = s.attempt!;
  s.deps.log?.(error, `refunding cancelled order ${s.request.orderId} through ${attempt.provider} failed; it stays refund due for the order desk`);
  await sendOrderChangeMail(s.deps.db, s.deps.mailer, s.deps.publicUrl, s.request.orderId, 'cancelled', { kind: 'due_online', amount: await amountOf(s.deps.db, s.request.orderId), provider: providerName(attempt) });
  return { ok: true, refund: 'due' };
}

function providerName(attempt: Attempt): string {
  return providerLabel(attempt.provider);
}

/** A provider's name as a shopper reads it (Stripe, PayPal...). */
export function providerLabel(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** In the cancellation's transaction: the money it left owed, and how the mail says it; null when nothing is owed. */
async function refundOwed(trx: Kysely<DB>, orderId: number, attempt: Attempt | null): Promise<CancellationRefund | null> {
  const row = await trx.selectFrom('orders').select(['refund_due', 'order_method', 'total_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (row.refund_due !== 1) return null;
  const amount = await amountOf(trx, orderId);
  if (isOnlineMethod(row.order_method)) return { kind: 'due_online', amount, provider: PROVIDER_NAMES[attempt?.provider ?? ''] ?? '' };
  return { kind: row.order_method === PAYMENT_BANK_TRANSFER ? 'due_transfer' : 'due_cash', amount };
}

/**
 * Cancels an order and settles its money (the flow above): an unpaid order owes nothing; a paid
 * one is refunded through its provider when paid online, else refund due until the operator has
 * paid it back (cash collected on delivery, a verified bank transfer).
 */
export function cancelOrder(deps: CancelDeps, request: CancelRequest, now = new Date()): Promise<CancelOutcome> {
  return runFlow(CANCEL_ORDER, { deps, request, now, paid: null, attempt: null, refund: 'none' });
}
