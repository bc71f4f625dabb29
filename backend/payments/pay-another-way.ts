import type { FastifyInstance } from 'fastify';
import { ONLINE_METHODS } from '../../core/payments/payment-methods';
import { flow, runFlow, stop } from '../../core/shared/flow';
import type { ApiContext } from '../api/api-context';
import type { CartOwner } from '../cart/cart-owner';
import { confirmationFor } from '../orders/guest-confirmation';
import { orderMailing } from '../orders/order-mailing';
import { placedOrder } from '../orders/order-view';
import { enabledPaymentMethods } from './accepted-methods';
import { openPayment } from './payment-opening';
import { switchPaymentMethod, unpaidOnlineOrder } from './payment-method-switch';
import { configuredOnlineMethods } from './payment-providers';

type Outcome =
  | { ok: true; data: unknown; said: string }
  | { ok: false; code: string; message?: string };

interface Input {
  orderId: number;
  owner: CartOwner;
  method: number;
  language: string;
}

interface Paying {
  app: FastifyInstance;
  ctx: ApiContext;
  input: Input;
  /** The order's method before this request. */
  method?: number;
}

/**
 * order/transaction with `order_method` for an unpaid online order, as steps:
 * 1. the order is the caller's, unpaid and online, and the method one the shop takes now (enabled,
 *    and configured for online ones); else the refusal ends the flow;
 * 2. the same or another online method: a new payment is opened with its provider (a cancelled or
 *    failed one is tried again), then the order's method changes to it if it was another. An order
 *    that became final in between keeps the opened attempt, which nobody can pay once the order is
 *    final and which the job queue expires with the payment window: no compensation to run;
 * 3. cash on delivery (2) or bank transfer (7): the order switches to it in one transaction with its
 *    mail (a guest to an address the shop does not know waits for the mailed link, as if placed so:
 *    an unpaid online order never made its address known).
 */
const PAY_ANOTHER_WAY = flow<Paying, Outcome>('order/transaction: pay another way', [
  {
    name: 'check the order and the method',
    run: async (s) => {
      const order = await unpaidOnlineOrder(s.ctx.db, s.input.orderId, s.input.owner);
      if (!order.ok) return stop(order);
      if (!(await enabledPaymentMethods(s.ctx.db, configuredOnlineMethods(s.ctx.payments.providers))).has(s.input.method)) return stop({ ok: false, code: 'payment_method_unavailable' });
      s.method = order.method;
    },
  },
  {
    name: 'open the online payment',
    run: async (s) => {
      if (!ONLINE_METHODS.has(s.input.method)) return;
      const opened = await openPayment(s.ctx, s.app.log, { orderId: s.input.orderId, method: s.input.method, language: s.input.language });
      if (!opened.ok) return stop({ ok: false, code: 'provider_unreachable', message: opened.message });
      if (opened.payment === null) return stop({ ok: false, code: 'order_final' });
      if (s.input.method !== s.method && !(await switchPaymentMethod(s.ctx.db, s.ctx.shop.dialect, s.input.orderId, s.input.method))) return stop({ ok: false, code: 'order_final' });
      return stop({ ok: true, data: { order_id: s.input.orderId, payment: opened.payment }, said: 'payment_opened' });
    },
  },
  {
    name: 'switch to cash on delivery or bank transfer with its mail',
    run: async (s) => {
      const { ctx, input } = s;
      const placed = await ctx.db.selectFrom('orders').select('email').where('id', '=', input.orderId).executeTakeFirst();
      const confirmation = await confirmationFor(ctx.db, input.owner, input.method, placed?.email ?? '', new Date());
      const mailing = orderMailing(s.app, ctx);
      const language = await mailing.language(input.language);
      const switched = await switchPaymentMethod(ctx.db, ctx.shop.dialect, input.orderId, input.method, new Date(), {
        confirmation,
        inTransaction: (trx) => confirmation ? mailing.confirmRequest(trx, input.orderId, confirmation.token, language) : mailing.order(trx, input.orderId, language),
      });
      if (switched) return;
      const now = await unpaidOnlineOrder(ctx.db, input.orderId, input.owner);
      return stop(now.ok ? { ok: false, code: 'order_final' } : now);
    },
  },
], async (s) => ({ ok: true, data: await placedOrder(s.ctx.db, s.input.orderId), said: 'payment_method_changed' }));

/** Pays an unpaid online order another way (the route reads the request and says the outcome). */
export function payAnotherWay(app: FastifyInstance, ctx: ApiContext, input: Input): Promise<Outcome> {
  return runFlow(PAY_ANOTHER_WAY, { app, ctx, input }, {
    compensationFailed: (name, step, error) => app.log.error({ err: error }, `${name}: undoing "${step}" failed`),
  });
}
