import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readPage } from '../http/paging';
import { readCartOwner } from '../cart/cart-owner';
import { ORDER_MESSAGES } from './order-messages';
import { translate } from '../i18n/server-messages';
import { orderMailing } from './order-mailing';
import { renewConfirmation } from './unconfirmed-orders';
import { alreadyOver, overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { listOrders, loadOrderView, orderOwner } from './order-view';
import { type CartOwner, ownsOrder } from '../cart/cart-owner';
import { readRowId } from '../http/ids';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { writeTransaction } from '../db/write-transaction';


/**
 * order/send-order-email and order/by-user (placing one, order/action, is checkout's:
 * backend/checkout/order-action-routes.ts). Orders are read and mailed for their owner only (404
 * for anyone else); business refusals are status-201 messages in the caller's language. Re-sending
 * mail and guests' misses are limited (backend/auth/throttle.ts): 429 with Retry-After.
 */
export async function orderRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);
  const mail = orderMailing(app, ctx);
  const sayIn = (lang: string) => (key: string, vars?: Record<string, string | number>) => translate(ORDER_MESSAGES, key, lang, vars);

  /**
   * A guest's look-up of an order by id: refused once the client has missed too often (a guest never
   * misses their own order); a miss counts. Signed-in callers are limited by their session instead.
   */
  const guestLookUp = async (request: FastifyRequest, owner: CartOwner | null, found: boolean) => {
    if (owner !== null && 'userId' in owner) return null;
    const over = await alreadyOver(db, limits, 'guest_token', request.ip);
    if (over || found) return over;
    await overLimit(db, limits, 'guest_token', request.ip, null);
    return null;
  };

  app.post('/order/send-order-email', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const orderId = readRowId(bodyOf(request).order_id);
    const row = orderId === null ? null : await orderOwner(db, orderId);
    const mine = orderId !== null && row !== null && ownsOrder(row, owner.owner);
    const overLookUps = await guestLookUp(request, owner.owner, mine);
    if (overLookUps) return tooMany(reply, overLookUps, say('too_many'));
    // Another shopper's order answers as one that does not exist: nothing confirms it is there.
    if (!mine) return reply.code(404).send(failure(404, say('order_not_found')));
    // A few mails per order a day, a few dozen per client: never a mail cannon.
    const overMails = await overLimit(db, limits, 'order_mail', request.ip, `order:${orderId}`);
    if (overMails) return tooMany(reply, overMails, say('too_many_mails'));
    const language = await mail.language(lang);
    if (row.awaiting_confirmation === 1) {
      // An order still waiting is sent a new link (the old one stops working, in the mail's
      // transaction); a released one nothing.
      const renewed = await mail.tried(orderId, () => writeTransaction(db, ctx.shop.dialect, async (trx) => {
        const token = await renewConfirmation(trx, orderId);
        return token === null ? 'expired' : await mail.confirmRequest(trx, orderId, token, language);
      }));
      if (renewed === 'expired') return businessError([say('confirm_expired')]);
      return renewed ? ok(true, say('order_email_sent')) : businessError([say('order_email_failed')]);
    }
    return (await mail.tried(orderId, () => mail.order(db, orderId, language))) ? ok(true, say('order_email_sent')) : businessError([say('order_email_failed')]);
  });

  app.get('/order/by-user', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.order_id !== undefined) {
      const orderId = readRowId(query.order_id);
      const row = orderId === null ? null : await orderOwner(db, orderId);
      const mine = orderId !== null && row !== null && ownsOrder(row, owner.owner);
      const overLookUps = await guestLookUp(request, owner.owner, mine);
      if (overLookUps) return tooMany(reply, overLookUps, say('too_many'));
      // Another shopper's order answers as one that does not exist: nothing confirms it is there.
      if (!mine) return reply.code(404).send(failure(404, say('order_not_found')));
      return ok(await loadOrderView(db, orderId, lang), say('success'));
    }
    const flag = (name: string) => query[name] === '1' || query[name] === 'true';
    const method = readRowId(query.order_method);
    return ok(await listOrders(db, owner.owner, readPage(query.page), {
      cancelled: flag('cancelled'),
      paid: flag('paid'),
      unpaid: flag('unpaid'),
      ...(method !== null ? { orderMethod: method } : {}),
    }), say('success'));
  });
}
