import type { FastifyInstance } from 'fastify';
import { formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import { buyerKey, readCartOwner } from '../cart/cart-owner';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { translate } from '../i18n/server-messages';
import { voucherValidity } from './voucher-validity';
import type { ApiContext } from '../api/api-context';
import { businessError, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';


/**
 * voucher/validity `{voucher, price?, user_token?}`: `{offered, voucher}` for the caller's selected
 * lines as the server prices them (a client `price` is ignored), or a status-201 message in the
 * caller's language saying why the voucher does not apply. Checks are limited per client and per
 * buyer (429 with Retry-After), so codes cannot be guessed.
 */
export async function voucherRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);
  app.post('/voucher/validity', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = (key: string, vars?: Record<string, string | number>) => translate(ORDER_MESSAGES, key, lang, vars);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    // Every check counts, per client and per buyer: trying one's codes, never guessing them.
    const refused = await overLimit(db, limits, 'voucher', request.ip, buyerKey(owner.owner));
    if (refused) return tooMany(reply, refused, say('too_many'));
    const result = await voucherValidity(db, owner.owner, bodyOf(request).voucher, lang);
    if (result.ok) return ok({ offered: centsToAmount(result.offeredCents), voucher: result.voucher }, say('success'));
    if (result.code === 'VOUCHER_MIN_SPEND') {
      const format = await db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
      return businessError([say(result.code, { amount: formatPrice(centsToAmount(result.minSpendCents ?? 0), format) })]);
    }
    return businessError([say(result.code)]);
  });
}
