import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { readCartOwner } from '../cart/cart-owner';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { cancelOrder } from './cancel-order';
import { ORDER_CHANGE_MESSAGES } from '../orders/order-change-messages';
import { ownsOrder } from '../cart/cart-owner';

/** Longest cancellation reason kept. */
const REASON_MAX = 1000;

/** A cancellation as `cancellation/find` answers it. */
export interface CancellationView {
  id: number;
  order_id: number;
  reason: string | null;
  created_at: string;
}

/**
 * cancellation/cancel-order and cancellation/find (T): a shopper (signed in, or the guest who
 * placed it) cancels their own pending order, and reads its cancellation. Anyone else's order, or
 * one that does not exist, is the same "Order not found." so nothing about it leaks.
 */
export async function cancellationRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;

  app.post('/cancellation/cancel-order', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = (key: string) => translate(ORDER_CHANGE_MESSAGES, key, lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const orderId = readRowId(body.order_id);
    const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim().slice(0, REASON_MAX) : null;
    const notFound = () => reply.code(404).send(failure(404, say('order_not_found')));
    if (orderId === null || owner.owner === null) return notFound();
    // A paid order's money is refunded through its provider or recorded as a refund due; the
    // shopper's mail says which (backend/payments/cancel-order.ts).
    const outcome = await cancelOrder(
      { db, dialect: ctx.shop.dialect, mail: ctx.mail, mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl, payments: ctx.payments.providers, log: (error, message) => request.log.error({ err: error }, message) },
      { orderId, by: 'shopper', owner: owner.owner, reason },
    );
    if (!outcome.ok) return outcome.code === 'order_not_found' ? notFound() : businessError([say(outcome.code)]);
    const message = outcome.refund === 'refunded' ? 'order_cancelled_refunded' : outcome.refund === 'due' ? 'order_cancelled_refund_due' : 'order_cancelled';
    return ok({ order_id: orderId, cancelled: 1, refunded: outcome.refund === 'refunded' ? 1 : 0, refund_due: outcome.refund === 'due' ? 1 : 0 }, say(message));
  });

  app.post('/cancellation/find', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = (key: string) => translate(ORDER_CHANGE_MESSAGES, key, lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const orderId = readRowId(bodyOf(request).order_id);
    const order = orderId === null ? null : await db.selectFrom('orders').select(['user_id', 'guest_user_id']).where('id', '=', orderId).executeTakeFirst();
    if (orderId === null || !order || !ownsOrder(order, owner.owner)) return reply.code(404).send(failure(404, say('order_not_found')));
    const cancellation = await db.selectFrom('cancellations').select(['id', 'order_id', 'reason', 'created_at']).where('order_id', '=', orderId).executeTakeFirst();
    return ok<CancellationView | null>(cancellation ?? null, say('success'));
  });
}
