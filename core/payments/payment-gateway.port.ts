import type { CartCaller } from '../cart/cart-caller';
import type { PaymentStep, StartedPayment } from './payment-methods';

/** What `order/payment-done` answers for a paid order (a replay of a paid return answers the same). */
export interface CompletedPayment {
  orderId: number;
  /** The provider's reference of the payment (`trans_id`). */
  transId: string | null;
}

/**
 * An online order's payment on api/v1, for its buyer (a signed-in shopper by bearer, a guest by its
 * user_token). Every call throws RequestError when refused (201 "The payment was not completed.",
 * 400 "This payment could not be verified.", 404 "Order not found.") or when the API is down.
 */
export interface PaymentGateway {
  /** `order/payment-done {order_id, params}`: what the provider put on the return URL, verified by the server. */
  paymentDone(caller: CartCaller, orderId: number, params: Readonly<Record<string, string>>): Promise<CompletedPayment>;
  /**
   * `order/transaction {order_id, order_method}` on an unpaid online order: an online method opens a
   * new payment (answered), cash on delivery or bank transfer switches the order to it (null).
   */
  changeMethod(caller: CartCaller, orderId: number, method: number): Promise<StartedPayment | null>;
}

/** The browser leaving for the provider's page: a link followed, or a form built and posted. */
export interface PaymentNavigator {
  follow(step: PaymentStep): void;
}

/**
 * The order the order-placed page looked up (orders' PlacedOrderState, as far as a payment needs
 * it): a payment made or a method changed forgets it, so the page reads the order again.
 */
export interface PlacedOrderCache {
  readonly placedOrder: { readonly id: number } | null;
  setPlacedOrder(lookup: null): void;
}
