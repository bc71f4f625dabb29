import type { CartCaller } from '../../core/cart/cart-caller';
import type { CompletedPayment, PaymentGateway } from '../../core/payments/payment-gateway.port';
import type { StartedPayment } from '../../core/payments/payment-methods';
import type { ApiClient } from '../http/api-client';
import { callerOptions, guestFields } from '../cart/http-cart-gateway';
import { startedPaymentOf } from './started-payment';

/** An online order's payment on api/v1 (docs/orders-api.md): its verification after the provider's page, and paying it again. */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(private readonly api: ApiClient) {}

  async paymentDone(caller: CartCaller, orderId: number, params: Readonly<Record<string, string>>): Promise<CompletedPayment> {
    const data = await this.api.post<{ order_id?: unknown; trans_id?: unknown } | null>('order/payment-done', { ...guestFields(caller), order_id: orderId, params }, callerOptions(caller));
    const transId = data?.trans_id;
    return { orderId, transId: typeof transId === 'string' && transId ? transId : typeof transId === 'number' ? String(transId) : null };
  }

  async changeMethod(caller: CartCaller, orderId: number, method: number): Promise<StartedPayment | null> {
    const data = await this.api.post<{ payment?: unknown } | null>('order/transaction', { ...guestFields(caller), order_id: orderId, order_method: method }, callerOptions(caller));
    return startedPaymentOf(data?.payment);
  }
}
