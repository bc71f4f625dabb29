import type { ConfirmedOrder } from './order-contract';
import type { OrdersGateway } from './orders-gateway.port';

/**
 * Confirms a guest's order with the token of the link mailed to its address (core/orders/guest-confirmation.ts),
 * from any browser. A refusal (used, unknown or late link; too many tries) throws RequestError with the server's message.
 */
export class ConfirmOrder {
  constructor(private readonly gateway: Pick<OrdersGateway, 'confirm'>) {}

  execute(token: string, language: string): Promise<{ order: ConfirmedOrder; message: string }> {
    return this.gateway.confirm(token, language);
  }
}
