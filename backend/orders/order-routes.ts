import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatPrice } from '../../core/shared/money';
import { fromCents } from '../../core/product/pricing';
import { readPage } from '../http/paging';
import { forgetEmptyGuest, readCartOwner, writeCartOwner } from '../cart/cart-owner';
import { ORDER_MESSAGES } from '../checkout/order-messages';
import { translate } from '../i18n/server-messages';
import { sendOrderConfirmation } from './order-confirmation';
import { listOrders, loadOrderView, orderOwner, placedOrder } from './order-view';
import { ownsOrder } from '../cart/cart-owner';
import { type OrderRefusal, placeOrder } from '../checkout/place-order';
import { normalizeVoucherCode } from '../checkout/voucher-terms';
import { readRowId } from '../http/ids';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';


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
  return id !== null && id <= 7 ? id : 0;
}

/** The voucher field: absent or blank is no voucher; anything else is looked up (a non-code matches none). */
function readVoucher(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return normalizeVoucherCode(value) ?? '';
}

/**
 * order/action, order/send-order-email and order/by-user. Orders are read and mailed for their
 * owner only (403 for anyone else); business refusals are status-201 messages in the caller's language.
 */
export async function orderRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const sayIn = (lang: string) => (key: string, vars?: Record<string, string | number>) => translate(ORDER_MESSAGES, key, lang, vars);

  const refusalMessage = async (refusal: OrderRefusal, say: ReturnType<typeof sayIn>) => {
    if (refusal.code === 'VOUCHER_MIN_SPEND') {
      const format = await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
      return say(refusal.code, { amount: formatPrice(fromCents(Number(refusal.vars?.minSpendCents ?? 0)), format) });
    }
    return say(refusal.code, refusal.vars);
  };

  const mailOrder = async (orderId: number, lang: string) => {
    try {
      const { defaultLanguage } = await ctx.models.languageCatalogue();
      return await sendOrderConfirmation(db, ctx.accounts.mailer, ctx.accounts.publicUrl, orderId, { code: lang, defaultLanguage });
    } catch (error) {
      // The order stands whatever the mail server does; the shopper can ask for the mail again.
      app.log.error({ err: error, orderId }, 'order confirmation mail failed');
      return false;
    }
  };

  app.post('/order/action', async (request, reply) => {
    const [owner, lang] = await Promise.all([writeCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const result = await placeOrder(db, ctx.shop.dialect, {
      owner: owner.owner,
      language: lang,
      orderMethod: readMethod(body.order_method),
      voucherCode: readVoucher(body.voucher),
      addressId: readRowId(body.address_id),
      deliveryInstruction: readText(body.delivery_instruction, 1000),
      timeZone: readText(body.time_zone, 64),
      idempotencyKey: readIdempotencyKey(request),
    });
    if (!result.ok) {
      await forgetEmptyGuest(db, owner.owner);
      if (result.code === 'address_forbidden') return unauthorized(say('unauthorized'));
      return businessError([await refusalMessage(result, say)]);
    }
    const placed = await placedOrder(db, result.orderId);
    if (!result.replayed) await mailOrder(result.orderId, lang);
    // A replayed answer says so (the order was placed by the first request with this key).
    if (result.replayed) void reply.header('Idempotent-Replayed', 'true');
    return ok(placed, say('order_placed'));
  });

  app.post('/order/send-order-email', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const orderId = readRowId(bodyOf(request).order_id);
    const row = orderId === null ? null : await orderOwner(db, orderId);
    // Another shopper's order answers as one that does not exist: nothing confirms it is there.
    if (orderId === null || !row || !ownsOrder(row, owner.owner)) return reply.code(404).send(failure(404, say('order_not_found')));
    return (await mailOrder(orderId, lang)) ? ok(true, say('order_email_sent')) : businessError([say('order_email_failed')]);
  });

  app.get('/order/by-user', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = sayIn(lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.order_id !== undefined) {
      const orderId = readRowId(query.order_id);
      const row = orderId === null ? null : await orderOwner(db, orderId);
      // Another shopper's order answers as one that does not exist: nothing confirms it is there.
      if (orderId === null || !row || !ownsOrder(row, owner.owner)) return reply.code(404).send(failure(404, say('order_not_found')));
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
