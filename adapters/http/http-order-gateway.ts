import { inject, injectable } from 'inversify';
import type { CartCaller } from '../../core/cart/cart-caller';
import type { OrderGateway, PlacedOrder, PlaceOrderInput, VoucherValidity } from '../../core/cart/order-gateway.port';
import { PAYMENT_METHOD_IDS } from '../../core/cart/payment-methods';
import { fromCents, toCents } from '../../core/domain/pricing';
import { ApiClient } from './api-client';
import { callerOptions, guestFields } from './http-cart-gateway';

/** Settings-row flag names of the known API, by payment method id (spec enumeration). */
const FLAG_METHODS: Readonly<Record<string, number>> = {
  razorpay: 1,
  cash_on_delivery: 2,
  stripe: 3,
  paypal: 4,
  paystack: 5,
  flutterwave: 6,
  bank_transfer: 7,
  bank: 7,
};

const enabled = (value: unknown) => value === true || value === 1 || value === '1';

/**
 * The method ids a `payment-gateway` answer offers, whichever of its shapes arrives: a list of ids,
 * a list of `{id|method, status|enabled}`, or an object of flags by method or by known name.
 */
export function paymentMethodsOf(data: unknown): number[] {
  const ids = new Set<number>();
  const add = (id: unknown) => {
    const n = Number(id);
    if (PAYMENT_METHOD_IDS.includes(n)) ids.add(n);
  };
  const source = (data as { methods?: unknown } | null)?.methods ?? data;
  if (Array.isArray(source)) {
    for (const entry of source) {
      if (typeof entry === 'number' || typeof entry === 'string') add(entry);
      else if (entry && typeof entry === 'object') {
        const e = entry as { id?: unknown; method?: unknown; status?: unknown; enabled?: unknown };
        const on = e.enabled ?? e.status ?? true;
        if (enabled(on) || on === true) add(e.method ?? e.id);
      }
    }
  } else if (source && typeof source === 'object') {
    for (const [key, value] of Object.entries(source)) {
      const id = /^\d+$/.test(key) ? Number(key) : FLAG_METHODS[key];
      const on = value && typeof value === 'object' ? ((value as { enabled?: unknown; status?: unknown }).enabled ?? (value as { status?: unknown }).status) : value;
      if (id !== undefined && enabled(on)) add(id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** Vouchers, payment methods and orders on api/v1 (docs/orders-api.md). */
@injectable()
export class HttpOrderGateway implements OrderGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async voucherValidity(caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity> {
    const body = { ...guestFields(caller), voucher: code, price: fromCents(baseCents) };
    const data = await this.api.post<{ offered?: unknown; voucher?: unknown }>('voucher/validity', body, callerOptions(caller));
    const voucher = data?.voucher;
    const named = typeof voucher === 'string' ? voucher : (voucher as { code?: unknown } | null)?.code;
    return { code: typeof named === 'string' && named ? named : code, discountCents: toCents((data?.offered as number | string | undefined) ?? 0) };
  }

  async paymentMethods(language: string): Promise<number[]> {
    return paymentMethodsOf(await this.api.get<unknown>('payment-gateway', { language }));
  }

  placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder> {
    return this.api.post<PlacedOrder>('order/action', { ...guestFields(caller), ...input }, {
      ...callerOptions(caller),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  }
}
