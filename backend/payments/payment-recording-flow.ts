import type { FastifyBaseLogger } from 'fastify';
import { flow, runFlow, stop } from '../../core/shared/flow';
import type { ApiContext } from '../api/api-context';
import type { orderMailing } from '../orders/order-mailing';
import { sendOrderChangeMail } from '../orders/order-notices';
import { type Attempt, type RecordOutcome, recordPayment, refundAttempt } from './online-payments';
import { ProviderUnavailable, type VerifiedPayment } from './payment-provider';

/** What recording a verified payment came to, as the return route and the webhook answer it. */
export type Settled = 'paid' | 'refunded' | 'mismatch' | 'not_paid' | 'refund_failed';

interface Recording {
  ctx: ApiContext;
  log: FastifyBaseLogger;
  mailing: ReturnType<typeof orderMailing>;
  attempt: Attempt;
  payment: VerifiedPayment;
  outcome?: RecordOutcome;
  /** What the order is once the money it did not wait for goes back: still paid (by another payment), or refunded. */
  settled?: 'paid' | 'refunded';
}

/**
 * Recording a payment the provider vouched for, whichever of the return and the webhook comes
 * first (backend/payments/online-payments.ts `recordPayment`):
 * 1. record it on its attempt and the order, with the order's confirmation mail, in one
 *    transaction (its rollback is its compensation); paid now or already: done;
 * 2. money for an order that no longer waits for it (cancelled, or paid by another payment) goes
 *    back through the provider, once (`refundAttempt`'s claim); a failed refund ends the flow
 *    `refund_failed`, the money kept on its attempt for the next return or webhook;
 * 3. the shopper is told of that refund, once.
 * No step has an outside effect a later one could need undone: the refund is the last that can fail.
 */
const RECORD_PAYMENT = flow<Recording, Settled>('record a payment', [
  {
    name: 'record the payment with its order and its mail',
    run: async (s) => {
      // Read before the write transaction (SQLite has one connection): the language of the paid mail.
      const placed = await s.ctx.db.selectFrom('orders').select('language').where('id', '=', s.attempt.order_id).executeTakeFirst();
      const language = await s.mailing.language(placed?.language ?? (await s.ctx.models.languageCatalogue()).defaultLanguage);
      s.outcome = await recordPayment(s.ctx.db, s.ctx.shop.dialect, s.attempt, s.payment, undefined, (trx) => s.mailing.order(trx, s.attempt.order_id, language));
      if (s.outcome === 'paid' || s.outcome === 'replay') return stop('paid');
      if (s.outcome !== 'refund' && s.outcome !== 'refunded') return stop(s.outcome);
    },
  },
  {
    name: 'read what the order is without this money',
    run: async (s) => {
      const order = await s.ctx.db.selectFrom('orders').select('payment_done').where('id', '=', s.attempt.order_id).executeTakeFirst();
      s.settled = order?.payment_done === 1 ? 'paid' : 'refunded';
      // Given back already by an earlier return or webhook.
      if (s.outcome === 'refunded') return stop(s.settled);
    },
  },
  {
    name: 'refund the money the order did not wait for',
    run: async (s) => {
      const provider = s.ctx.payments.providers.get(s.attempt.provider);
      try {
        if (!provider) throw new ProviderUnavailable(`${s.attempt.provider} is not configured`);
        const { refundId, first } = await refundAttempt(s.ctx.db, provider, s.attempt.id);
        // Of a return and a webhook racing, the one that did not refund tells nobody.
        if (!first) return stop(s.settled!);
        s.log.warn({ orderId: s.attempt.order_id, provider: s.attempt.provider, refundId }, 'a payment for an order that no longer waited for it was refunded');
      } catch (error) {
        s.log.error({ err: error, orderId: s.attempt.order_id, provider: s.attempt.provider }, 'refunding a payment the order did not wait for failed; the next return or webhook tries again');
        return stop('refund_failed');
      }
    },
  },
  {
    name: 'tell the shopper of the refund',
    run: async (s) => {
      try {
        await sendOrderChangeMail(s.ctx.db, s.ctx.accounts.mailer, s.ctx.accounts.publicUrl, s.attempt.order_id, s.settled === 'paid' ? 'duplicate_refund' : 'late_refund');
      } catch (error) {
        s.log.error({ err: error, orderId: s.attempt.order_id }, 'refund mail failed');
      }
    },
  },
], (s) => s.settled!);

/**
 * Records a verified payment and does what follows: the order confirmation mail when this call
 * marked it paid; a refund and the shopper's mail (once) when the money came for an order that no
 * longer waits for it: a cancelled order (`refunded`), or one another payment already paid (a
 * second tab: the order stays `paid`).
 */
export function settlePayment(
  ctx: ApiContext, mailing: ReturnType<typeof orderMailing>, log: FastifyBaseLogger, attempt: Attempt, payment: VerifiedPayment,
): Promise<Settled> {
  return runFlow(RECORD_PAYMENT, { ctx, log, mailing, attempt, payment });
}
