/**
 * PayPal (method 4) through its Orders v2 API and the official server SDK: the shop creates a
 * PayPal order for the stored total (intent CAPTURE), the shopper approves it on PayPal's page,
 * comes back with `token` (the PayPal order id) and `PayerID`, and the shop CAPTURES the order
 * server-side: only a capture PayPal reports COMPLETED is a payment. Webhooks are checked by
 * PayPal itself (POST /v1/notifications/verify-webhook-signature). See paypal-client.ts for how
 * the SDK reaches PAYPAL_API_BASE.
 */
import type { Order, OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
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
import { translate, type MessageTable } from '../../i18n/server-messages';
import { connectPaypal, describeFault, faultOf, minorUnits, paypalSdk, paypalValue, unavailable, whileNotAborted, type PaypalConnection } from './paypal-client';

/** How long a return, webhook or refund may wait for PayPal (no caller's signal reaches those). */
const CALL_TIMEOUT_MS = 15_000;

/** The purchase's line on PayPal's page and in the buyer's PayPal history, in the shopper's language. */
const PAYPAL_MESSAGES: MessageTable = {
  order_description: { en: 'Order {tracking}', fr: 'Commande {tracking}', ar: 'الطلب {tracking}', tr: 'Sipariş {tracking}', hi: 'ऑर्डर {tracking}' },
};

/**
 * An address PayPal's own pattern takes, to prefill its login: anything unusual is left out rather
 * than have PayPal refuse the whole order over a courtesy field.
 */
const PREFILL_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

const WEBHOOK_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/** The PayPal adapter, or null while PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not both set. */
export function createPaypalProvider(env: NodeJS.ProcessEnv): PaymentProvider | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const environment = (env.PAYPAL_ENVIRONMENT?.trim() || 'sandbox').toLowerCase();
  if (environment !== 'sandbox' && environment !== 'live') {
    throw new Error(`PAYPAL_ENVIRONMENT must be sandbox or live, not "${env.PAYPAL_ENVIRONMENT}"`);
  }
  const paypal = connectPaypal({ clientId, clientSecret, live: environment === 'live', apiBase: env.PAYPAL_API_BASE?.trim() || undefined });
  return new PaypalProvider(paypal, clientId, env.PAYPAL_WEBHOOK_ID?.trim() || null);
}

