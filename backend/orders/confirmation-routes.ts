import type { FastifyInstance } from 'fastify';
import type { ConfirmedOrder } from '../../core/orders/order-contract';
import { centsToAmount } from '../db/money';
import type { ApiContext } from '../api/api-context';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { ORDER_MESSAGES } from './order-messages';
import { businessError, ok } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { orderMailing } from './order-mailing';
import { orderLanguage } from './order-notices';
import { confirmOrder } from './unconfirmed-orders';

/** A link's token as mailed: 32 random bytes in base64url (43 characters); anything else names no order. */
function readToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value.trim()) ? value.trim() : null;
}

/**
 * order/confirm `{token}`: the link mailed to a guest's new address confirms its order once, from
 * any browser (no session needed: the token is the proof). The order then counts, and its order
 * confirmation is mailed. A used or unknown link, and a late one (its order released), is a
 * status-201 message in the caller's language; tries are limited per client.
 */
export async function confirmationRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);
  const mail = orderMailing(app, ctx);
  app.post('/order/confirm', async (request, reply) => {
    const lang = await ctx.language(request);
    const say = (key: string) => translate(ORDER_MESSAGES, key, lang);
    const refused = await overLimit(db, limits, 'order_confirm', request.ip, null);
    if (refused) return tooMany(reply, refused, say('too_many'));
    const token = readToken(bodyOf(request).token);
    // The order confirmation is enqueued in the confirmation's transaction, in the order's language.
    const result = token === null ? { ok: false as const, code: 'confirm_invalid' as const } : await confirmOrder(db, ctx.shop.dialect, token, undefined, async (trx, orderId) => {
      const placed = await trx.selectFrom('orders').select(['language', 'user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      const { language, defaultLanguage } = await orderLanguage(trx, placed);
      await mail.order(trx, orderId, { code: language, defaultLanguage });
    });
    if (!result.ok) return businessError([say(result.code)]);
    const order = await db.selectFrom('orders').select(['id', 'tracking_code', 'currency', 'total_amount', 'order_method'])
      .where('id', '=', result.orderId).executeTakeFirstOrThrow();
    const confirmed: ConfirmedOrder = { id: order.id, order: order.tracking_code, currency: order.currency, amount: centsToAmount(Number(order.total_amount)), order_method: order.order_method };
    return ok(confirmed, say('order_confirmed'));
  });
}
