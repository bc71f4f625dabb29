import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OrderDeskAction } from '../../core/admin/order-desk';
import { OrderDeskActionForm, OrderDeskCancelForm } from '../../core/admin/order-desk-forms';
import { CAPABILITY } from '../../core/admin/roles';
import { ORDER_STATUS } from '../../core/orders/order-status';
import { PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import type { DB } from '../db/schema';
import { businessError, failure, ok } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { ORDER_STATUS_NAMES } from '../mail/templates/order-change-mails';
import { cancelOrder } from '../payments/cancel-order';
import { cancelWhatHasNotLeft, settlePartRefunds } from '../payments/cancel-part';
import { type AlsoInTransaction, changeOrder } from '../orders/order-changes';
import { sendOrderChangeMail } from '../orders/order-notices';
import { refundOrder } from '../payments/refund-order';
import { verifyBankTransfer } from '../payments/bank-transfers';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { deskOrderId, loadOrderDeskDetail } from './order-desk-detail';
import { readOrderDeskQuery } from '../../core/admin/order-desk-query';
import { listDeskOrders } from './order-desk-list';
import { ORDER_DESK_MESSAGES } from './order-desk-messages';

const PROVIDER_NAMES: Readonly<Record<string, string>> = { razorpay: 'Razorpay', stripe: 'Stripe', paypal: 'PayPal', paystack: 'Paystack', flutterwave: 'Flutterwave' };

/** An order's state as the audit log keeps it before and after an action. */
async function auditState(db: Kysely<DB>, orderId: number) {
  const row = await db.selectFrom('orders').select(['status', 'cancelled', 'refunded', 'payment_done', 'refund_due', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { status: row.status, cancelled: row.cancelled, refunded: row.refunded, paid: row.payment_done, refund_due: row.refund_due, version: Number(row.version) };
}

/** The URL path segment of each action. */
/** How the audit log names each action. */
const AUDIT_NAMES: Readonly<Record<OrderDeskAction, string>> = {
  confirm: 'confirm', advance: 'advance', cancel: 'cancel', refund: 'refund', verifyTransfer: 'verify_transfer', cashReceived: 'cash_received', partRefunded: 'part_refunded',
};
const ACTION_PATHS: Readonly<Record<OrderDeskAction, string>> = { confirm: 'confirm', advance: 'advance', cancel: 'cancel', refund: 'refund', verifyTransfer: 'verify-transfer', cashReceived: 'cash-received', partRefunded: 'part-refunded' };

/**
 * api/v1/admin/orders (issue 31, the order desk): the order list (paged, sorted, filtered and
 * searched on the server), one order in full (backend/admin/order-desk-detail.ts, the command
 * line's query too), and the desk's actions by the order rules (core/orders/order-status.ts):
 * confirm, advance one status, cancel with a reason (stock back), refund (through the provider when
 * paid online, else recorded as paid back), verify a bank transfer. Each action carries the
 * order's version: a change since is refused, nothing written. Each writes its audit entry in its
 * transaction and names the member in the order's history. Staff and operators alike (`orders`).
 */
export async function orderDeskRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const dialect = ctx.shop.dialect;
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(ORDER_DESK_MESSAGES, key, language, vars);

  app.get('/admin/orders', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.orders);
    if (!m) return reply;
    const language = await ctx.language(request);
    return ok(await listDeskOrders(db, readOrderDeskQuery(request.query), language));
  });

  app.get('/admin/orders/:code', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.orders);
    if (!m) return reply;
    const language = await ctx.language(request);
    const detail = await loadOrderDeskDetail(db, (request.params as { code?: string }).code, language);
    if (!detail) return reply.code(404).send(failure(404, say(language, 'order_not_found')));
    return ok(detail);
  });

  for (const action of Object.keys(ACTION_PATHS) as OrderDeskAction[]) {
    app.post(`/admin/orders/:code/${ACTION_PATHS[action]}`, async (request, reply) => act(action, request, reply));
  }

  async function act(action: OrderDeskAction, request: FastifyRequest, reply: FastifyReply) {
    const m = await member(request, reply, CAPABILITY.orders);
    if (!m) return reply;
    const language = await ctx.language(request);
    const { form, errors } = action === 'cancel' ? readForm(OrderDeskCancelForm, request.body) : readForm(OrderDeskActionForm, request.body);
    if (errors.version) return businessError([say(language, 'version_missing')]);
    if (errors.reason) return businessError([say(language, errors.reason === 'required' ? 'reason_required' : 'reason_too_long')]);
    const orderId = await deskOrderId(db, (request.params as { code?: string }).code);
    if (orderId === null) return reply.code(404).send(failure(404, say(language, 'order_not_found')));
    const order = await db.selectFrom('orders').select(['id', 'tracking_code', 'status', 'payment_done', 'refunded', 'version']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const version = Number(form.version);
    if (Number(order.version) !== version) return businessError([say(language, 'stale')]);
    const code = order.tracking_code;
    if (action === 'confirm' && order.status !== ORDER_STATUS.pending) return businessError([say(language, 'already_confirmed')]);
    const before = await auditState(db, orderId);
    const reason = form.reason || null;
    const done = await perform(action, { m, orderId, order, version, reason, audit: auditOf(m, action, code, before, request.ip) });
    if (!done.ok) return businessError([say(language, done.code, { provider: PROVIDER_NAMES[done.provider ?? ''] ?? done.provider ?? '' })]);
    const detail = await loadOrderDeskDetail(db, code, language);
    const status = translate(ORDER_STATUS_NAMES, String(detail?.status ?? order.status), language);
    return ok(detail, say(language, done.message, { code, status, provider: PROVIDER_NAMES[done.provider ?? ''] ?? done.provider ?? '' }));
  }

  /** The audit entry of an action, written in the action's transaction with the order as it left it. */
  function auditOf(m: BackOfficeMember, action: OrderDeskAction, code: string, before: unknown, ip: string): AlsoInTransaction<never> {
    return async (trx, order) => {
      await recordAudit(trx, { actor: m, action: `order.${AUDIT_NAMES[action]}`, subject: 'order', subjectId: code, before, after: await auditState(trx, order.id), ip });
      return null;
    };
  }

  type Performed = { ok: true; message: string; provider?: string } | { ok: false; code: string; provider?: string };

  async function perform(
    action: OrderDeskAction,
    a: { m: BackOfficeMember; orderId: number; order: { payment_done: number; refunded: number }; version: number; reason: string | null; audit: AlsoInTransaction<never> },
  ): Promise<Performed> {
    const who = { version: a.version, actorEmail: a.m.email };
    const mailed = (kind: 'status' | 'paid'): AlsoInTransaction<never> => async (trx, order) => {
      await a.audit(trx, order);
      await sendOrderChangeMail(trx, ctx.mail.in(trx), ctx.accounts.publicUrl, order.id, kind);
      return null;
    };
    switch (action) {
      case 'confirm':
      case 'advance': {
        const outcome = await changeOrder(db, dialect, { orderId: a.orderId, change: { kind: 'advance' }, actor: 'operator', note: a.reason, ...who }, undefined, mailed('status'));
        return outcome.ok ? { ok: true, message: action === 'confirm' ? 'done_confirm' : 'done_advance' } : { ok: false, code: outcome.code };
      }
      case 'verifyTransfer': {
        const outcome = await verifyBankTransfer(db, dialect, a.orderId, undefined, mailed('paid'), who);
        return outcome.ok ? { ok: true, message: 'done_verify' } : { ok: false, code: outcome.code };
      }
      case 'cashReceived': {
        // Only an unpaid cash-on-delivery order: what the desk offers is what it accepts.
        const row = await db.selectFrom('orders').select('order_method').where('id', '=', a.orderId).executeTakeFirstOrThrow();
        if (row.order_method !== PAYMENT_CASH_ON_DELIVERY) return { ok: false, code: 'not_cash_on_delivery' };
        const outcome = await changeOrder(db, dialect, { orderId: a.orderId, change: { kind: 'pay' }, actor: 'operator', note: 'cash received', ...who }, undefined, mailed('paid'));
        return outcome.ok ? { ok: true, message: 'done_cash' } : { ok: false, code: outcome.code };
      }
      case 'partRefunded': {
        const outcome = await settlePartRefunds(db, dialect, { orderId: a.orderId, version: a.version, by: a.m.email, note: a.reason }, undefined, a.audit);
        return outcome.ok ? { ok: true, message: 'done_part_refunded' } : { ok: false, code: outcome.code };
      }
      case 'cancel': {
        const deps = { db, dialect, mail: ctx.mail, mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl, payments: ctx.payments.providers, log: (error: unknown, message: string) => app.log.error({ err: error }, message) };
        // A parcel has left: only what has not is cancelled (issue 33, decision 0036).
        const rest = await cancelWhatHasNotLeft(deps, { orderId: a.orderId, reason: a.reason, version: a.version }, undefined, a.audit);
        if (!rest.ok) return { ok: false, code: rest.code };
        if (rest.applies) return { ok: true, message: rest.refund === 'refunded' ? 'done_cancel_rest_refunded' : rest.refund === 'due' ? 'done_cancel_rest_due' : 'done_cancel_rest' };
        const outcome = await cancelOrder(deps, { orderId: a.orderId, by: 'operator', reason: a.reason, ...who, also: a.audit });
        if (!outcome.ok) return { ok: false, code: outcome.code };
        return { ok: true, message: outcome.refund === 'refunded' ? 'done_cancel_refunded' : outcome.refund === 'due' ? 'done_cancel_due' : 'done_cancel' };
      }
      case 'refund': {
        const outcome = await refundOrder(
          { db, dialect, mail: ctx.mail, publicUrl: ctx.accounts.publicUrl, payments: ctx.payments.providers },
          { order: { id: a.orderId, payment_done: a.order.payment_done, refunded: a.order.refunded }, note: a.reason, ...who, also: a.audit },
        );
        if (!outcome.ok) return { ok: false, code: outcome.code, provider: 'provider' in outcome ? outcome.provider : undefined };
        return outcome.online ? { ok: true, message: 'done_refund_online', provider: outcome.online.provider } : { ok: true, message: 'done_refund_recorded' };
      }
    }
  }
}
