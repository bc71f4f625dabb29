/**
 * Razorpay (payment method 1) on its official Node library, through Payment Links.
 *
 * Why Payment Links, not Orders with the hosted (embedded) checkout: a Payment Link is created
 * server-to-server for one amount and currency, its page is Razorpay's own (short_url), and after a
 * successful payment Razorpay sends the shopper back to `callback_url` with a GET
 * (`callback_method: 'get'`) carrying razorpay_payment_id, razorpay_payment_link_id,
 * razorpay_payment_link_reference_id, razorpay_payment_link_status and razorpay_signature (HMAC-SHA256
 * with the key secret over `link_id|reference_id|status|payment_id`). So the return point
 * `/razorpay-callback` stays an ordinary page that calls `order/payment-done` with its query. The
 * hosted checkout instead POSTs to the callback URL, which would need a server route turning that
 * POST into a GET, and has to be enabled on the Razorpay account; Payment Links work on every
 * account.
 *
 * A return is trusted only after its signature checks AND the payment, fetched from Razorpay by its
 * id, says amount, currency and status: nothing on the URL but ids is believed. A return without a
 * signature (the cancel URL, a shopper who came back another way) is answered from the link as
 * Razorpay knows it; a cancelled one also cancels the link so it cannot be paid later.
 *
 * Webhooks: only `payment_link.paid` names the link (and so the stored attempt); `payment.captured`
 * and `order.paid` for the same payment do not, and are acknowledged as ignored.
 */
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
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
import { razorpayClient } from './razorpay-client';

const DEFAULT_API_BASE = 'https://api.razorpay.com';
/** How long a look-up or a refund may take (start is bounded by the flow's own signal). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Razorpay refuses a link that expires sooner than 15 minutes from now. */
const MIN_LINK_MINUTES = 16;
/** Razorpay's limit on one note's value. */
const NOTE_MAX = 256;

/** A payment as Razorpay's payments API and webhooks describe it (the fields the adapter reads). */
interface RazorpayPaymentEntity {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
}

/** What the library throws for an answer with an error status: `{ statusCode, error }`. */
interface RazorpayFault {
  statusCode: number;
  error?: { code?: string; description?: string };
}

function faultOf(error: unknown): RazorpayFault | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  return typeof error.statusCode === 'number' ? (error as RazorpayFault) : null;
}

function describe(error: unknown): string {
  const fault = faultOf(error);
  if (fault) return `HTTP ${fault.statusCode} ${fault.error?.code ?? ''} ${fault.error?.description ?? ''}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * Waits for a library call, but no longer than the signal allows. The library takes no signal, so
 * an abandoned request is left to finish on its own; nothing is charged by a link nobody opens.
 */
function within<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ProviderUnavailable('did not answer in time.'));
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One call to Razorpay: unreachable, slow or failing on its side is ProviderUnavailable; a refusal
 * of what was asked (4xx) becomes what `refused` makes of it.
 */
async function ask<T>(what: string, call: () => Promise<T>, signal: AbortSignal, refused: (fault: RazorpayFault) => Error): Promise<T> {
  try {
    if (signal.aborted) throw new ProviderUnavailable('did not answer in time.');
    return await within(Promise.resolve().then(call), signal);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new ProviderUnavailable(`Razorpay ${what}: ${error.message}`);
    const fault = faultOf(error);
    if (fault && fault.statusCode >= 400 && fault.statusCode < 500) throw refused(fault);
    throw new ProviderUnavailable(`Razorpay ${what}: ${describe(error)}`);
  }
}

const unavailable = (what: string) => (fault: RazorpayFault) => new ProviderUnavailable(`Razorpay ${what}: ${describe(fault)}`);
/** An id from a return that Razorpay does not know (it answers 400 "The id provided does not exist"). */
const unknownTo = (what: string) => (fault: RazorpayFault) =>
  fault.statusCode === 400 || fault.statusCode === 404 ? new PaymentForged(`Razorpay ${what}: ${describe(fault)}`) : unavailable(what)(fault);

function statusOf(payment: RazorpayPaymentEntity): VerifiedPayment['status'] {
  switch (payment.status) {
    case 'captured':
    case 'refunded': // it was paid; a refund is the shop's own later act
      return 'paid';
    case 'failed':
      return 'failed';
    default: // created, authorized: Payment Links capture at once, so this is a moment's state
      return 'pending';
  }
}

function verified(providerRef: string, payment: RazorpayPaymentEntity): VerifiedPayment {
  const amountMinor = Number(payment.amount);
  if (!Number.isSafeInteger(amountMinor)) throw new PaymentForged(`Razorpay payment ${payment.id} has no whole amount.`);
  return { providerRef, paymentId: payment.id, amountMinor, currency: payment.currency.toUpperCase(), status: statusOf(payment) };
}

function isPayment(value: unknown): value is RazorpayPaymentEntity {
  if (typeof value !== 'object' || value === null) return false;
  const payment = value as Record<string, unknown>;
  return typeof payment.id === 'string' && typeof payment.currency === 'string' && typeof payment.status === 'string' && payment.amount !== undefined;
}

/** A link as Razorpay answers it; any other answer (a wrong RAZORPAY_API_BASE, a proxy's page) is a fault on its side. */
function linkOrFault<T>(value: T, what: string): T {
  const link = value as Record<string, unknown> | null;
  const whole = typeof link === 'object' && link !== null && typeof link.id === 'string' && typeof link.status === 'string' &&
    typeof link.currency === 'string' && typeof link.short_url === 'string' && link.amount !== undefined;
  if (!whole) throw new ProviderUnavailable(`Razorpay answered ${what} with something else.`);
  return value;
}

/** A phone Razorpay takes (digits, an optional +); anything else is left out rather than refused. */
function contactOf(phone: string | null): string | undefined {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\+?\d{8,15}$/.test(compact) ? compact : undefined;
}

function apiBaseOf(value: string | undefined): string {
  const base = value?.trim() || DEFAULT_API_BASE;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`RAZORPAY_API_BASE is not a URL: ${base}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`RAZORPAY_API_BASE must be an http(s) URL: ${base}`);
  return base.replace(/\/+$/, '');
}

