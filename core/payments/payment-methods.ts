/**
 * The payment methods by name: the one place their numbers are written
 * (`orders.order_method`, `payment_methods.method`, api/v1 `order_method`). Cash on delivery and bank
 * transfer are paid offline, the others through their online provider.
 */
export const PAYMENT_METHOD = {
  razorpay: 1,
  cashOnDelivery: 2,
  stripe: 3,
  paypal: 4,
  paystack: 5,
  flutterwave: 6,
  bankTransfer: 7,
} as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

export const PAYMENT_CASH_ON_DELIVERY = PAYMENT_METHOD.cashOnDelivery;
export const PAYMENT_BANK_TRANSFER = PAYMENT_METHOD.bankTransfer;

/** Each method's key (`payment-gateway`'s `key`, a settings flag's name), by method id. */
export const PAYMENT_METHOD_KEYS: Readonly<Record<number, string>> = {
  [PAYMENT_METHOD.razorpay]: 'razorpay',
  [PAYMENT_METHOD.cashOnDelivery]: 'cash_on_delivery',
  [PAYMENT_METHOD.stripe]: 'stripe',
  [PAYMENT_METHOD.paypal]: 'paypal',
  [PAYMENT_METHOD.paystack]: 'paystack',
  [PAYMENT_METHOD.flutterwave]: 'flutterwave',
  [PAYMENT_METHOD.bankTransfer]: 'bank_transfer',
};

/** The online providers by their key (`payment-gateway`'s `key`, the return page's `:provider`) and method id. */
export const ONLINE_PROVIDERS: Readonly<Record<string, number>> = {
  razorpay: PAYMENT_METHOD.razorpay, stripe: PAYMENT_METHOD.stripe, paypal: PAYMENT_METHOD.paypal, paystack: PAYMENT_METHOD.paystack, flutterwave: PAYMENT_METHOD.flutterwave,
};

/** The methods paid through an online provider (the providers' ones). */
export const ONLINE_METHODS: ReadonlySet<number> = new Set(Object.values(ONLINE_PROVIDERS));

/** The methods that need no provider (cash on delivery, bank transfer): order/action places them as they are. */
export const OFFLINE_METHODS: ReadonlySet<number> = new Set([PAYMENT_METHOD.cashOnDelivery, PAYMENT_METHOD.bankTransfer]);

/** The method id of an online provider's key, or null for anything else. */
export function methodOfProvider(key: string | undefined): number | null {
  return key !== undefined && Object.hasOwn(ONLINE_PROVIDERS, key) ? ONLINE_PROVIDERS[key]! : null;
}

/** Whether a method is paid through an online provider (the shopper leaves for its page). */
export function isOnlineMethod(method: number | null | undefined): boolean {
  return method != null && Object.values(ONLINE_PROVIDERS).includes(method);
}

/**
 * Whether an order is waiting for its online payment: the shopper may be paying its whole total at
 * the provider right now, so nothing may change what it comes to (a seller's cancellation, decision 0036).
 */
export function awaitsOnlinePayment(order: { paid: boolean; method: number }): boolean {
  return !order.paid && isOnlineMethod(order.method);
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
export const PAYMENT_METHOD_IDS: readonly number[] = Object.values(PAYMENT_METHOD);

/** Whether `value` is a payment method id (an order list's `method` filter, an order's method). */
export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'number' && PAYMENT_METHOD_IDS.includes(value);
}

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
