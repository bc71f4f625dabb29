import type { CartCaller } from '../cart/cart-caller';
import type { Paginator } from '../shared/paginator';
import type { BankTransferForm } from '../payments/bank-transfer-form';
import type { ConfirmedOrder, OrderSummary, OrderView, TrackedOrder } from './order-contract';

/** The order list's filters (the contract's `order/by-user` without `order_id`). */
export type OrderListFilter = 'all' | 'cancelled' | 'paid' | 'unpaid';

export interface OrderListQuery {
  page: number;
  filter: OrderListFilter;
  /** Payment method 1..7, or null for any. */
  method: number | null;
}

/** A signed-in shopper's orders on api/v1 (token sent), a buyer's transfer report (a guest's too), and tracking by code for anyone. Every call throws RequestError when refused or down. */
export interface OrdersGateway {
  /** `order/by-user`: a page of the shopper's orders, newest first. */
  list(token: string | null, query: OrderListQuery, language: string): Promise<Paginator<OrderSummary>>;
  /** `order/by-user?order_id=`: one order of the shopper's (404 for anyone else's). */
  detail(token: string | null, id: number, language: string): Promise<OrderView>;
  /** `cancellation/cancel-order`: cancels a pending order; answers the server's message. */
  cancel(token: string | null, id: number, reason: string | null, language: string): Promise<string>;
  /**
   * `order/transaction`: reports a bank transfer on an order of the caller's (a guest's by its
   * user_token, in the caller's language); answers the server's message.
   */
  reportTransfer(caller: CartCaller, id: number, form: BankTransferForm): Promise<string>;
  /** `order/send-order-email`: sends the confirmation again; answers the server's message. */
  resendMail(token: string | null, id: number, language: string): Promise<string>;
  /** `track-order?order=`: where the order with this code is. */
  track(code: string, language: string): Promise<TrackedOrder>;
  /** `payment-gateway`: the payment methods (1..7) the shop offers now, enabled and configured, which the order list may be filtered by. */
  offeredMethods(language: string): Promise<number[]>;
  /** `order/confirm`: confirms a guest's order with its mailed link's token; the order and the server's message. */
  confirm(token: string, language: string): Promise<{ order: ConfirmedOrder; message: string }>;
}

/** Where the order list and the open order are kept (the orders view models). */
export interface OrdersState {
  /** The order its page shows, if any. */
  readonly detail: OrderView | null;
  setList(query: OrderListQuery, page: Paginator<OrderSummary>): void;
  /** The payment methods the list's filter offers (those the shop offers now). */
  setOfferedMethods(methods: number[]): void;
  setDetail(order: OrderView): void;
  /** The tracking page's answer, or null to clear it. */
  setTracked(order: TrackedOrder | null): void;
}
