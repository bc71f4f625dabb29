import type { Kysely } from 'kysely';
import { DEFAULT_PRICE_FORMAT, formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import { isOrderStatus, type OrderChange, type OrderChangeRefusal, type OrderState } from '../../core/orders/order-status';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { ORDER_STATUS_NAMES, type OrderChangeMailKind } from '../mail/templates/order-change-mails';
import { translate } from '../i18n/server-messages';
import { type AlsoInTransaction, changeOrder } from '../orders/order-changes';
import { sendOrderChangeMail } from '../orders/order-notices';
import { cancelOrder } from '../payments/cancel-order';
import { cancelWhatHasNotLeft, settlePartRefunds } from '../payments/cancel-part';
import { refundOrder } from '../payments/refund-order';
import { verifyBankTransfer } from '../payments/bank-transfers';
import type { PaymentProviders } from '../payments/payment-providers';
import type { OrderDeskEvent } from '../../core/admin/order-desk';
import { loadOrderDeskDetail, paymentMethodName } from './order-desk-detail';
import { PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';

/** What a desk command prints and its exit code: 0 done, 1 refused (unknown order, a change the rules forbid), 2 misuse. */
export interface DeskResult {
  code: 0 | 1 | 2;
  lines: string[];
}

export interface Desk {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The change's mail is enqueued in its transaction (the CLI's MailQueue). */
  mail: MailSink;
  publicUrl: string;
  /** The configured online payment providers (a refund of an order paid online goes through its provider). */
  payments?: PaymentProviders;
}

export const ORDER_DESK_USAGE = [
  'npm run admin -- orders [--status 1-5] [--paid | --unpaid] [--cancelled] [--refund-due]   list the newest 50 orders (--refund-due: cancelled paid orders whose money is owed back)',
  'npm run admin -- order <code>                                             show one order and its history',
  'npm run admin -- advance <code>                                           move it one status forward',
  'npm run admin -- cancel <code> [reason...]                                cancel it (stock and voucher return; a paid order is refunded online or left refund due); once a parcel has left, only the parcels that have not',
  'npm run admin -- refund <code>                                            refund a paid order (through its provider when paid online; for a refund due paid back in cash or by transfer, after paying it)',
  'npm run admin -- orders refund <code>                                     the same',
  'npm run admin -- verify-transfer <code>                                   verify its reported bank transfer (marks it paid)',
  'npm run admin -- cash-received <code>                                     record a cash-on-delivery order\'s cash as received (marks it paid)',
  'npm run admin -- part-refunded <code> [note...]                           record the money owed back for parts its sellers cancelled as paid back',
];

const REFUSALS: Readonly<Record<OrderChangeRefusal | 'order_not_found' | 'no_transfer' | 'stale' | 'not_cash_on_delivery', string>> = {
  order_not_found: 'no order has this tracking code',
  not_cash_on_delivery: 'only a cash-on-delivery order is paid by recording its cash',
  order_final: 'the order is cancelled or refunded and cannot change',
  already_delivered: 'the order is already delivered',
  not_pending: 'only a pending order can be cancelled by its shopper',
  already_paid: 'the order is already paid',
  not_paid: 'only a paid order can be refunded',
  no_transfer: 'no unverified bank transfer was reported for it',
  stale: 'it changed meanwhile; show it again and decide on what it is now',
};

const status = (value: number) => translate(ORDER_STATUS_NAMES, String(value), 'en');

async function orderByCode(db: Kysely<DB>, input: string | undefined) {
  const code = normalizeTrackingCode(input);
  if (code === null) return null;
  // An order still waiting for its address to confirm it is not an order yet (core/orders/guest-confirmation.ts).
  return (await db.selectFrom('orders').selectAll().where('tracking_code', '=', code).where('awaiting_confirmation', '=', 0).executeTakeFirst()) ?? null;
}

async function priceFormat(db: Kysely<DB>) {
  return (await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst())
    ?? DEFAULT_PRICE_FORMAT;
}

/** The ship-to line of an order: who, then every address line that has something (line 2 is often the flat). */
export function shipTo(order: { name: string; email: string; phone: string | null; address_1: string; address_2: string | null; city: string; zip: string; state: string; country: string }): string {
  const parts = [order.address_1, order.address_2, `${order.city} ${order.zip}`, `${order.state} ${order.country}`, order.phone ? `phone ${order.phone}` : null];
  return [`${order.name} <${order.email}>`, ...parts.map((part) => part?.trim()).filter(Boolean)].join(', ');
}

/** An order's money and end in one column: cancelled orders say whether money is owed back or was refunded. */
function deskState(row: { cancelled: number; refunded: number; refund_due: number; payment_done: number }): string {
  if (row.refund_due) return 'cancelled, REFUND DUE';
  if (row.cancelled) return row.refunded ? 'cancelled, refunded' : 'cancelled, not paid';
  return (row.refunded ? 'refunded' : row.payment_done ? 'paid' : 'unpaid').padEnd(21);
}

/** `orders`: the newest 50 orders matching the filters, one line each. */
export async function listOrdersCommand(desk: Desk, args: readonly string[]): Promise<DeskResult> {
  let query = desk.db.selectFrom('orders').select(['tracking_code', 'created_at', 'status', 'payment_done', 'cancelled', 'refunded', 'refund_due', 'order_method', 'total_amount', 'email'])
    .where('awaiting_confirmation', '=', 0);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--status') {
      const value = Number(args[++i]);
      if (!isOrderStatus(value)) return { code: 2, lines: ['--status takes 1 (pending) to 5 (delivered).'] };
      query = query.where('status', '=', value);
    } else if (arg === '--paid') query = query.where('payment_done', '=', 1);
    else if (arg === '--unpaid') query = query.where('payment_done', '=', 0);
    else if (arg === '--cancelled') query = query.where('cancelled', '=', 1);
    else if (arg === '--refund-due') query = query.where('refund_due', '=', 1);
    else return { code: 2, lines: [`Unknown option ${arg}.`, ...ORDER_DESK_USAGE] };
  }
  const [rows, format] = await Promise.all([query.orderBy('id', 'desc').limit(50).execute(), priceFormat(desk.db)]);
  if (rows.length === 0) return { code: 0, lines: ['No orders match.'] };
  return {
    code: 0,
    lines: rows.map((row) => [
      row.tracking_code, row.created_at.slice(0, 16).replace('T', ' '), status(row.status).padEnd(10),
      deskState(row),
      paymentMethodName(row.order_method, 'en'), formatPrice(centsToAmount(Number(row.total_amount)), format), row.email,
    ].join('  ')),
  };
}

