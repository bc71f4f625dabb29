import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  PaymentForged, type PaymentProvider, type PaymentRequest, ProviderUnavailable, type StartedPayment, type VerifiedPayment, type WebhookEvent,
} from '../payment-provider';
import { PAYMENT_METHOD } from '../../../core/payments/payment-methods';

/**
 * Stripe (method 3, cards) on the official `stripe` library: a Checkout Session per attempt (the
 * shopper pays on Stripe's hosted page), verified on return by retrieving the session
 * server-to-server (the return URL carries only its id), webhooks checked with
 * `stripe.webhooks.constructEvent` on the raw body, refunds through the Refunds API.
 * STRIPE_API_BASE (e.g. a local sandbox) sets the library's host, port and protocol.
 */

const require = createRequire(import.meta.url);
let library: typeof Stripe | undefined;
/**
 * The library, loaded when a shop with Stripe keys makes its provider rather than whenever the
 * server starts: it is about 0.2 s of CPU, and most shops run without Stripe keys (decision 0028).
 */
const stripeLibrary = (): typeof Stripe => (library ??= require('stripe') as typeof Stripe);

/** Checkout's locales among the shop's languages; others let Stripe choose from the browser. */
const CHECKOUT_LOCALES: ReadonlySet<string> = new Set(['en', 'fr', 'tr']);
const CHECKOUT_LOCALE_OF: Readonly<Record<string, Stripe.Checkout.SessionCreateParams.Locale>> = { hi: 'hi-IN' };

/** Session events that carry a payment; everything else is acknowledged and ignored. */
const PAYMENT_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired',
]);

function connection(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Rejects with ProviderUnavailable when `signal` aborts first (the library takes no signal). */
function within<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new ProviderUnavailable('stripe: aborted before the request'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new ProviderUnavailable('stripe: no answer in time'));
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A library fault as the port names it: the provider's own refusal of an unknown object is a forgery, anything else unavailability. */
function portError(error: unknown, forgedWhenMissing: boolean): Error {
  if (error instanceof PaymentForged || error instanceof ProviderUnavailable) return error;
  if (forgedWhenMissing && error instanceof stripeLibrary().errors.StripeInvalidRequestError && error.statusCode === 404) return new PaymentForged('stripe: no such checkout session');
  return new ProviderUnavailable(`stripe: ${error instanceof Error ? error.message : String(error)}`);
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return intent === null ? null : typeof intent === 'string' ? intent : intent.id;
}

function verified(session: Stripe.Checkout.Session): VerifiedPayment {
  const paid = session.payment_status === 'paid' && session.status === 'complete';
  const status: VerifiedPayment['status'] = paid ? 'paid' : session.status === 'expired' ? 'cancelled' : 'pending';
  return {
    providerRef: session.id,
    paymentId: paid ? paymentIntentId(session) : null,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    status,
  };
}

/** `url` with `name=value` appended, the value left as is (Stripe fills `{CHECKOUT_SESSION_ID}` in). */
function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;
}

export function createStripeProvider(env: NodeJS.ProcessEnv): PaymentProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  // No automatic retries: a slow provider must answer within the flow's signal or not at all.
  // Loaded here, once the keys are set: the first payment's start has a deadline to keep.
  const stripe = new (stripeLibrary())(secretKey, { ...connection(env.STRIPE_API_BASE), maxNetworkRetries: 0, timeout: 10_000, telemetry: false });

  return {
    method: PAYMENT_METHOD.stripe,
    key: 'stripe',
    publicConfig: () => ({ publishable_key: publishableKey }),

    async start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment> {
      const locale = CHECKOUT_LOCALE_OF[request.language] ?? (CHECKOUT_LOCALES.has(request.language) ? request.language : 'auto');
      try {
        const session = await within(stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountMinor, product_data: { name: `Order ${request.tracking}` } } }],
          client_reference_id: request.reference,
          customer_email: request.email || undefined,
          locale,
          metadata: { order_id: String(request.orderId), reference: request.reference },
          payment_intent_data: { metadata: { order_id: String(request.orderId), reference: request.reference } },
          success_url: withParam(request.returnUrl, 'session_id', '{CHECKOUT_SESSION_ID}'),
          cancel_url: request.cancelUrl,
        }, { idempotencyKey: `session-${request.reference}` }), signal);
        if (!session.url) throw new ProviderUnavailable('stripe: the session came without a hosted page');
        return { providerRef: session.id, step: { kind: 'redirect', url: session.url } };
      } catch (error) {
        throw portError(error, false);
      }
    },

    async verifyReturn(params, providerRef): Promise<VerifiedPayment> {
      const sessionId = params.session_id;
      // A cancelled return carries no session id: the session is looked up all the same.
      if (sessionId !== undefined && sessionId !== providerRef) throw new PaymentForged('stripe: the return names another checkout session');
      try {
        const payment = verified(await stripe.checkout.sessions.retrieve(providerRef));
        if (params.cancelled === '1' && payment.status !== 'paid') return { ...payment, status: 'cancelled' };
        return payment;
      } catch (error) {
        throw portError(error, true);
      }
    },

    async readWebhook(rawBody, headers): Promise<WebhookEvent> {
      const signature = headers['stripe-signature'];
      if (!signature) throw new PaymentForged('stripe: webhook without a Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new PaymentForged(`stripe: ${error instanceof Error ? error.message : 'bad webhook signature'}`);
      }
      if (!PAYMENT_EVENTS.has(event.type)) return { kind: 'ignored', type: event.type };
      const session = event.data.object as Stripe.Checkout.Session;
      const payment = verified(session);
      if (event.type === 'checkout.session.async_payment_failed') return { kind: 'payment', payment: { ...payment, paymentId: null, status: 'failed' } };
      return { kind: 'payment', payment };
    },

    async refund(payment): Promise<{ refundId: string }> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: payment.paymentId, amount: payment.amountMinor }, { idempotencyKey: `refund-${payment.key ?? payment.paymentId}` });
        return { refundId: refund.id };
      } catch (error) {
        throw portError(error, false);
      }
    },
  };
}
