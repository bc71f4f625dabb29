import type { FlashSaleInput, FlashSaleList, FlashSaleState } from '../../core/admin/flash-sales';
import type { FlashSalesGateway } from '../../core/admin/flash-sales-gateway.port';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin/flash-sales from the console, each call with the back office's CSRF header. */
export class HttpFlashSalesGateway implements FlashSalesGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  private async post(path: string, body: object, language: string): Promise<Changed<FlashSaleList>> {
    const { data, message } = await this.api.postWithMessage<FlashSaleList>(path, body, { language, headers: backOfficeHeaders(this.cookies) });
    return { data, message };
  }

  list(state: FlashSaleState, page: number, language: string): Promise<FlashSaleList> {
    return this.api.get<FlashSaleList>(`admin/flash-sales?state=${state}&page=${page}`, { language, headers: backOfficeHeaders(this.cookies) });
  }

  save(sale: FlashSaleInput, language: string) {
    const { id, ...body } = sale;
    return this.post(id === undefined ? 'admin/flash-sales' : `admin/flash-sales/${id}`, body, language);
  }

  close(id: number, version: number, language: string) {
    return this.post(`admin/flash-sales/${id}/close`, { version }, language);
  }
}
