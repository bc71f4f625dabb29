/**
 * The payment-provider port of the backend (issue 16): what the order flow asks of an online
 * provider (Razorpay 1, Stripe 3, PayPal 4, Paystack 5, Flutterwave 6). One adapter per provider in
 * `backend/payments/providers/`, each on the provider's official Node library where one exists, its
 * keys and API base URL read from the environment (`*_API_BASE` reaches a local sandbox in tests).
 * The order flow (`order/action`, `order/payment-done`, webhooks, expiry, refunds) knows only this.
 */

/** What a provider is asked to collect: one stored order's total, never a client's amount. */
export interface PaymentRequest {
  orderId: number;
  /** The order's tracking code (what the shopper sees). */
  tracking: string;
  /** Unique per payment attempt (the provider's receipt, tx_ref or reference). */
  reference: string;
  /** Exactly `orders.total_amount`, in minor units of `currency`. */
  amountMinor: number;
  /** ISO 4217, upper case: the shop's currency setting. */
  currency: string;
  email: string;
  name: string;
  phone: string | null;
  /** The shopper's language (en, fr, ar, tr, hi, or one the operator added) for a hosted page that takes one. */
  language: string;
  /** Absolute URL of this provider's return point; the provider adds its own parameters to it. */
  returnUrl: string;
  /** Absolute URL a shopper who cancels on the provider's page is sent to. */
  cancelUrl: string;
}

/** How the browser goes on to pay: to the provider's hosted page, by a link or by a posted form. */
export type PaymentStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'post'; url: string; fields: Record<string, string> };

/** A payment the provider has opened for a request. */
export interface StartedPayment {
  /** The provider's id of what was opened (checkout session, order, payment link, reference). */
  providerRef: string;
  step: PaymentStep;
}

/** A payment as the provider itself vouches for it (after a signature check or a server-to-server look-up). */
export interface VerifiedPayment {
  /** The `providerRef` of the StartedPayment it belongs to. */
  providerRef: string;
  /** The provider's id of the payment itself (unique per provider); null while nothing was paid. */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
  status: 'paid' | 'pending' | 'failed' | 'cancelled';
}

/** A webhook after its signature was checked: a payment to record, or an event the shop does not act on. */
export type WebhookEvent = { kind: 'payment'; payment: VerifiedPayment } | { kind: 'ignored'; type: string };

/** A return or webhook that fails the provider's check (bad signature, unknown to the provider): refused and logged. */
export class PaymentForged extends Error {
  override readonly name = 'PaymentForged';
}

/** The provider could not be reached, timed out or answered with a fault: nothing is known to be charged. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

export interface PaymentProvider {
  /** The payment method id (1, 3, 4, 5 or 6). */
  readonly method: number;
  /** razorpay, stripe, paypal, paystack or flutterwave: the key of `payment-gateway` and of return and webhook paths. */
  readonly key: string;
  /** What `payment-gateway` may send (a publishable key, a client id); never a secret. */
  publicConfig(): Record<string, string>;
  /** Opens a payment for exactly the request's amount; ProviderUnavailable when the provider does not answer in time. */
  start(request: PaymentRequest, signal: AbortSignal): Promise<StartedPayment>;
  /**
   * Checks what the provider put on the return URL (query or posted fields, as strings) for the
   * payment opened as `providerRef`; PaymentForged when it does not check out.
   */
  verifyReturn(params: Readonly<Record<string, string>>, providerRef: string): Promise<VerifiedPayment>;
  /** Checks a webhook on its raw body and headers (lower-case names); PaymentForged when the signature fails. */
  readWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): Promise<WebhookEvent>;
  /**
   * Refunds `amountMinor` of a paid payment through the provider's refund API (the whole payment, or
   * a part of it: a seller's cancelled part, decision 0036); the provider's refund id. `key` makes a
   * refund one of its own where the provider keys requests (a part's; the payment's by default), so
   * asking again answers the same refund.
   */
  refund(payment: { providerRef: string; paymentId: string; amountMinor: number; currency: string; key?: string }): Promise<{ refundId: string }>;
}