class PaypalProvider implements PaymentProvider {
  readonly method = PAYMENT_METHOD.paypal;
  readonly key = 'paypal';
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    private readonly paypal: PaypalConnection,
    private readonly clientId: string,
    private readonly webhookId: string | null,
  ) {
    this.orders = new (paypalSdk().OrdersController)(paypal.client);
    this.payments = new (paypalSdk().PaymentsController)(paypal.client);
  }

  publicConfig(): Record<string, string> {
    return { client_id: this.clientId };
  }

  async start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment> {
    const currencyCode = request.currency.toUpperCase();
    const { CheckoutPaymentIntent, PaypalExperienceUserAction, PaypalWalletContextShippingPreference } = paypalSdk();
    let order: Order;
    try {
      order = await this.paypal.call('create order', signal, (options) => this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{
            amount: { currencyCode, value: paypalValue(request.amountMinor, currencyCode) },
            customId: String(request.orderId),
            invoiceId: request.reference,
            description: translate(PAYPAL_MESSAGES, 'order_description', request.language, { tracking: request.tracking }).slice(0, 127),
          }],
          paymentSource: {
            paypal: {
              emailAddress: request.email.length <= 254 && PREFILL_EMAIL.test(request.email) ? request.email : undefined,
              // No locale: PayPal takes only its own language-COUNTRY list and otherwise follows the browser.
              experienceContext: {
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
        // A retried start of the same attempt gets the same PayPal order back, never a second one.
        paypalRequestId: `create-${request.reference}`,
      }, options));
    } catch (error) {
      throw unavailable('create order', error);
    }
    const link = order.links?.find((candidate) => candidate.rel === 'payer-action' || candidate.rel === 'approve');
    if (!order.id || !link) throw new ProviderUnavailable(`PayPal created order ${order.id ?? '?'} without an approval link`);
    return { providerRef: order.id, step: { kind: 'redirect', url: link.href } };
  }

  async verifyReturn(params: Readonly<Record<string, string>>, providerRef: string): Promise<VerifiedPayment> {
    if (!params.token || params.token !== providerRef) {
      throw new PaymentForged(`PayPal return for order ${params.token || '(none)'} while payment ${providerRef} was expected`);
    }
    const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
    if (params.cancelled === '1') {
      // The shopper left PayPal's page: nothing is captured, but what PayPal says still wins.
      const order = await this.getOrder(providerRef, signal);
      const payment = paymentOf(order, providerRef);
      return payment.status === 'paid' ? payment : { ...payment, status: 'cancelled' };
    }
    return this.capture(providerRef, signal);
  }

  async readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): Promise<WebhookEvent> {
    const text = rawBody.toString('utf8');
    let event: PaypalEvent;
    try {
      event = JSON.parse(text) as PaypalEvent;
    } catch {
      throw new PaymentForged('PayPal webhook body is not JSON');
    }
    if (typeof event !== 'object' || event === null || typeof event.event_type !== 'string') throw new PaymentForged('PayPal webhook without an event_type');
    const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
    await this.verifyWebhook(text, headers, signal);

    const resource = event.resource ?? {};
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.PENDING':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const orderId = resource.supplementary_data?.related_ids?.order_id;
        if (!orderId || !resource.id) return { kind: 'ignored', type: event.event_type };
        const currency = resource.amount?.currency_code ?? '';
        return { kind: 'payment', payment: {
          providerRef: orderId,
          paymentId: resource.id,
          amountMinor: amountOf(resource.amount?.value, currency),
          currency,
          status: captureState(resource.status),
        } };
      }
      case 'CHECKOUT.ORDER.APPROVED': {
        // The shopper approved, then never came back (tab closed): capture now, the way the return would.
        if (!resource.id || resource.intent !== paypalSdk().CheckoutPaymentIntent.Capture) return { kind: 'ignored', type: event.event_type };
        return { kind: 'payment', payment: await this.capture(resource.id, signal) };
      }
      default:
        return { kind: 'ignored', type: event.event_type };
    }
  }

  async refund(payment: { providerRef: string; paymentId: string; amountMinor: number; currency: string; key?: string }): Promise<{ refundId: string }> {
    const currencyCode = payment.currency.toUpperCase();
    try {
      const refund = await this.paypal.call('refund', AbortSignal.timeout(CALL_TIMEOUT_MS), (options) => this.payments.refundCapturedPayment({
        captureId: payment.paymentId,
        body: { amount: { currencyCode, value: paypalValue(payment.amountMinor, currencyCode) } },
        // Asking again (a retried command) answers the same refund instead of refusing a second one.
        paypalRequestId: `refund-${payment.key ?? payment.paymentId}`,
      }, options));
      if (!refund.id) throw new ProviderUnavailable('PayPal answered a refund without an id');
      return { refundId: refund.id };
    } catch (error) {
      if (error instanceof paypalSdk().ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 401 && error.statusCode !== 429) {
        throw new Error(`PayPal refused to refund capture ${payment.paymentId}: ${describeFault(error)}`, { cause: error });
      }
      throw unavailable('refund', error);
    }
  }

  private async getOrder(id: string, signal: AbortSignal): Promise<Order> {
    try {
      return await this.paypal.call('order look-up', signal, (options) => this.orders.getOrder({ id }, options));
    } catch (error) {
      throw this.refusal(error, id, 'order look-up');
    }
  }

  /**
   * Captures an approved order, once: PayPal's idempotency key makes a repeated request answer the
   * first capture, and an order captured before (ORDER_ALREADY_CAPTURED) is read instead. An order
   * not approved yet is pending; a declined funding source is a failed payment.
   */
  private async capture(id: string, signal: AbortSignal): Promise<VerifiedPayment> {
    try {
      const order = await this.paypal.call('capture', signal, (options) => this.orders.captureOrder({
        id,
        paypalRequestId: `capture-${id}`,
        prefer: 'return=representation',
      }, options));
      return paymentOf(order, id);
    } catch (error) {
      if (!(error instanceof paypalSdk().ApiError) || error.statusCode !== 422) throw this.refusal(error, id, 'capture');
      const { issue } = faultOf(error);
      if (issue === 'ORDER_ALREADY_CAPTURED' || issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return paymentOf(await this.getOrder(id, signal), id);
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') return { ...paymentOf(await this.getOrder(id, signal), id), paymentId: null, status: 'failed' };
      throw this.refusal(error, id, 'capture');
    }
  }

  /** An order PayPal does not know (404) is a forged return; any other failure means PayPal is not answering properly. */
  private refusal(error: unknown, id: string, what: string): Error {
    if (error instanceof paypalSdk().ApiError && error.statusCode === 404) return new PaymentForged(`PayPal knows no order ${id}: ${describeFault(error)}`);
    return unavailable(what, error);
  }

  /**
   * PayPal's documented server-to-server check. The SDK does not wrap this endpoint, so it is a
   * plain fetch with the SDK's own token. The event goes back byte for byte as received (spliced
   * into the request, not re-serialised), since PayPal checks its CRC32.
   */
  private async verifyWebhook(text: string, headers: Readonly<Record<string, string | undefined>>, signal: AbortSignal): Promise<void> {
    if (!this.webhookId) throw new PaymentForged('PAYPAL_WEBHOOK_ID is not set: PayPal webhooks cannot be verified');
    const missing = WEBHOOK_HEADERS.filter((name) => !headers[name]);
    if (missing.length > 0) throw new PaymentForged(`PayPal webhook without ${missing.join(', ')}`);
    const fields = JSON.stringify({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: this.webhookId,
    });
    const body = `${fields.slice(0, -1)},"webhook_event":${text}}`;
    let answer: Response;
    try {
      const token = await whileNotAborted(this.paypal.accessToken(), signal);
      answer = await fetch(`${this.paypal.apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal,
      });
    } catch (error) {
      throw unavailable('webhook verification', error);
    }
    const result = await answer.json().catch(() => ({})) as { verification_status?: string; name?: string; debug_id?: string };
    if (answer.status === 400 || answer.status === 422) throw new PaymentForged(`PayPal refused to check the webhook: ${result.name ?? answer.status} (debug_id ${result.debug_id ?? '?'})`);
    if (!answer.ok) throw new ProviderUnavailable(`PayPal webhook verification failed: HTTP ${answer.status} ${result.name ?? ''}`);
    if (result.verification_status !== 'SUCCESS') throw new PaymentForged(`PayPal webhook signature: ${result.verification_status ?? 'no verification_status'}`);
  }
}

/** The parts of a webhook event read here (resource: a capture or an order, as the event type says). */
interface PaypalEvent {
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    intent?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

function amountOf(value: string | undefined, currency: string): number {
  const units = minorUnits(value, currency);
  if (units === null) throw new ProviderUnavailable(`PayPal answered an amount that is not one: ${value} ${currency}`);
  return units;
}

function captureState(status: string | undefined): VerifiedPayment['status'] {
  switch (status) {
    // A refunded capture was paid: the payment stays recorded, its refund is another matter.
    case 'COMPLETED': case 'PARTIALLY_REFUNDED': case 'REFUNDED': return 'paid';
    case 'PENDING': return 'pending';
    default: return 'failed';
  }
}

/** The payment an order holds: its capture when there is one, else the order's amount, not paid yet. */
function paymentOf(order: Order, providerRef: string): VerifiedPayment {
  if (order.id && order.id !== providerRef) throw new PaymentForged(`PayPal answered order ${order.id} for ${providerRef}`);
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const money = capture?.amount ?? unit?.amount;
  const currency = money?.currencyCode ?? '';
  const amountMinor = amountOf(money?.value, currency);
  if (capture) {
    const status = captureState(capture.status);
    return { providerRef, paymentId: status === 'failed' ? null : capture.id ?? null, amountMinor, currency, status };
  }
  return { providerRef, paymentId: null, amountMinor, currency, status: order.status === 'VOIDED' ? 'cancelled' : 'pending' };
}
