import type { CartTotals } from '../cart/cart-pricing';
import type { CartCaller } from '../cart/cart-caller';
import type { StartedPayment } from '../payments/payment-methods';
import type { BankTransferReport } from './order-contract';

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

/** What looking up an order found: the order, or null when it is unknown or not the caller's. */
export interface PlacedOrderLookup {
  id: number;
  order: PlacedOrderDetails | null;
}

/** Reads back an order just placed (the order-placed page). Throws RequestError when refused or down. */
export interface PlacedOrderGateway {
  /**
   * `order/by-user?order_id=`: one order of the caller's (a guest's by its user_token). Throws
   * RequestError 403 for someone else's order and 404 for an unknown one.
   */
  order(caller: CartCaller, id: number): Promise<PlacedOrderDetails>;
}

/** The order placed last in this tab and the order the order-placed page looked up (the PlacedOrderStore). */
export interface PlacedOrderState {
  /** The order placed last in this tab (the order-placed page). */
  readonly lastOrder: PlacedOrder | null;
  /** The order the order-placed page looked up last (stored amounts, method), null before any. */
  readonly placedOrder: PlacedOrderLookup | null;
  setLastOrder(order: PlacedOrder | null): void;
  setPlacedOrder(lookup: PlacedOrderLookup | null): void;
}
