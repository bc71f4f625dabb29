import type { FastifyInstance } from 'fastify';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import type { ApiContext } from '../api/api-context';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { businessError, ok } from '../http/envelope';
import { recordOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { ORDER_CHANGE_MESSAGES } from './order-change-messages';
import { trackOrder } from './order-tracking';

/**
 * GET track-order?order=CODE, for guests and signed-in shoppers alike: the order's status, timeline
 * and estimated delivery, never who ordered or where it goes. Every lookup counts against the
 * client's address, so the code space cannot be walked.
 */
export async function trackingRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const limits = resolveLimits(ctx.accounts.limits);
  app.get('/track-order', async (request, reply) => {
    const lang = await ctx.language(request);
    const say = (key: string) => translate(ORDER_CHANGE_MESSAGES, key, lang);
    const refused = await overLimit(ctx.db, limits, 'track', request.ip, null);
    if (refused) return tooMany(reply, refused, say('too_many'));
    const code = normalizeTrackingCode(recordOf(request.query).order);
    const tracked = code === null ? null : await trackOrder(ctx.db, code);
    // A code nobody has is an answer to the form, not a missing page: the envelope's business error.
    if (!tracked) return businessError([say('tracking_not_found')]);
    return ok(tracked, say('success'));
  });
}
