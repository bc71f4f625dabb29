import type { CartCaller } from '../../core/cart/cart-caller';
import type { CheckoutGateway, PlaceOrderInput, VoucherValidity } from '../../core/checkout/checkout-gateway.port';
import type { PlacedOrder, PlacedOrderDetails, PlacedOrderGateway } from '../../core/orders/placed-order.port';
import { type BankTransferDetails, PAYMENT_METHOD, PAYMENT_METHOD_IDS, PAYMENT_METHOD_KEYS, type PaymentMethod } from '../../core/payments/payment-methods';
import type { BankTransferReport } from '../../core/orders/order-contract';
import { fromCents, toCents } from '../../core/product/pricing';
import type { ApiClient } from '../http/api-client';
import { callerOptions, guestFields, readOptions } from '../cart/http-cart-gateway';
import { startedPaymentOf } from '../payments/started-payment';

/** Settings-row flag names of the known API, by payment method id (1..7). */
const FLAG_METHODS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(PAYMENT_METHOD_KEYS).map(([id, key]) => [key, Number(id)])),
  bank: PAYMENT_METHOD.bankTransfer,
};

const enabled = (value: unknown) => value === true || value === 1 || value === '1';

/** The config keys a shopper may see; anything else in a config is ignored (never shown, never kept). */
const PUBLIC_CONFIG_KEYS: readonly (keyof BankTransferDetails)[] = ['bank_name', 'account_holder', 'account_number', 'branch', 'swift', 'routing', 'instructions'];

/** The known public fields of a method's config that hold text; a number (an account number) becomes text. */
export function publicConfigOf(config: unknown): BankTransferDetails {
  const details: BankTransferDetails = {};
  if (!config || typeof config !== 'object' || Array.isArray(config)) return details;
  for (const key of PUBLIC_CONFIG_KEYS) {
    const value = (config as Record<string, unknown>)[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text) details[key] = text;
  }
  return details;
}

/**
 * The methods a `payment-gateway` answer offers, in its order, whichever of its shapes arrives: this
 * API's `{methods: [{method, enabled, config}]}`, a list of ids or of `{id|method, status|enabled}`,
 * or an object of flags by method or by known name (no config in those).
 */
export function paymentMethodsOf(data: unknown): PaymentMethod[] {
  const methods = new Map<number, PaymentMethod>();
  const add = (id: unknown, config?: unknown) => {
    const n = Number(id);
    if (PAYMENT_METHOD_IDS.includes(n) && !methods.has(n)) methods.set(n, { method: n, config: publicConfigOf(config) });
  };
  const source = (data as { methods?: unknown } | null)?.methods ?? data;
  if (Array.isArray(source)) {
    for (const entry of source) {
      if (typeof entry === 'number' || typeof entry === 'string') add(entry);
      else if (entry && typeof entry === 'object') {
        const e = entry as { id?: unknown; method?: unknown; status?: unknown; enabled?: unknown; config?: unknown };
        const on = e.enabled ?? e.status ?? true;
        if (enabled(on) || on === true) add(e.method ?? e.id, e.config);
      }
    }
  } else if (source && typeof source === 'object') {
    const ids: number[] = [];
    for (const [key, value] of Object.entries(source)) {
      const id = /^\d+$/.test(key) ? Number(key) : FLAG_METHODS[key];
      const on = value && typeof value === 'object' ? ((value as { enabled?: unknown; status?: unknown }).enabled ?? (value as { status?: unknown }).status) : value;
      if (id !== undefined && enabled(on)) ids.push(id);
    }
    // Flags carry no display order: by id.
    for (const id of ids.sort((a, b) => a - b)) add(id);
  }
  return [...methods.values()];
}

/** order/by-user with `order_id` (docs/orders-api.md), as far as the order-placed page reads it. */
interface OrderViewData {
  id: number;
  order: string;
  order_method: number;
  payment_done?: number;
  cancelled?: number;
  refunded?: number;
  refund_due?: number;
  trans_id?: string | null;
  bank_transfer?: BankTransferReport | null;
  currency: string;
  address?: { email?: string } | null;
  user?: { email?: string } | null;
  calculated: { subtotal: number; shipping_price: number; bundle_offer: number; tax: number; voucher_price: number; total_price: number };
  ordered_products?: { quantity?: number }[];
  awaiting_confirmation?: number;
  confirm_by?: string | null;
}

/** The stored order in cents (the server's decimals turned back exactly). */
export function placedOrderDetailsOf(data: OrderViewData): PlacedOrderDetails {
  const c = data.calculated;
  return {
    id: data.id,
    code: data.order,
    method: Number(data.order_method),
    currency: data.currency,
    // The order's own e-mail (ship-to address) is where order/action mailed the confirmation.
    email: data.address?.email || data.user?.email || '',
    paid: Number(data.payment_done) === 1,
    closed: Number(data.cancelled) === 1 || Number(data.refunded) === 1,
    refunded: Number(data.refunded) === 1,
    cancelled: Number(data.cancelled) === 1,
    refundDue: Number(data.refund_due) === 1,
    transId: typeof data.trans_id === 'string' && data.trans_id ? data.trans_id : null,
    transfer: data.bank_transfer ?? null,
    totals: {
      subtotal: toCents(c.subtotal),
      bundleOffer: toCents(c.bundle_offer),
      shipping: toCents(c.shipping_price),
      tax: toCents(c.tax),
      voucher: toCents(c.voucher_price),
      total: toCents(c.total_price),
    },
    quantity: (data.ordered_products ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
    confirmBy: Number(data.awaiting_confirmation) === 1 ? data.confirm_by ?? null : null,
  };
}

/** Vouchers, payment methods, placing an order and reading it back on api/v1 (docs/orders-api.md): checkout's gateway and orders' PlacedOrderGateway. */
export class HttpCheckoutGateway implements CheckoutGateway, PlacedOrderGateway {
  constructor(private readonly api: ApiClient) {}

  async voucherValidity(caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity> {
    const body = { ...guestFields(caller), voucher: code, price: fromCents(baseCents) };
    const data = await this.api.post<{ offered?: unknown; voucher?: unknown }>('voucher/validity', body, callerOptions(caller));
    const voucher = data?.voucher;
    const named = typeof voucher === 'string' ? voucher : (voucher as { code?: unknown } | null)?.code;
    return { code: typeof named === 'string' && named ? named : code, discountCents: toCents((data?.offered as number | string | undefined) ?? 0) };
  }

  async paymentMethods(language: string): Promise<PaymentMethod[]> {
    return paymentMethodsOf(await this.api.get<unknown>('payment-gateway', { language }));
  }

  async order(caller: CartCaller, id: number): Promise<PlacedOrderDetails> {
    const data = await this.api.get<OrderViewData>('order/by-user', { ...readOptions(caller), params: { order_id: id } });
    return placedOrderDetailsOf(data);
  }

  /** An online method's answer carries `payment` (its step checked: see startedPaymentOf); any other has none. */
  async placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder> {
    const placed = await this.api.post<PlacedOrder>('order/action', { ...guestFields(caller), ...input }, {
      ...callerOptions(caller),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (placed?.payment === undefined) return placed;
    const { payment, ...order } = placed;
    const started = startedPaymentOf(payment);
    return started ? { ...order, payment: started } : order;
  }
}
