import { inject, injectable } from 'inversify';
import type { ConfirmedOrder } from './order-contract';
import { OrdersGateway } from './orders-gateway.port';

/**
 * Confirms a guest's order with the token of the link mailed to its address (core/orders/guest-confirmation.ts),
 * from any browser. A refusal (used, unknown or late link; too many tries) throws RequestError with the server's message.
 */
@injectable()
export class ConfirmOrder {
  constructor(@inject(OrdersGateway) private readonly gateway: Pick<OrdersGateway, 'confirm'>) {}

  execute(token: string, language: string): Promise<{ order: ConfirmedOrder; message: string }> {
    return this.gateway.confirm(token, language);
  }
}