/** What a webhook body holds that the adapter reads. */
interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; status?: unknown } };
    payment?: { entity?: RazorpayPaymentEntity };
  };
}

/** The Razorpay adapter, or null while RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not both set. */
export function createRazorpayProvider(env: NodeJS.ProcessEnv, windowMinutes: number = PAYMENT_WINDOW.defaultMinutes): PaymentProvider | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  if (!keyId || !keySecret) return null;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  // The library loads here, once the keys are set (razorpay-client.ts): a start has a deadline to keep.
  const client = razorpayClient({ keyId, keySecret, hostUrl: apiBaseOf(env.RAZORPAY_API_BASE) });
  const linkMinutes = Math.max(MIN_LINK_MINUTES, windowMinutes);
  const timeout = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);

  async function fetchPayment(paymentId: string): Promise<RazorpayPaymentEntity> {
    const payment: unknown = await ask(`payment ${paymentId}`, () => client.payments.fetch(paymentId), timeout(), unknownTo(`payment ${paymentId}`));
    if (!isPayment(payment) || payment.id !== paymentId) throw new ProviderUnavailable(`Razorpay answered payment ${paymentId} with something else.`);
    return payment;
  }

  async function fetchLink(providerRef: string) {
    const link = await ask(`payment link ${providerRef}`, () => client.paymentLink.fetch(providerRef), timeout(), unknownTo(`payment link ${providerRef}`));
    return linkOrFault(link, `payment link ${providerRef}`);
  }

  /** The attempt as Razorpay knows it, for a return that carries no signed result. */
  async function fromLink(providerRef: string, cancelled: boolean): Promise<VerifiedPayment> {
    let link = await fetchLink(providerRef);
    if (cancelled && link.status === 'created') {
      // The shopper gave up: close the link, so an old tab cannot pay an order left behind. A link
      // paid meanwhile cannot be cancelled: it is read again and reported as it is.
      link = await ask(`cancel of ${providerRef}`, () => client.paymentLink.cancel(providerRef), timeout(), unavailable(`cancel of ${providerRef}`))
        .then((cancelled) => linkOrFault(cancelled, `cancel of ${providerRef}`))
        .catch(() => fetchLink(providerRef));
    }
    if (link.status === 'paid') {
      // The API sends `payments` as an array (the library's types say one object): read both.
      const payments: unknown = link.payments;
      const list = (Array.isArray(payments) ? payments : payments ? [payments] : []) as { payment_id: string; status: string }[];
      const captured = list.find((payment) => payment.status === 'captured') ?? list[0];
      if (captured) return verified(providerRef, await fetchPayment(captured.payment_id));
    }
    const closed = link.status === 'cancelled' || link.status === 'expired';
    return {
      providerRef,
      paymentId: null,
      amountMinor: Number(link.amount),
      currency: String(link.currency).toUpperCase(),
      status: closed ? 'cancelled' : 'pending',
    };
  }

  return {
    method: PAYMENT_METHOD.razorpay,
    key: 'razorpay',

    publicConfig: () => ({ key_id: keyId }),

    async start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment> {
      const contact = contactOf(request.phone);
      const link = await ask(
        'payment link',
        () =>
          client.paymentLink.create({
            amount: request.amountMinor,
            currency: request.currency,
            accept_partial: false,
            reference_id: request.reference,
            description: `Order ${request.tracking}`,
            customer: { name: request.name, email: request.email, ...(contact ? { contact } : {}) },
            // The shop mails the shopper itself; the link is followed at once, never sent.
            notify: { sms: false, email: false },
            reminder_enable: false,
            // Razorpay's page has no "back to the shop" link; cancel_url is read only by the local sandbox.
            notes: {
              order_id: String(request.orderId),
              tracking: request.tracking,
              ...(request.cancelUrl.length <= NOTE_MAX ? { cancel_url: request.cancelUrl } : {}),
            },
            callback_url: request.returnUrl,
            callback_method: 'get',
            expire_by: Math.floor(Date.now() / 1000) + linkMinutes * 60,
          }),
        signal,
        unavailable('payment link'),
      );
      linkOrFault(link, 'payment link');
      if (Number(link.amount) !== request.amountMinor || String(link.currency).toUpperCase() !== request.currency) {
        throw new ProviderUnavailable(`Razorpay opened payment link ${link.id} for ${link.amount} ${link.currency}, not ${request.amountMinor} ${request.currency}.`);
      }
      return { providerRef: link.id, step: { kind: 'redirect', url: link.short_url } };
    },

    async verifyReturn(params, providerRef) {
      const signature = params.razorpay_signature;
      if (signature === undefined) return fromLink(providerRef, params.cancelled === '1');
      const linkId = params.razorpay_payment_link_id;
      const paymentId = params.razorpay_payment_id;
      const status = params.razorpay_payment_link_status;
      if (!linkId || !paymentId || !status || !signature) throw new PaymentForged('Razorpay return is incomplete.');
      if (linkId !== providerRef) throw new PaymentForged(`Razorpay return is for payment link ${linkId}, not ${providerRef}.`);
      const signed = validatePaymentVerification(
        { payment_link_id: linkId, payment_link_reference_id: params.razorpay_payment_link_reference_id ?? '', payment_link_status: status, payment_id: paymentId },
        signature,
        keySecret,
      );
      if (!signed) throw new PaymentForged(`Razorpay return for ${linkId} has a bad signature.`);
      return verified(providerRef, await fetchPayment(paymentId));
    },

    async readWebhook(rawBody, headers): Promise<WebhookEvent> {
      if (!webhookSecret) throw new PaymentForged('Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set.');
      const signature = headers['x-razorpay-signature'];
      if (!signature) throw new PaymentForged('Razorpay webhook has no X-Razorpay-Signature.');
      const body = rawBody.toString('utf8');
      if (!validateWebhookSignature(body, signature, webhookSecret)) throw new PaymentForged('Razorpay webhook has a bad signature.');
      let event: RazorpayEvent;
      try {
        event = JSON.parse(body) as RazorpayEvent;
      } catch {
        throw new PaymentForged('Razorpay webhook body is not JSON.');
      }
      const type = typeof event.event === 'string' ? event.event : 'unknown';
      if (type !== 'payment_link.paid') return { kind: 'ignored', type };
      const linkId = event.payload?.payment_link?.entity?.id;
      const payment = event.payload?.payment?.entity;
      if (typeof linkId !== 'string' || !isPayment(payment)) {
        throw new PaymentForged('Razorpay payment_link.paid webhook lacks its payment link or payment.');
      }
      return { kind: 'payment', payment: verified(linkId, payment) };
    },

    async refund(payment) {
      const { paymentId } = payment;
      try {
        const refund = await ask(
          `refund of ${paymentId}`,
          () => client.payments.refund(paymentId, { amount: payment.amountMinor, speed: 'normal', notes: { payment_link_id: payment.providerRef } }),
          timeout(),
          (fault) => Object.assign(new Error(`Razorpay refused the refund of ${paymentId}: ${describe(fault)}`), { fault }),
        );
        return { refundId: refund.id };
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        // Refunded already (a retried command, or two paths refunding one late payment): the
        // refund that exists is the answer, so a refund is never made twice nor reported as failed.
        const paid = await fetchPayment(paymentId).catch(() => Promise.reject(error));
        const refunded = 'amount_refunded' in paid ? Number((paid as { amount_refunded?: unknown }).amount_refunded) : 0;
        if (refunded < Number(paid.amount)) throw error;
        const earlier = await ask(`refunds of ${paymentId}`, () => client.payments.fetchMultipleRefund(paymentId), timeout(), unavailable(`refunds of ${paymentId}`));
        const last = earlier.items.at(0);
        if (!last) throw error;
        return { refundId: last.id };
      }
    },
  };
}
