import type { OrderDeskAction, OrderDeskActionInput, OrderDeskDetail, OrderDeskPage, OrderDeskQuery } from '../../core/admin/order-desk';
import type { OrderDeskGateway } from '../../core/admin/order-desk-gateway.port';
import { orderDeskParams } from '../../core/admin/order-desk-query';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

const PATHS: Readonly<Record<OrderDeskAction, string>> = { confirm: 'confirm', advance: 'advance', cancel: 'cancel', refund: 'refund', verifyTransfer: 'verify-transfer', cashReceived: 'cash-received', partRefunded: 'part-refunded' };

/** api/v1/admin/orders from the console, every call with the back office's CSRF header. */
export class HttpOrderDeskGateway implements OrderDeskGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  list(query: OrderDeskQuery, language: string): Promise<OrderDeskPage> {
    // Always the page, so the answer's page is the one asked for.
    const params = { ...orderDeskParams(query), page: query.page ?? 1 };
    return this.api.get<OrderDeskPage>('admin/orders', { language, params, headers: backOfficeHeaders(this.cookies) });
  }

  detail(code: string, language: string): Promise<OrderDeskDetail> {
    return this.api.get<OrderDeskDetail>(`admin/orders/${encodeURIComponent(code)}`, { language, headers: backOfficeHeaders(this.cookies) });
  }

  async act(code: string, action: OrderDeskAction, input: OrderDeskActionInput, language: string): Promise<{ detail: OrderDeskDetail; message: string }> {
    const { data, message } = await this.api.postWithMessage<OrderDeskDetail>(`admin/orders/${encodeURIComponent(code)}/${PATHS[action]}`, input, { language, headers: backOfficeHeaders(this.cookies) });
    return { detail: data, message };
  }
}
