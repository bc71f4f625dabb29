import type { CartTotals } from '../cart/cart-pricing';
import type { CartCaller } from '../cart/cart-caller';
import type { PaymentMethod, StartedPayment } from '../payments/payment-methods';
import type { BankTransferReport } from '../orders/order-contract';

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

/** `order/action` answer: the buyer, the amount charged (API decimal) and the order id and tracking code. */
export interface PlacedOrder {
  name: string;
  email: string;
  currency: string;
  amount: number;
  id: number;
  /** The tracking code. */
  order: string;
  /** A guest's order to a new address waits for the link mailed there (core/orders/guest-confirmation.ts). */
  awaiting_confirmation?: boolean;
  /** Until when it waits (ISO time), else null. */
  confirm_by?: string | null;
  /** An online method's payment, opened with its provider: the browser follows its step to pay. */
  payment?: StartedPayment | null;
}

/**
 * A stored order as its owner sees it on the order-placed page (`order/by-user?order_id=`): the
 * amounts the server charged, in cents, in the same shape the cart's summary shows.
 */
export interface PlacedOrderDetails {
  id: number;
  /** The tracking code (the bank transfer's payment reference). */
  code: string;
  /** Payment method 1..7. */
  method: number;
  currency: string;
  /** Where the confirmation went: the order's own e-mail (its shipping address's), the one it was mailed to. */
  email: string;
  paid: boolean;
  /** Cancelled or refunded: nothing is left to pay. */
  closed: boolean;
  refunded: boolean;
  /** Cancelled (as opposed to refunded only). */
  cancelled?: boolean;
  /** A cancelled paid order whose money is owed back (core/orders/order-status.ts `refundDue`). */
  refundDue?: boolean;
  /** The provider's reference of an online payment once paid (`trans_id`), else null. */
  transId: string | null;
  /** A bank-transfer order's report of the transfer, once the buyer sent one. */
  transfer: BankTransferReport | null;
  totals: CartTotals;
  /** Units ordered. */
  quantity: number;
  /** Until when the order waits for its address to confirm it (ISO time); null when it does not wait. */
  confirmBy: string | null;
}

/** Vouchers, payment methods and order placement on api/v1. Every call throws RequestError when refused or down. */
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
   * `order/by-user?order_id=`: one order of the caller's (a guest's by its user_token). Throws
   * RequestError 403 for someone else's order and 404 for an unknown one.
   */
  order(caller: CartCaller, id: number): Promise<PlacedOrderDetails>;
  /**
   * `order/action`: places one order of the caller's selected lines. The same `idempotencyKey`
   * (header `Idempotency-Key`) answers the first order again instead of placing a second one.
   */
  placeOrder(caller: CartCaller, input: PlaceOrderInput, idempotencyKey: string): Promise<PlacedOrder>;
}
