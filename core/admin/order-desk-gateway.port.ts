import type { OrderDeskAction, OrderDeskActionInput, OrderDeskDetail, OrderDeskPage, OrderDeskQuery } from './order-desk';

/** api/v1/admin/orders as the console calls it; a refusal throws RequestError with the server's message in the caller's language. */
export interface OrderDeskGateway {
  list(query: OrderDeskQuery, language: string): Promise<OrderDeskPage>;
  /** One order in full; a code no order has throws RequestError 404. */
  detail(code: string, language: string): Promise<OrderDeskDetail>;
  /** An action on the version read: the order as it is now, and what the server said. */
  act(code: string, action: OrderDeskAction, input: OrderDeskActionInput, language: string): Promise<{ detail: OrderDeskDetail; message: string }>;
}