/** `order <code>`: one order as the console's desk shows it (backend/admin/order-desk-detail.ts): lines, ship-to, each store's shipment, payment attempts, transfers, history. */
export async function showOrderCommand(desk: Desk, code: string | undefined): Promise<DeskResult> {
  const order = await loadOrderDeskDetail(desk.db, code, 'en');
  if (!order) return { code: 1, lines: [`Cannot show ${code ?? '(no code)'}: ${REFUSALS.order_not_found}.`] };
  const money = (cents: number) => formatPrice(centsToAmount(cents), order.format);
  const { totals, shipTo: to } = order;
  const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');
  const who = (event: OrderDeskEvent) => (event.by ? event.by : event.actor);
  return {
    code: 0,
    lines: [
      `Order ${order.code} (id ${order.id}), placed ${order.placedAt}`,
      `Status: ${status(order.status)}${order.cancelled ? ', cancelled' : ''}${order.refunded ? ', refunded' : ''}; ${order.paid ? 'paid' : 'unpaid'}; payment method ${order.payment.methodName}`,
      ...(order.refundDue ? [`REFUND DUE: ${money(totals.totalCents)} is owed back to the shopper; once paid back, run: npm run admin -- refund ${order.code}`] : []),
      'Lines:',
      ...order.lines.map((line) => {
        const variant = line.variant.length ? ` (${line.variant.map((v) => `${v.attribute}: ${v.value}`).join(', ')})` : '';
        const store = line.storeName ? `  [${line.storeName}]` : '';
        const pickup = line.pickup ? `  pickup at ${line.pickup.name}` : '';
        return `  ${line.quantity} x ${line.name}${variant}${line.sku ? ` sku ${line.sku}` : ''}  ${money(line.unitCents)} = ${money(line.lineCents)}${store}${pickup}${line.cancelled ? '  CANCELLED' : ''}`;
      }),
      `Subtotal ${money(totals.subtotalCents)}, shipping ${money(totals.shippingCents)}, tax ${money(totals.taxCents)}`
        + `${totals.voucherCents ? `, voucher -${money(totals.voucherCents)}` : ''}${totals.bundleCents ? `, bundle offer -${money(totals.bundleCents)}` : ''}`,
      `Total: ${money(totals.totalCents)}`,
      `Ship to: ${shipTo({ name: to.name, email: to.email, phone: to.phone, address_1: to.address1, address_2: to.address2, city: to.city, zip: to.zip, state: to.state, country: to.country })}`,
      ...(order.deliveryInstruction ? [`Delivery instruction: ${order.deliveryInstruction}`] : []),
      // Each store's shipment, as its seller moved it (issue 33).
      ...(order.parcels.length ? ['Shipments:'] : []),
      ...order.parcels.flatMap((p) => [
        `  ${p.store.title}: ${p.cancelled ? 'cancelled' : status(p.status)}${p.tracking_number ? `, ${p.carrier ?? 'carrier'} ${p.tracking_number}${p.tracking_url ? ` ${p.tracking_url}` : ''}` : ''}`,
        // Each cancellation of its lines by the seller (decision 0036), with what came of its money.
        ...p.cancellations.map((part) => `    cancelled by ${part.by === 'shop' ? 'the shop' : 'its seller'}: ${part.items.map((item) => `${item.quantity} x ${item.title}`).join(', ')} (${part.reason}); ${formatPrice(part.amount, order.format)} ${PART_REFUND[part.refund]}`),
      ]),
      ...(order.actions.partRefunded ? [`PART REFUND DUE: money for the cancelled parts above is owed back to the shopper; once paid back, run: npm run admin -- part-refunded ${order.code} [note...]`] : []),
      ...order.transfers.map((transfer) => `Bank transfer: ${transfer.bankName}, ${transfer.accountHolder}, ${transfer.accountNumber}, ${transfer.branch}, transaction ${transfer.transactionId} (${transfer.verifiedAt ? `verified ${transfer.verifiedAt}` : 'not verified'})`),
      ...(order.attempts.length ? ['Payment attempts:'] : []),
      ...order.attempts.map((a) => `  ${at(a.openedAt)}  ${a.providerName} ${money(a.amountCents)} ${a.status}${a.extra ? ' (money the order did not wait for)' : ''}${a.paymentId ? ` payment ${a.paymentId}` : ''}${a.refundId ? ` refund ${a.refundId}` : ''}`),
      'History:',
      ...order.history.map((event) => `  ${event.at}  ${event.kind.padEnd(17)} ${status(event.status).padEnd(10)} by ${who(event)}${event.note ? ` (${event.note})` : ''}`),
    ],
  };
}

