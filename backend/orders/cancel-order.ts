import type { Kysely } from 'kysely';
import { centsToAmount } from '../db/money';
import { DEFAULT_PRICE_FORMAT, formatPrice } from '../../core/shared/money';
import { isOnlineMethod, PAYMENT_BANK_TRANSFER } from '../../core/payments/payment-methods';
import type { OrderActor } from '../../core/orders/order-status';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Mailer, MailSink } from '../mail/mailer';
import type { CancellationRefund } from '../mail/templates/order-change-mails';
import { paidAttempt, refundAttempt } from '../payments/online-payments';
import type { PaymentProviders } from '../payments/payment-providers';
import { changeOrder, type OrderChangeOutcome } from './order-changes';
import { sendOrderChangeMail } from './order-notices';

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
  /** A shopper's call: only this buyer's order (anyone else's is "not found"). */
  owner?: CartOwner | null;
  reason: string | null;
}

/** What became of the money: none was paid, refunded through the provider, or owed back (refund due). */
export type CancelRefund = 'none' | 'refunded' | 'due';

export type CancelOutcome = { ok: true; refund: CancelRefund } | Extract<OrderChangeOutcome, { ok: false }>;

const PROVIDER_NAMES: Readonly<Record<string, string>> = { razorpay: 'Razorpay', stripe: 'Stripe', paypal: 'PayPal', paystack: 'Paystack', flutterwave: 'Flutterwave' };

async function amountOf(db: Kysely<DB>, orderId: number): Promise<string> {
  const [order, format] = await Promise.all([
    db.selectFrom('orders').select('total_amount').where('id', '=', orderId).executeTakeFirstOrThrow(),
    db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst(),
  ]);
  return formatPrice(centsToAmount(Number(order.total_amount)), format ?? DEFAULT_PRICE_FORMAT);
}

/**
 * Cancels an order by the one rule (core/orders/order-status.ts) and settles its money: an unpaid
 * order owes nothing; a paid one is refund due from the cancellation's own transaction. An order
 * paid online is then refunded through its provider (backend/payments/online-payments.ts
 * `refundAttempt`, one claim per payment) and marked refunded; if the provider is not configured
 * or fails, it stays refund due for the order desk to retry (`refund <code>`). Cash collected on
 * delivery and a verified bank transfer stay refund due until the operator has paid it back. The
 * shopper's mail says which: enqueued with the cancellation when that settles it, else with the
 * refund, else (the provider failed) on its own.
 */
export async function cancelOrder(deps: CancelDeps, request: CancelRequest, now = new Date()): Promise<CancelOutcome> {
  const { db, dialect } = deps;
  const order = await db.selectFrom('orders').select(['order_method', 'payment_done']).where('id', '=', request.orderId).executeTakeFirst();
  // An order paid online with a recorded payment is refunded through the provider after the cancellation.
  const attempt = order?.payment_done === 1 && isOnlineMethod(order.order_method) ? await paidAttempt(db, request.orderId) : null;
  const online = attempt !== null && attempt.refund_id === null && attempt.payment_id !== null;
  const offlineRefund = async (trx: Kysely<DB>): Promise<CancellationRefund | null> => {
    const row = await trx.selectFrom('orders').select(['refund_due', 'order_method', 'total_amount']).where('id', '=', request.orderId).executeTakeFirstOrThrow();
    if (row.refund_due !== 1) return null;
    const amount = await amountOf(trx, request.orderId);
    if (isOnlineMethod(row.order_method)) return { kind: 'due_online', amount, provider: PROVIDER_NAMES[attempt?.provider ?? ''] ?? '' };
    return { kind: row.order_method === PAYMENT_BANK_TRANSFER ? 'due_transfer' : 'due_cash', amount };
  };
  // Set inside the transaction: whether the cancellation left money owed.
  const settled: { refund: CancelRefund } = { refund: 'none' };
  const cancelled = await changeOrder<never>(db, dialect, { orderId: request.orderId, change: { kind: 'cancel', by: request.by }, actor: request.by, owner: request.owner, note: request.reason }, now, async (trx) => {
    const due = await offlineRefund(trx);
    settled.refund = due ? 'due' : 'none';
    // Online money: the mail waits for the provider's answer.
    if (!(online && due)) await sendOrderChangeMail(trx, deps.mail.in(trx), deps.publicUrl, request.orderId, 'cancelled', due);
    return null;
  });
  if (!cancelled.ok) return cancelled;
  if (settled.refund === 'none' || !online || attempt === null) return { ok: true, refund: settled.refund };
  const providerName = PROVIDER_NAMES[attempt.provider] ?? attempt.provider;
  const provider = deps.payments?.get(attempt.provider);
  try {
    if (!provider) throw new Error(`${attempt.provider} is not configured`);
    const { refundId } = await refundAttempt(db, provider, attempt.id, now);
    const amount = await amountOf(db, request.orderId);
    const refunded = await changeOrder<never>(db, dialect, { orderId: request.orderId, change: { kind: 'refund' }, actor: 'system', note: `${attempt.provider} ${refundId}` }, now, async (trx) => {
      await sendOrderChangeMail(trx, deps.mail.in(trx), deps.publicUrl, request.orderId, 'cancelled', { kind: 'refunded', amount, provider: providerName });
      return null;
    });
    // Refunded meanwhile by the desk (which mailed it): the money is back either way.
    return { ok: true, refund: refunded.ok || refunded.code === 'order_final' ? 'refunded' : 'due' };
  } catch (error) {
    deps.log?.(error, `refunding cancelled order ${request.orderId} through ${attempt.provider} failed; it stays refund due for the order desk`);
  }
  await sendOrderChangeMail(db, deps.mailer, deps.publicUrl, request.orderId, 'cancelled', { kind: 'due_online', amount: await amountOf(db, request.orderId), provider: providerName });
  return { ok: true, refund: 'due' };
}
