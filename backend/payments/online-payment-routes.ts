import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { readCartOwner, ownsOrder } from '../cart/cart-owner';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf, recordOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { orderMailing } from '../orders/order-mailing';
import { attemptByProviderRef, attemptForReturn } from './online-payments';
import { PaymentForged, type VerifiedPayment } from './payment-provider';
import { PAYMENT_MESSAGES } from './payment-messages';
import { settlePayment } from './payment-recording-flow';

/** The return's parameters: an object of at most 40 string fields of at most 2000 characters; null for anything else. */
function readParams(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(recordOf(value));
  if (entries.length > 40) return null;
  const params: Record<string, string> = {};
  for (const [name, field] of entries) {
    if (typeof field === 'number') params[name] = String(field);
    else if (typeof field === 'string' && field.length <= 2000) params[name] = field;
    else return null;
  }
  return params;
}

/**
 * `order/payment-done` (the return pages call it) and the providers' webhooks
 * (`payments/webhook/:provider`): two paths to one recorded payment, each checked with its provider
 * here and recorded by one flow (payment-recording-flow.ts).
 */
export async function onlinePaymentRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const mailing = orderMailing(app, ctx);

  app.post('/order/payment-done', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = (key: string) => translate(PAYMENT_MESSAGES, key, lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const orderId = readRowId(body.order_id);
    const order = orderId === null ? undefined : await db.selectFrom('orders').select(['id', 'user_id', 'guest_user_id', 'trans_id']).where('id', '=', orderId).executeTakeFirst();
    // Another shopper's order answers as one that does not exist.
    if (!order || !ownsOrder(order, owner.owner)) return reply.code(404).send(failure(404, say('order_not_found')));
    const params = readParams(body.params);
    const unverified = (why: string, error?: unknown) => {
      request.log.warn({ err: error, orderId: order.id, why }, 'payment return refused');
      return reply.code(400).send(failure(400, say('payment_unverified')));
    };
    if (params === null) return unverified('malformed parameters');
    const attempt = await attemptForReturn(db, order.id, params);
    const provider = attempt ? ctx.payments.providers.get(attempt.provider) : undefined;
    if (!attempt || !provider) return unverified('no payment was opened for this order');
    let payment: VerifiedPayment;
    try {
      payment = await provider.verifyReturn(params, attempt.provider_ref!);
    } catch (error) {
      if (error instanceof PaymentForged) return unverified('the provider does not vouch for it', error);
      request.log.warn({ err: error, orderId: order.id }, 'payment provider unreachable when verifying a return');
      return businessError([say('provider_unreachable')]);
    }
    const settled = await settlePayment(ctx, mailing, app.log, attempt, payment);
    if (settled === 'mismatch') return unverified('amount, currency or payment do not match the attempt');
    if (settled === 'not_paid' || settled === 'refund_failed') return businessError([say(settled === 'not_paid' ? 'payment_not_completed' : 'provider_unreachable')]);
    if (settled === 'refunded') return businessError([say('payment_refunded_late')]);
    const paid = await db.selectFrom('orders').select(['payment_done', 'trans_id']).where('id', '=', order.id).executeTakeFirstOrThrow();
    return ok({ order_id: order.id, payment_done: paid.payment_done, trans_id: paid.trans_id }, say('payment_received'));
  });

  // Webhooks are checked on their raw bytes: in their own scope, every body is kept as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/payments/webhook/:provider', async (request, reply) => {
      const key = (request.params as { provider?: string }).provider ?? '';
      const provider = ctx.payments.providers.get(key);
      if (!provider) return reply.code(404).send(failure(404, 'Not found'));
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));
      let event;
      try {
        event = await provider.readWebhook(raw, headers);
      } catch (error) {
        request.log.warn({ err: error, provider: key }, 'webhook refused');
        return reply.code(400).send(failure(400, 'Bad signature'));
      }
      if (event.kind === 'ignored') return ok({ received: true });
      const attempt = await attemptByProviderRef(db, key, event.payment.providerRef);
      if (!attempt) {
        // Acknowledged so that the provider stops retrying: nothing here is waiting for it.
        request.log.warn({ provider: key, providerRef: event.payment.providerRef }, 'webhook for an unknown payment acknowledged');
        return ok({ received: true });
      }
      if (event.payment.status !== 'paid') return ok({ received: true });
      const settled = await settlePayment(ctx, mailing, app.log, attempt, event.payment);
      if (settled === 'mismatch') {
        request.log.warn({ provider: key, orderId: attempt.order_id }, 'webhook payment does not match its attempt');
        return reply.code(400).send(failure(400, 'Payment does not match'));
      }
      // A refund that failed is answered as a fault, so the provider sends the webhook again.
      if (settled === 'refund_failed') return reply.code(503).send(failure(503, 'Try again later'));
      return ok({ received: true });
    });
  });
}