/** Why the shop's cancellation of what has not left was refused. */
const REST_REFUSALS = {
  stale: 'it changed meanwhile', all_left: 'every parcel has left, nothing is left to cancel',
  payment_pending: 'the shopper is paying it online right now', order_final: 'the order is cancelled or refunded and cannot change',
  reason_required: 'a parcel has left, so only the others are cancelled: give the reason the shopper and their sellers are told (npm run admin -- cancel <code> <reason...>)',
} as const;

/** What became of a cancelled part's money, as the desk prints it after the amount. */
const PART_REFUND = { none: 'taken off the unpaid order', due: 'OWED BACK to the shopper', refunded: 'refunded' } as const;

/** `part-refunded <code> [note...]`: the money owed back for the order's cancelled parts was paid back by the shop (backend/payments/cancel-part.ts). */
export async function partRefundedCommand(desk: Desk, code: string | undefined, note: string | null): Promise<DeskResult> {
  const order = await orderByCode(desk.db, code);
  if (!order) return { code: 1, lines: [`Cannot part-refunded ${code ?? '(no code)'}: ${REFUSALS.order_not_found}.`] };
  const outcome = await settlePartRefunds(desk.db, desk.dialect, { orderId: order.id, by: 'the command line', note });
  if (!outcome.ok) return { code: 1, lines: [`Cannot part-refunded ${order.tracking_code}: nothing is owed back for its cancelled parts; nothing changed.`] };
  return { code: 0, lines: [`${order.tracking_code}: the money owed back for ${outcome.parts} cancelled part${outcome.parts === 1 ? '' : 's'} is recorded as paid back.`] };
}

const MAIL_OF: Readonly<Record<OrderChange['kind'], OrderChangeMailKind>> = { advance: 'status', cancel: 'cancelled', refund: 'refunded', pay: 'paid' };

/** `advance`, `cancel`, `refund`, `verify-transfer`, `cash-received`: one change by the operator, then the shopper's mail. */
export async function changeOrderCommand(desk: Desk, command: 'advance' | 'cancel' | 'refund' | 'verify-transfer' | 'cash-received', code: string | undefined, reason: string | null): Promise<DeskResult> {
  const order = await orderByCode(desk.db, code);
  if (!order) return { code: 1, lines: [`Cannot ${command} ${code ?? '(no code)'}: ${REFUSALS.order_not_found}.`] };
  if (command === 'cash-received' && order.order_method !== PAYMENT_CASH_ON_DELIVERY) return { code: 1, lines: [`Cannot ${command} ${order.tracking_code}: ${REFUSALS.not_cash_on_delivery}.`] };
  if (command === 'cancel') return cancelCommand(desk, order, reason);
  if (command === 'refund') return refundCommand(desk, order, reason);
  const change: OrderChange = command === 'advance' ? { kind: 'advance' } : { kind: 'pay' };
  // The shopper's mail is enqueued in the change's transaction: no change, no mail.
  let mailed = false;
  const mail: AlsoInTransaction<never> = async (trx) => {
    mailed = await sendOrderChangeMail(trx, desk.mail.in(trx), desk.publicUrl, order.id, MAIL_OF[change.kind]);
    return null;
  };
  const outcome = command === 'verify-transfer'
    ? await verifyBankTransfer(desk.db, desk.dialect, order.id, undefined, mail)
    : await changeOrder(desk.db, desk.dialect, { orderId: order.id, change, actor: 'operator', note: command === 'cash-received' ? 'cash received' : reason }, undefined, mail);
  if (!outcome.ok) return { code: 1, lines: [`Cannot ${command} ${order.tracking_code}: ${REFUSALS[outcome.code]}.`] };
  return { code: 0, lines: changed(order, outcome.state, mailed) };
}

