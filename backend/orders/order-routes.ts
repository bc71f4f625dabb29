import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import { readPage } from '../http/paging';
import { readCartOwner, writeCartOwner } from '../cart/cart-owner';
import { ORDER_MESSAGES } from '../checkout/order-messages';
import { translate } from '../i18n/server-messages';
import { orderMailing } from './order-mailing';
import { renewConfirmation } from './unconfirmed-orders';
import { alreadyOver, overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { addressKnown } from '../checkout/guest-confirmation';
import { needsConfirmation } from '../../core/orders/guest-confirmation';
import { normalizeEmail } from '../../core/shared/forms';
import { listOrders, loadOrderView, orderOwner } from './order-view';
import { buyerKey, type CartOwner, ownsOrder } from '../cart/cart-owner';
import type { OrderRefusal } from '../checkout/order-refusal';
import { orderAction } from '../checkout/order-action-flow';
import { normalizeVoucherCode } from '../checkout/voucher-terms';
import { readRowId } from '../http/ids';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { isPaymentMethodId } from '../../core/payments/payment-methods';
import { writeTransaction } from '../db/write-transaction';


/** A short free text from the client, trimmed and bounded, or null. */
function readText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, max);
}

/** The Idempotency-Key header: printable ASCII, at most 200 characters; anything else is no key. */
function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const key = value.trim();
  return /^[\x21-\x7e]{1,200}$/.test(key) ? key : null;
}

/** The payment method 1-7, or 0 (refused as unavailable) for anything else. */
function readMethod(value: unknown): number {
  const id = readRowId(value);
  return isPaymentMethodId(id) ? id : 0;
}

/** The voucher field: absent or blank is no voucher; anything else is looked up (a non-code matches none). */
function readVoucher(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return normalizeVoucherCode(value) ?? '';
}

/**
 * order/action, order/send-order-email and order/by-user. Orders are read and mailed for their
 * owner only (404 for anyone else); business refusals are status-201 messages in the caller's
 * language. Placing orders, guests' orders to new addresses, re-sending mail and guests' misses
 * are limited (backend/auth/throttle.ts): 429 with Retry-After.
 */
export async function orderRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);
  const mail = orderMailing(app, ctx);
  const sayIn = (lang: string) => (key: string, vars?: Record<string, string | number>) => translate(ORDER_MESSAGES, key, lang, vars);

  const refusalMessage = async (refusal: OrderRefusal, say: ReturnType<typeof sayIn>) => {
    if (refusal.code === 'VOUCHER_MIN_SPEND') {
      const format = await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
      return say(refusal.code, { amount: formatPrice(centsToAmount(Number(refusal.vars?.minSpendCents ?? 0)), format) });
    }
    return say(refusal.code, refusal.vars);
  };

  /**
   * A guest's order that will wait for its address (a new one) counts against the client's and the
   * address's guest-order limits on top; a confirmed address and a signed-in shopper are not slowed.
   */
  const guestOrderRefused = async (request: FastifyRequest, owner: CartOwner, orderMethod: number, addressId: number | null) => {
    if (!('guestId' in owner) || addressId === null || !needsConfirmation({ guest: true, orderMethod, addressKnown: false })) return null;
    const address = await db.selectFrom('addresses').select('email').where('id', '=', addressId).where('guest_user_id', '=', owner.guestId).executeTakeFirst();
    if (!address || await addressKnown(db, address.email)) return null;
    return overLimit(db, limits, 'guest_order', request.ip, normalizeEmail(address.email));
  };

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

  app.post('/order/action', async (request, reply) => {
    const [owner, lang] = await Promise.all([writeCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const [orderMethod, addressId] = [readMethod(body.order_method), readRowId(body.address_id)];
    const refused = (await overLimit(db, limits, 'order', request.ip, buyerKey(owner.owner))) ?? (await guestOrderRefused(request, owner.owner, orderMethod, addressId));
    if (refused) return tooMany(reply, refused, say('too_many_orders'));
    // Placing, its mail and an online order's payment are one flow (backend/checkout/order-action-flow.ts).
    const outcome = await orderAction(ctx, mail, app.log, {
      owner: owner.owner,
      language: lang,
      orderMethod,
      voucherCode: readVoucher(body.voucher),
      addressId,
      deliveryInstruction: readText(body.delivery_instruction, 1000),
      timeZone: readText(body.time_zone, 64),
      idempotencyKey: readIdempotencyKey(request),
    });
    if (!outcome.ok) {
      if ('message' in outcome) return businessError([outcome.message]);
      if (outcome.refusal.code === 'address_forbidden') return unauthorized(say('unauthorized'));
      return businessError([await refusalMessage(outcome.refusal, say)]);
    }
    // A replayed answer says so (the order was placed by the first request with this key).
    if (outcome.replayed) void reply.header('Idempotent-Replayed', 'true');
    return ok(outcome.order, say('order_placed'));
  });

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
