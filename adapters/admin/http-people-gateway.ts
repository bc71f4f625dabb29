import type { CustomerBlock, CustomerQuery, CustomerRow, Page, PendingSeller, SellerDecision, SellerState } from '../../core/admin/people';
import type { PeopleGateway } from '../../core/admin/people-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin's people calls from the console, each with the back office's CSRF header. */
export class HttpPeopleGateway implements PeopleGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  private headers(): Record<string, string> {
    return backOfficeHeaders(this.cookies);
  }

  sellers(state: SellerState, page: number, language: string): Promise<Page<PendingSeller>> {
    return this.api.get<Page<PendingSeller>>('admin/sellers', { language, params: { state, page }, headers: this.headers() });
  }

  async decide(decision: SellerDecision, language: string): Promise<string> {
    const body = { store_id: decision.storeId, version: decision.version, decision: decision.decision, reason: decision.reason };
    return (await this.api.postWithMessage<null>('admin/sellers/decide', body, { language, headers: this.headers() })).message;
  }

  customers(query: CustomerQuery, language: string): Promise<Page<CustomerRow>> {
    return this.api.get<Page<CustomerRow>>('admin/customers', { language, params: { q: query.q || undefined, page: query.page, sort: query.sort }, headers: this.headers() });
  }

  async block(change: CustomerBlock, language: string): Promise<string> {
    const body = { user_id: change.userId, version: change.version, action: change.blocked ? 'block' : 'unblock', reason: change.reason };
    return (await this.api.postWithMessage<null>('admin/customers/block', body, { language, headers: this.headers() })).message;
  }
}
