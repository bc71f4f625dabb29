import type { FastifyInstance } from 'fastify';
import { publicPaymentMethods } from '../common/payment-methods';
import type { ApiContext } from '../api/api-context';
import { ok } from '../http/envelope';

/**
 * `payment-gateway`: the payment methods the shop takes now (an online one only when enabled and
 * its provider's keys are set), `{methods: [{method, key, enabled, config}]}`, with public data only (never a
 * secret key, which the known API sent with its whole settings row), and the shop's texts (bank-transfer instructions) in the
 * request's language.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/payment-gateway', async (request) => {
    const { defaultLanguage } = await ctx.models.languageCatalogue();
    const online = new Map([...ctx.payments.providers.values()].map((provider) => [provider.method, provider.publicConfig()]));
    return ok({ methods: await publicPaymentMethods(ctx.db, await ctx.language(request), defaultLanguage, online) });
  });
}
