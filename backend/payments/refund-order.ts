import type { Kysely } from 'kysely';
import type { OrderChangeRefusal, OrderState } from '../../core/orders/order-status';
import { flow, runFlow, stop } from '../../core/shared/flow';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { paidAttempt, refundAttempt } from './online-payments';
import type { PaymentProviders } from './payment-providers';
import { type AlsoInTransaction, changeOrder } from '../orders/order-changes';
import { sendOrderChangeMail } from '../orders/order-notices';

/** What a refund needs: the database, where its mail goes, and the providers that give money back. */
export interface RefundDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The refund's mail is enqueued in its transaction. */
  mail: MailSink;
  publicUrl: string;
  payments?: PaymentProviders;
}

export interface RefundRequest {
  order: { id: number; payment_done: number; refunded: number };
  /** The operator's remark, kept in the order's history. */
  note: string | null;
  /**
   * The order desk's: the version the member read (checked before any money moves; a change since
   * is refused `stale`), who they are, and their audit entry in the refund's transaction.
   */
  version?: number;
  actorEmail?: string | null;
  also?: AlsoInTransaction<never>;
}

/** The money given back through a provider by this refund. */
export interface OnlineRefund {
  paymentId: string;
  provider: string;
  refundId: string;
}

export type RefundOutcome =
  | { ok: true; state: OrderState; online: OnlineRefund | null; mailed: boolean }
  | { ok: false; code: OrderChangeRefusal | 'order_not_found' | 'stale' }
  /** Paid through a provider whose keys are not set here: nothing changed. */
  | { ok: false; code: 'provider_missing'; provider: string }
  /** The provider refused or could not be reached: nothing changed. */
  | { ok: false; code: 'provider_failed'; provider: string; error: unknown };

interface Refunding {
  deps: RefundDeps;
  request: RefundRequest;
  online: OnlineRefund | null;
  outcome?: RefundOutcome;
}

/**
 * The operator's refund (`npm run admin -- refund <code>`) as steps:
 * 1. an order paid online gets its money back through its provider first (`refundAttempt`:
 *    idempotent there, so running the command again refunds nothing twice); a provider that is
 *    missing or fails ends the flow with nothing changed;
 * 2. the order is marked refunded by the one rule, with its history row and the shopper's mail,
 *    in one transaction (its rollback is its compensation).
 * The provider's refund is not compensated when step 2 is refused: money given back cannot be
 * taken again, and the refusal (an order already final) says the order needs nothing more.
 * Money that came for an order that no longer waited for it is refunded by the payment-recording
 * flow (backend/payments/payment-recording-flow.ts); a cancelled order's by the cancel flow.
 */
const REFUND_ORDER = flow<Refunding, RefundOutcome>('refund an order', [
  {
    name: 'refund online money through its provider',
    run: async (s) => {
      const { order, version } = s.request;
      if (version !== undefined) {
        const now = await s.deps.db.selectFrom('orders').select('version').where('id', '=', order.id).executeTakeFirst();
        if (now && Number(now.version) !== version) return stop({ ok: false, code: 'stale' });
      }
      if (order.payment_done !== 1 || order.refunded === 1) return;
      const attempt = await paidAttempt(s.deps.db, order.id);
      if (!attempt || attempt.refund_id !== null) return;
      const provider = s.deps.payments?.get(attempt.provider);
      if (!provider) return stop({ ok: false, code: 'provider_missing', provider: attempt.provider });
      try {
        const { refundId } = await refundAttempt(s.deps.db, provider, attempt.id);
        s.online = { paymentId: attempt.payment_id ?? '', provider: attempt.provider, refundId };
      } catch (error) {
        return stop({ ok: false, code: 'provider_failed', provider: attempt.provider, error });
      }
    },
  },
  {
    name: 'mark it refunded with its mail',
    run: async (s) => {
      const { deps, request } = s;
      const mail = { sent: false };
      const outcome = await changeOrder<never>(deps.db, deps.dialect, {
        orderId: request.order.id, change: { kind: 'refund' }, actor: 'operator', note: request.note, actorEmail: request.actorEmail,
        // Money already given back through the provider is recorded whatever changed meanwhile (the rule still refuses a second refund).
        version: s.online ? undefined : request.version,
      }, undefined, async (trx, order) => {
        await request.also?.(trx, order);
        // The shopper's mail is enqueued in the change's transaction: no change, no mail.
        mail.sent = await sendOrderChangeMail(trx, deps.mail.in(trx), deps.publicUrl, request.order.id, 'refunded');
        return null;
      });
      s.outcome = outcome.ok ? { ok: true, state: outcome.state, online: s.online, mailed: mail.sent } : outcome;
    },
  },
], (s) => s.outcome!);

/** Refunds a paid order (the flow above). */
export function refundOrder(deps: RefundDeps, request: RefundRequest): Promise<RefundOutcome> {
  return runFlow(REFUND_ORDER, { deps, request, online: null });
}
