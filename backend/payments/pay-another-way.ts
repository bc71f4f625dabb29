import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/api-context';
import type { CartOwner } from '../cart/cart-owner';
import { confirmationFor } from '../orders/guest-confirmation';
import { orderMailing } from '../orders/order-mailing';
import { placedOrder } from '../orders/order-view';
import { enabledPaymentMethods } from './accepted-methods';
import { ONLINE_METHODS } from '../../core/payments/payment-methods';
import { openPayment } from './payment-opening';
import { switchPaymentMethod, unpaidOnlineOrder } from './payment-method-switch';
import { configuredOnlineMethods } from './payment-providers';

type Outcome =
  | { ok: true; data: unknown; said: string }
  | { ok: false; code: string; message?: string };

/**
 * order/transaction with `order_method` for an unpaid online order: the same or another online
 * method opens a new payment (a cancelled or failed one is tried again); cash on delivery (2) or
 * bank transfer (7) switches the order to it and mails its confirmation. Only methods the shop
 * takes now (enabled, and configured for online ones).
 */
export async function payAnotherWay(app: FastifyInstance, ctx: ApiContext, input: { orderId: number; owner: CartOwner; method: number; language: string }): Promise<Outcome> {
  const order = await unpaidOnlineOrder(ctx.db, input.orderId, input.owner);
  if (!order.ok) return order;
  if (!(await enabledPaymentMethods(ctx.db, configuredOnlineMethods(ctx.payments.providers))).has(input.method)) return { ok: false, code: 'payment_method_unavailable' };
  if (ONLINE_METHODS.has(input.method)) {
    const opened = await openPayment(ctx, app.log, { orderId: input.orderId, method: input.method, language: input.language });
    if (!opened.ok) return { ok: false, code: 'provider_unreachable', message: opened.message };
    if (opened.payment === null) return { ok: false, code: 'order_final' };
    if (input.method !== order.method && !(await switchPaymentMethod(ctx.db, ctx.shop.dialect, input.orderId, input.method))) return { ok: false, code: 'order_final' };
    return { ok: true, data: { order_id: input.orderId, payment: opened.payment }, said: 'payment_opened' };
  }
  // Cash on delivery and bank transfer by a guest to an address the shop does not know wait for
  // the mailed link, as if placed so (an unpaid online order never made its address known).
  const placed = await ctx.db.selectFrom('orders').select('email').where('id', '=', input.orderId).executeTakeFirst();
  const confirmation = await confirmationFor(ctx.db, input.owner, input.method, placed?.email ?? '', new Date());
  const mailing = orderMailing(app, ctx);
  const language = await mailing.language(input.language);
  const switched = await switchPaymentMethod(ctx.db, ctx.shop.dialect, input.orderId, input.method, new Date(), {
    confirmation,
    inTransaction: (trx) => confirmation ? mailing.confirmRequest(trx, input.orderId, confirmation.token, language) : mailing.order(trx, input.orderId, language),
  });
  if (!switched) {
    const now = await unpaidOnlineOrder(ctx.db, input.orderId, input.owner);
    return now.ok ? { ok: false, code: 'order_final' } : now;
  }
  return { ok: true, data: await placedOrder(ctx.db, input.orderId), said: 'payment_method_changed' };
}

