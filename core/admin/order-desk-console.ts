import type { OrderDeskAction, OrderDeskDetail, OrderDeskPage, OrderDeskQuery } from './order-desk';
import type { OrderDeskGateway } from './order-desk-gateway.port';

/**
 * What the console's order desk does: list orders as asked (the server filters, searches, sorts and
 * pages), read one, and act on it with the version it was read at (the server refuses a change
 * made since). A cancellation's reason is trimmed; the server decides everything else.
 */
export class OrderDeskConsole {
  constructor(private readonly gateway: OrderDeskGateway) {}

  list(query: OrderDeskQuery, language: string): Promise<OrderDeskPage> {
    return this.gateway.list({ ...query, q: query.q?.trim() || undefined }, language);
  }

  detail(code: string, language: string): Promise<OrderDeskDetail> {
    return this.gateway.detail(code.trim().toUpperCase(), language);
  }

  act(order: OrderDeskDetail, action: OrderDeskAction, language: string, reason?: string): Promise<{ detail: OrderDeskDetail; message: string }> {
    return this.gateway.act(order.code, action, { version: order.version, ...(reason?.trim() ? { reason: reason.trim() } : {}) }, language);
  }
}
