import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPaymentMethodId } from '../../core/payments/payment-methods';
import { normalizeEmail } from '../../core/shared/forms';
import { formatPrice } from '../../core/shared/money';
import type { ApiContext } from '../api/api-context';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { buyerKey, type CartOwner, writeCartOwner } from '../cart/cart-owner';
import { centsToAmount } from '../db/money';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { guestOrderWaits } from '../orders/guest-confirmation';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { orderMailing } from '../orders/order-mailing';
import { orderAction } from './order-action-flow';
import type { OrderRefusal } from './order-refusal';
import { normalizeVoucherCode } from './voucher-terms';

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
 * order/action: places the caller's cart as an order (backend/checkout/order-action-flow.ts).
 * Business refusals are status-201 messages in the caller's language; placing orders and guests'
 * orders to new addresses are limited (backend/auth/throttle.ts): 429 with Retry-After.
 */
export async function orderActionRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
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
   * Every guest's order counts against its e-mail address's limit whatever the client
   * (`guest_recipient`); one that will wait for the mailed link (a new address, or a known one in a
   * burst) counts against the client's and the address's guest-order limits on top. A signed-in
   * shopper is not slowed by these.
   */
  const guestOrderRefused = async (request: FastifyRequest, owner: CartOwner, orderMethod: number, addressId: number | null) => {
    if (!('guestId' in owner) || addressId === null) return null;
    const address = await db.selectFrom('addresses').select('email').where('id', '=', addressId).where('guest_user_id', '=', owner.guestId).executeTakeFirst();
    if (!address) return null;
    const email = normalizeEmail(address.email);
    const flooded = await overLimit(db, limits, 'guest_recipient', request.ip, email);
    if (flooded) return flooded;
    if (!(await guestOrderWaits(db, orderMethod, email, new Date()))) return null;
    return overLimit(db, limits, 'guest_order', request.ip, email);
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
      // A key that names another request: 409 in HTTP and the envelope, as Stripe answers it.
      if (outcome.refusal.code === 'idempotency_mismatch' || outcome.refusal.code === 'idempotency_conflict') {
        return reply.code(409).send(failure(409, say(outcome.refusal.code)));
      }
      return businessError([await refusalMessage(outcome.refusal, say)]);
    }
    // A replayed answer says so (the order was placed by the first request with this key).
    if (outcome.replayed) void reply.header('Idempotent-Replayed', 'true');
    return ok(outcome.order, say('order_placed'));
  });
}
