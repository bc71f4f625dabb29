import type { CartCaller } from './cart-caller';

/** What `voucher/validity` accepted: the code and the discount it gives this cart, in cents. */
export interface VoucherValidity {
  code: string;
  discountCents: number;
}

/** `order/action` body (plain JSON). The server reprices the selected lines from its database. */
export interface PlaceOrderInput {
  /** Payment method 1..7 (spec enumerations; 2 cash on delivery, 7 bank transfer). */
  order_method: number;
  voucher?: string;
  /** IANA time zone of the shopper, e.g. `Europe/Istanbul` (the order's dates). */
  time_zone: string;
  address_id: number;
  delivery_instruction?: string;
}

/** `order/action` answer: the buyer, the amount charged (API decimal) and the order id and tracking code. */
export interface PlacedOrder {
  name: string;
  email: string;
  currency: string;
  amount: number;
  id: number;
  /** The tracking code. */
  order: string;
}

/** Vouchers, payment methods and order placement on api/v1. Every call throws RequestError when refused or down. */
export interface OrderGateway {
  /**
   * `voucher/validity`: whether `code` applies to the caller's selected lines now (window, minimum
   * spend, usage limits) and the discount it gives. `baseCents` is what the browser priced the
   * goods at (sent as `price`; the server reprices from its database).
   */
  voucherValidity(caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity>;
  /** `payment-gateway`: the payment method ids (1..7) this shop accepts now, public data only. */
  paymentMethods(language: string): Promise<number[]>;
  /**
   * `order/action`: places one order of the caller's selected lines. The same `idempotencyKey`
   * (header `Idempotency-Key`) answers the first order again instead of placing a second one.
   */
  placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder>;
}
export const OrderGateway = Symbol('OrderGateway');
