import type { CartCaller } from '../cart/cart-caller';
import type { PaymentMethod } from '../payments/payment-methods';
import type { PlacedOrder } from '../orders/placed-order.port';

/** What `voucher/validity` accepted: the code and the discount it gives this cart, in cents. */
export interface VoucherValidity {
  code: string;
  discountCents: number;
}

/** `order/action` body (plain JSON). The server reprices the selected lines from its database. */
export interface PlaceOrderInput {
  /** Payment method 1..7 (2 cash on delivery, 7 bank transfer, the others online: core/payments/payment-methods.ts). */
  order_method: number;
  voucher?: string;
  /** IANA time zone of the shopper, e.g. `Europe/Istanbul` (the order's dates). */
  time_zone: string;
  address_id: number;
  delivery_instruction?: string;
}

/** Vouchers, payment methods and order placement on api/v1 (an order placed is read back through orders' PlacedOrderGateway). Every call throws RequestError when refused or down. */
export interface CheckoutGateway {
  /**
   * `voucher/validity`: whether `code` applies to the caller's selected lines now (window, minimum
   * spend, usage limits) and the discount it gives. `baseCents` is what the browser priced the
   * goods at (sent as `price`; the server reprices from its database).
   */
  voucherValidity(caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity>;
  /** `payment-gateway`: the methods (1..7) this shop accepts now with their public config (bank details). */
  paymentMethods(language: string): Promise<PaymentMethod[]>;
  /**
   * `order/action`: places one order of the caller's selected lines. The same `idempotencyKey`
   * (header `Idempotency-Key`) answers the first order again instead of placing a second one.
   */
  placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder>;
}
