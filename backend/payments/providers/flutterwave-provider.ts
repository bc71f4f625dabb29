/**
 * Flutterwave (method 6) over its documented REST API v3 (Flutterwave Standard), not the official
 * `flutterwave-node-v3` library: constructing that library starts telemetry (`utils/logger.js`)
 * that sends the public key to Flutterwave's merchant-info endpoint and an event to a telemetry
 * ingestion service (SigNoz), then one event per API call and, with live keys, each verified
 * transaction's reference, amount and currency; it writes `.flw_sdk.json` in the temporary folder and has no
 * switch to turn this off. It also offers no AbortSignal and lacks Flutterwave Standard. The
 * docs/decisions/0014-no-flutterwave-sdk.md says more; lint keeps the library out of the shop.
 *
 * `POST /v3/payments` opens a hosted page (`data.link`) for the amount in major units; the shopper
 * returns with `status`, `tx_ref` and `transaction_id`. Neither the return nor a webhook is
 * believed: the transaction is looked up by id (`GET /v3/transactions/:id/verify`) and must carry
 * this attempt's `tx_ref`. A webhook's only credential is `verif-hash`, the secret hash set on the
 * dashboard, compared in constant time.
 */
import {
  PaymentForged,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type StartedPayment,
  type VerifiedPayment,
  type WebhookEvent,
} from '../payment-provider';
import { PAYMENT_METHOD } from '../../../core/payments/payment-methods';
import { PAYMENT_WINDOW } from '../../../core/payments/payment-window';
import { apiBase, asRecord, createdId, idOf, providerClient, refusalOf, sameSecret, setting, webhookEvent } from './provider-http';

const LIVE_API = 'https://api.flutterwave.com';
/** Flutterwave Standard's longest hosted session. */
const MAX_SESSION_MINUTES = 1440;

/** The shop's minor units (cents) as Flutterwave's amount in major units, and back. */
export const toMajor = (minor: number): number => minor / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

function statusOf(status: unknown): VerifiedPayment['status'] {
  if (status === 'successful') return 'paid';
  if (status === 'failed') return 'failed';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}

/** Flutterwave's transaction ids are numbers; anything else on a return or webhook never reaches a URL. */
const TRANSACTION_ID = /^[1-9][0-9]{0,19}$/;

export function createFlutterwaveProvider(env: NodeJS.ProcessEnv, windowMinutes: number = PAYMENT_WINDOW.defaultMinutes): PaymentProvider | null {
  const publicKey = setting(env, 'FLUTTERWAVE_PUBLIC_KEY');
  const secretKey = setting(env, 'FLUTTERWAVE_SECRET_KEY');
  const secretHash = setting(env, 'FLUTTERWAVE_SECRET_HASH');
  if (!publicKey || !secretKey || !secretHash) return null;
  const base = apiBase(env.FLUTTERWAVE_API_BASE, LIVE_API);
  // The hosted page closes when the shop would cancel the unpaid order (the payment window).
  const sessionMinutes = Math.min(MAX_SESSION_MINUTES, windowMinutes);
  const call = providerClient('flutterwave', base, secretKey);

  /** The transaction as Flutterwave knows it, by id; PaymentForged when it knows none. */
  async function verified(transactionId: string): Promise<VerifiedPayment> {
    if (!TRANSACTION_ID.test(transactionId)) throw new PaymentForged(`flutterwave: ${JSON.stringify(transactionId.slice(0, 40))} is not a transaction id`);
    const answer = await call({ method: 'GET', path: `/v3/transactions/${transactionId}/verify` });
    if (answer.status === 401 || answer.status === 403) throw new ProviderUnavailable(`flutterwave: verify refused: ${refusalOf(answer)}`);
    const data = answer.body.status === 'success' ? asRecord(answer.body.data) : null;
    if (!data || typeof data.tx_ref !== 'string' || typeof data.amount !== 'number' || typeof data.currency !== 'string') {
      throw new PaymentForged(`flutterwave: transaction ${transactionId} does not verify: ${refusalOf(answer)}`);
    }
    const status = statusOf(data.status);
    return { providerRef: data.tx_ref, paymentId: status === 'paid' ? idOf(data.id) : null, amountMinor: toMinor(data.amount), currency: data.currency.toUpperCase(), status };
  }

  return {
    method: PAYMENT_METHOD.flutterwave,
    key: 'flutterwave',
    publicConfig: () => ({ public_key: publicKey }),

    async start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment> {
      const answer = await call({
        method: 'POST',
        path: '/v3/payments',
        signal,
        json: {
          tx_ref: request.reference,
          amount: toMajor(request.amountMinor),
          currency: request.currency,
          // Flutterwave has no cancel URL: a shopper who cancels comes back here with status=cancelled.
          redirect_url: request.returnUrl,
          customer: { email: request.email, name: request.name, ...(request.phone ? { phonenumber: request.phone } : {}) },
          meta: { order_id: request.orderId, tracking: request.tracking },
          session_duration: sessionMinutes,
        },
      });
      const data = asRecord(answer.body.data);
      const url = typeof data?.link === 'string' ? data.link : '';
      if (answer.body.status !== 'success' || !/^https?:\/\//.test(url)) {
        throw new ProviderUnavailable(`flutterwave: payment not opened: ${refusalOf(answer)}`);
      }
      return { providerRef: request.reference, step: { kind: 'redirect', url } };
    },

    async verifyReturn(params, providerRef) {
      if (params.tx_ref !== undefined && params.tx_ref !== providerRef) throw new PaymentForged(`flutterwave: return names tx_ref ${params.tx_ref}, not ${providerRef}`);
      const transactionId = params.transaction_id;
      if (transactionId === undefined || transactionId === '') {
        // Cancelled on the hosted page (or the shop's own cancel link): no transaction to look up.
        // Nothing is recorded from it; a payment made after all still arrives by webhook.
        if (params.status === 'cancelled' || params.cancelled === '1') return { providerRef, paymentId: null, amountMinor: 0, currency: '', status: 'cancelled' };
        throw new PaymentForged('flutterwave: return without a transaction_id');
      }
      const payment = await verified(transactionId);
      if (payment.providerRef !== providerRef) throw new PaymentForged(`flutterwave: transaction ${transactionId} belongs to ${payment.providerRef}, not ${providerRef}`);
      return payment;
    },

    async readWebhook(rawBody, headers): Promise<WebhookEvent> {
      if (!sameSecret(headers['verif-hash'], secretHash)) throw new PaymentForged('flutterwave: webhook verif-hash does not match');
      const { type, data } = webhookEvent(rawBody);
      if (type !== 'charge.completed') return { kind: 'ignored', type };
      // The hash is a shared constant, not a signature of this body: only Flutterwave's own
      // record of the transaction counts.
      return { kind: 'payment', payment: await verified(idOf(data?.id) ?? '') };
    },

    async refund(payment) {
      if (!TRANSACTION_ID.test(payment.paymentId)) throw new Error(`flutterwave: ${payment.paymentId} is not a transaction id`);
      const answer = await call({ method: 'POST', path: `/v3/transactions/${payment.paymentId}/refund`, json: { amount: toMajor(payment.amountMinor) } });
      return { refundId: createdId('flutterwave', `refund of ${payment.paymentId}`, answer, answer.body.status === 'success') };
    },
  };
}
