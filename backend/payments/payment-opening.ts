import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { translate } from '../i18n/server-messages';
import { startOrderPayment } from './online-payments';
import type { PaymentStep } from './payment-provider';
import { PAYMENT_MESSAGES } from './payment-messages';
import { providerForMethod } from './payment-providers';

/** What order/action and order/transaction answer of an opened payment. */
export interface OpenedPayment {
  method: number;
  provider: string;
  step: PaymentStep;
}

export type OpeningOutcome = { ok: true; payment: OpenedPayment | null } | { ok: false; message: string };

/**
 * Opens a payment for an order with the provider of `method`: the step of the order/action flow
 * (backend/checkout/order-action-flow.ts, whose placing step's compensation undoes a new order
 * when this fails) and of order/transaction (backend/payments/pay-another-way.ts, an existing
 * order that stays). A provider that cannot be reached in time leaves nothing of the attempt
 * (`startOrderPayment` removes its row) and is refused in `language`; the failure is logged.
 */
export async function openPayment(ctx: ApiContext, log: FastifyBaseLogger, input: { orderId: number; method: number; language: string }): Promise<OpeningOutcome> {
  const provider = providerForMethod(ctx.payments.providers, input.method);
  const say = (key: string) => translate(PAYMENT_MESSAGES, key, input.language);
  const order = await ctx.db.selectFrom('orders').select(['payment_done', 'cancelled']).where('id', '=', input.orderId).executeTakeFirst();
  // A replayed order/action of an order already paid or closed opens nothing.
  if (!order || order.payment_done === 1 || order.cancelled === 1) return { ok: true, payment: null };
  if (!provider) return { ok: false, message: say('payment_method_unavailable') };
  const { defaultLanguage } = await ctx.models.languageCatalogue();
  try {
    const started = await startOrderPayment(ctx.db, provider, input.orderId, {
      publicUrl: ctx.accounts.publicUrl, language: input.language, defaultLanguage, windowMinutes: ctx.payments.windowMinutes, timeoutMs: ctx.payments.startTimeoutMs,
    });
    return { ok: true, payment: { method: provider.method, provider: provider.key, step: started.step } };
  } catch (error) {
    log.warn({ err: error, orderId: input.orderId, provider: provider.key }, 'payment provider unreachable when opening a payment');
    return { ok: false, message: say('provider_unreachable') };
  }
}
