/** Payment method ids 1..7: 2 and 7 offline, the others through an online provider. */
export const PAYMENT_ONLINE = 1;
export const PAYMENT_CASH_ON_DELIVERY = 2;
export const PAYMENT_BANK_TRANSFER = 7;

/** The online providers by their key (`payment-gateway`'s `key`, the return page's `:provider`) and method id. */
export const ONLINE_PROVIDERS: Readonly<Record<string, number>> = { razorpay: 1, stripe: 3, paypal: 4, paystack: 5, flutterwave: 6 };

/** The method id of an online provider's key, or null for anything else. */
export function methodOfProvider(key: string | undefined): number | null {
  return key !== undefined && Object.hasOwn(ONLINE_PROVIDERS, key) ? ONLINE_PROVIDERS[key]! : null;
}

/** Whether a method is paid through an online provider (the shopper leaves for its page). */
export function isOnlineMethod(method: number | null | undefined): boolean {
  return method != null && Object.values(ONLINE_PROVIDERS).includes(method);
}

/** How the browser goes on to pay: to the provider's page by a link, or by a posted form (api/v1 `payment.step`). */
export type PaymentStep = { kind: 'redirect'; url: string } | { kind: 'post'; url: string; fields: Record<string, string> };

/** A payment the server opened with a provider for an order (`payment` of order/action and order/transaction). */
export interface StartedPayment {
  method: number;
  provider: string;
  step: PaymentStep;
}

/**
 * Where an order's payment stands, as its pages show it: paid, awaiting payment, refunded, refund
 * due (a paid order cancelled, its money not given back yet), or not charged (cancelled unpaid).
 */
export type PaymentState = 'paid' | 'awaiting' | 'refunded' | 'refund_due' | 'not_charged';

/** A cancelled order is never "paid" nor "awaiting payment": its money is refunded, due back, or was never taken. */
export function paymentStateOf(order: { paid: boolean; refunded: boolean; cancelled?: boolean; refundDue?: boolean }): PaymentState {
  if (order.refunded) return 'refunded';
  if (order.refundDue || (order.cancelled && order.paid)) return 'refund_due';
  if (order.cancelled) return 'not_charged';
  return order.paid ? 'paid' : 'awaiting';
}

/** Every method id (1 online provider ... 7 bank transfer). */
export const PAYMENT_METHOD_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * What a shopper may read of a bank-transfer method (`payment-gateway` config, all public): the
 * account to pay into and the shop's own instructions. Any field may be missing.
 */
export interface BankTransferDetails {
  bank_name?: string;
  account_holder?: string;
  account_number?: string;
  branch?: string;
  /** SWIFT/BIC code. */
  swift?: string;
  /** A national routing or sort code. */
  routing?: string;
  instructions?: string;
}

/** The public fields of a bank-transfer config, in the order a shopper reads them. */
export const BANK_DETAIL_FIELDS = ['bank_name', 'account_holder', 'account_number', 'branch', 'swift', 'routing'] as const satisfies readonly (keyof BankTransferDetails)[];

/** One payment method the shop takes now, with its public configuration (empty for cash on delivery). */
export interface PaymentMethod {
  method: number;
  config: BankTransferDetails;
}

/** The bank details of the bank-transfer method among `methods`, or null when it is not offered or says nothing. */
export function bankDetailsOf(methods: readonly PaymentMethod[] | null): BankTransferDetails | null {
  const config = methods?.find((m) => m.method === PAYMENT_BANK_TRANSFER)?.config;
  return config && Object.values(config).some(Boolean) ? config : null;
}
