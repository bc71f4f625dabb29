import type { OrderSummary, OrderView } from '../../core/orders/order-contract';
import type { OrderListQuery, OrdersGateway } from '../../core/orders/orders-gateway.port';
import type { ConfirmedOrder, TrackedOrder } from '../../core/orders/order-contract';
import type { BankTransferForm } from '../../core/payments/bank-transfer-form';
import type { Paginator } from '../../core/shared/paginator';
import type { CartCaller } from '../../core/cart/cart-caller';
import type { ApiClient } from '../http/api-client';
import { callerOptions, guestFields } from '../cart/http-cart-gateway';
import { paymentMethodsOf } from '../payments/payment-methods-of';

export class HttpOrdersGateway implements OrdersGateway {
  constructor(private readonly api: ApiClient) {}

  list(token: string | null, query: OrderListQuery, language: string): Promise<Paginator<OrderSummary>> {
    const params: Record<string, string | number | undefined> = { page: query.page, order_method: query.method ?? undefined };
    if (query.filter !== 'all') params[query.filter] = 1;
    return this.api.get<Paginator<OrderSummary>>('order/by-user', { language, token: token ?? undefined, params });
  }

  detail(token: string | null, id: number, language: string): Promise<OrderView> {
    return this.api.get<OrderView>('order/by-user', { language, token: token ?? undefined, params: { order_id: id } });
  }

  async cancel(token: string | null, id: number, reason: string | null, language: string): Promise<string> {
    return (await this.api.postWithMessage('cancellation/cancel-order', { order_id: id, ...(reason ? { reason } : {}) }, { language, token: token ?? undefined })).message;
  }

  async reportTransfer(caller: CartCaller, id: number, form: BankTransferForm): Promise<string> {
    return (await this.api.postWithMessage('order/transaction', { ...guestFields(caller), order_id: id, ...form }, callerOptions(caller))).message;
  }

  async resendMail(token: string | null, id: number, language: string): Promise<string> {
    return (await this.api.postWithMessage('order/send-order-email', { order_id: id }, { language, token: token ?? undefined })).message;
  }

  async offeredMethods(language: string): Promise<number[]> {
    return paymentMethodsOf(await this.api.get<unknown>('payment-gateway', { language })).map((m) => m.method);
  }

  track(code: string, language: string): Promise<TrackedOrder> {
    return this.api.get<TrackedOrder>('track-order', { language, params: { order: code } });
  }

  async confirm(token: string, language: string): Promise<{ order: ConfirmedOrder; message: string }> {
    const answer = await this.api.postWithMessage<ConfirmedOrder>('order/confirm', { token }, { language });
    return { order: answer.data, message: answer.message };
  }
}