/** What a change that landed prints: the order's state now, and whether the shopper is told. */
function changed(order: { tracking_code: string; email: string }, state: OrderState, mailed: boolean): string[] {
  const done = `${order.tracking_code} is now ${status(state.status)}${state.cancelled ? ', cancelled' : ''}${state.refunded ? ', refunded' : ''}${state.paid ? ', paid' : ''}${state.refundDue ? ', refund due' : ''}.`;
  return [done, mailed ? `The shopper will be e-mailed at ${order.email} (queued).` : 'The order has no e-mail address; nobody was told.'];
}

/**
 * `refund`: the refund flow (backend/payments/refund-order.ts): an order paid online is refunded
 * through its provider first (idempotent there: running the command again refunds nothing twice),
 * then marked refunded with the shopper's mail.
 */
async function refundCommand(desk: Desk, order: { id: number; tracking_code: string; email: string; payment_done: number; refunded: number }, reason: string | null): Promise<DeskResult> {
  const outcome = await refundOrder(desk, { order, note: reason });
  if (!outcome.ok) {
    if (outcome.code === 'provider_missing') return { code: 1, lines: [`Cannot refund ${order.tracking_code}: it was paid through ${outcome.provider}, whose keys are not set here; nothing changed.`] };
    if (outcome.code === 'provider_failed') {
      const why = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      return { code: 1, lines: [`Cannot refund ${order.tracking_code}: ${outcome.provider} refused or could not be reached (${why}); nothing changed.`] };
    }
    return { code: 1, lines: [`Cannot refund ${order.tracking_code}: ${REFUSALS[outcome.code]}.`] };
  }
  const online = outcome.online ? [`Refunded ${outcome.online.paymentId} through ${outcome.online.provider} (refund ${outcome.online.refundId}).`] : [];
  return { code: 0, lines: [...online, ...changed(order, outcome.state, outcome.mailed)] };
}

/** `cancel`: by the operator; a paid order is refunded through its provider, or left refund due (listed by `orders --refund-due`). */
async function cancelCommand(desk: Desk, order: { id: number; tracking_code: string; email: string }, reason: string | null): Promise<DeskResult> {
  const deps = { db: desk.db, dialect: desk.dialect, mail: desk.mail, mailer: desk.mail.in(desk.db), publicUrl: desk.publicUrl, payments: desk.payments, log: (error: unknown, message: string) => console.error(message, error) };
  // A parcel has left: only the parcels that have not are cancelled (issue 33, decision 0036).
  const rest = await cancelWhatHasNotLeft(deps, { orderId: order.id, reason });
  if (!rest.ok) return { code: 1, lines: [`Cannot cancel ${order.tracking_code}: ${REST_REFUSALS[rest.code]}; nothing changed.`] };
  if (rest.applies) {
    const money = { none: 'Nothing was paid for them.', refunded: 'Their money was refunded through its provider.', due: `Their money is owed back: PART REFUND DUE (once paid back: npm run admin -- part-refunded ${order.tracking_code}).` }[rest.refund];
    return { code: 0, lines: [`A parcel of ${order.tracking_code} has left: the ${rest.parcels} parcel${rest.parcels === 1 ? '' : 's'} that had not are cancelled; what has left goes on.`, money, 'The shopper will be e-mailed (queued).'] };
  }
  const outcome = await cancelOrder(deps, { orderId: order.id, by: 'operator', reason });
  if (!outcome.ok) return { code: 1, lines: [`Cannot cancel ${order.tracking_code}: ${REFUSALS[outcome.code]}.`] };
  const money = { none: 'Nothing was paid; nothing is owed.', refunded: 'Its payment was refunded through its provider.', due: `Its payment is owed back: REFUND DUE (once paid back: npm run admin -- refund ${order.tracking_code}).` }[outcome.refund];
  return { code: 0, lines: [`${order.tracking_code} is now cancelled.`, money, order.email ? `The shopper will be e-mailed at ${order.email} (queued).` : 'The order has no e-mail address; nobody was told.'] };
}
