/**
 * Paystack (method 5) over its documented REST API (Paystack publishes no official Node library):
 * a transaction is initialized for the stored amount in subunits and the shopper pays on its
 * hosted page (`authorization_url`), which returns to the shop with `reference` and `trxref`. The
 * return is never believed: the reference must be the one this attempt opened and the payment is
 * looked up with Paystack (`GET /transaction/verify/:reference`). Webhooks are signed with the
 * secret key (`x-paystack-signature`, HMAC-SHA512 of the raw body).
 */
import { createHmac } from 'node:crypto';
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
import { apiBase, asRecord, createdId, idOf, providerClient, refusalOf, sameSecret, setting, webhookEvent } from './provider-http';

const LIVE_API = 'https://api.paystack.co';

/** Paystack's transaction statuses as the port's: only `success` is paid; an opened, unpaid one is `abandoned`. */
function statusOf(status: unknown): VerifiedPayment['status'] {
  switch (status) {
    case 'success':
      return 'paid';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** A transaction object (verify answer or webhook `data`) as the port's VerifiedPayment; null when it lacks the fields. */
function paymentOf(data: Record<string, unknown> | null): VerifiedPayment | null {
  if (!data || typeof data.reference !== 'string' || !Number.isSafeInteger(data.amount) || typeof data.currency !== 'string') return null;
  const status = statusOf(data.status);
  const id = idOf(data.id);
  return { providerRef: data.reference, paymentId: status === 'paid' ? id : null, amountMinor: data.amount as number, currency: data.currency.toUpperCase(), status };
}

export function createPaystackProvider(env: NodeJS.ProcessEnv): PaymentProvider | null {
  const publicKey = setting(env, 'PAYSTACK_PUBLIC_KEY');
  const secretKey = setting(env, 'PAYSTACK_SECRET_KEY');
  if (!publicKey || !secretKey) return null;
  const base = apiBase(env.PAYSTACK_API_BASE, LIVE_API);
  const call = providerClient('paystack', base, secretKey);

  return {
    method: PAYMENT_METHOD.paystack,
    key: 'paystack',
    publicConfig: () => ({ public_key: publicKey }),

    async start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment> {
      const answer = await call({
        method: 'POST',
        path: '/transaction/initialize',
        signal,
        json: {
          email: request.email,
          amount: request.amountMinor,
          currency: request.currency,
          // Paystack takes only letters, digits, '-', '.' and '=' here: the flow's references keep to them.
          reference: request.reference,
          callback_url: request.returnUrl,
          // cancel_action: where Paystack's page sends a shopper who cancels.
          metadata: { order_id: request.orderId, tracking: request.tracking, cancel_action: request.cancelUrl },
        },
      });
      const data = asRecord(answer.body.data);
      const url = typeof data?.authorization_url === 'string' ? data.authorization_url : '';
      // Anything but an opened transaction (a refused key, currency or amount) means nothing can be
      // charged: the order is undone like when Paystack is unreachable.
      if (answer.body.status !== true || !/^https?:\/\//.test(url) || data?.reference !== request.reference) {
        throw new ProviderUnavailable(`paystack: transaction not initialized: ${refusalOf(answer)}`);
      }
      return { providerRef: request.reference, step: { kind: 'redirect', url } };
    },

    async verifyReturn(params, providerRef) {
      // Paystack puts the reference on the return twice; either one naming another attempt is forged.
      for (const name of ['reference', 'trxref'] as const) {
        if (params[name] !== undefined && params[name] !== providerRef) throw new PaymentForged(`paystack: return names ${name} ${params[name]}, not ${providerRef}`);
      }
      const answer = await call({ method: 'GET', path: `/transaction/verify/${encodeURIComponent(providerRef)}` });
      if (answer.status === 401 || answer.status === 403) throw new ProviderUnavailable(`paystack: verify refused: ${refusalOf(answer)}`);
      const payment = answer.body.status === true ? paymentOf(asRecord(answer.body.data)) : null;
      if (!payment || payment.providerRef !== providerRef) throw new PaymentForged(`paystack: ${providerRef} does not verify: ${refusalOf(answer)}`);
      return payment;
    },

    async readWebhook(rawBody, headers): Promise<WebhookEvent> {
      const expected = createHmac('sha512', secretKey).update(rawBody).digest('hex');
      if (!sameSecret(headers['x-paystack-signature'], expected)) throw new PaymentForged('paystack: webhook signature does not match');
      const { type, data } = webhookEvent(rawBody);
      if (type !== 'charge.success') return { kind: 'ignored', type };
      const payment = paymentOf(data);
      if (!payment) throw new PaymentForged('paystack: charge.success without a transaction');
      return { kind: 'payment', payment };
    },

    async refund(payment) {
      const answer = await call({ method: 'POST', path: '/refund', json: { transaction: payment.paymentId, amount: payment.amountMinor } });
      return { refundId: createdId('paystack', `refund of ${payment.paymentId}`, answer, answer.body.status === true) };
    },
  };
}
