import type { SessionState } from '../../core/auth/session-state.port';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import type { LedgerDesk, SellerEarnings } from '../../core/ledger/earnings';
import type { EarningsGateway, MoneyDeskGateway } from '../../core/ledger/ledger-gateway.port';
import { backOfficeHeaders, documentCookies } from '../admin/back-office-headers';
import type { ApiClient } from '../http/api-client';

/** api/v1/seller's money calls from the workspace, with the storefront's session (as HttpSellerGateway). */
export class HttpEarningsGateway implements EarningsGateway {
  constructor(private readonly api: ApiClient, private readonly session: Pick<SessionState, 'token'>, private readonly apiBase = '/api/v1/') {}

  earnings(language: string): Promise<SellerEarnings> {
    return this.api.get<SellerEarnings>('seller/earnings', { language, token: this.session.token ?? undefined });
  }

  requestPayout(amount: string, language: string): Promise<Changed<SellerEarnings>> {
    return this.api.postWithMessage<SellerEarnings>('seller/payouts', { amount }, { language, token: this.session.token ?? undefined });
  }

  statementUrl(month: string): string {
    return `${this.apiBase}seller/statements/${encodeURIComponent(month)}.csv`;
  }
}

/** api/v1/admin's money desk from the console, each call with the back office's CSRF header. */
export class HttpMoneyDeskGateway implements MoneyDeskGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  private post(path: string, body: object, language: string): Promise<Changed<LedgerDesk>> {
    return this.api.postWithMessage<LedgerDesk>(path, body, { language, headers: backOfficeHeaders(this.cookies) });
  }

  desk(language: string): Promise<LedgerDesk> {
    return this.api.get<LedgerDesk>('admin/ledger', { language, headers: backOfficeHeaders(this.cookies) });
  }

  saveTerms(terms: { version: number; commissionPercent: string; returnWindowDays: string }, language: string) {
    return this.post('admin/ledger/terms', { version: terms.version, commission_percent: terms.commissionPercent, return_window_days: terms.returnWindowDays }, language);
  }

  saveRate(rate: { scope: 'category' | 'store'; scopeId: number; percent: string }, language: string) {
    return this.post('admin/ledger/rates', { scope: rate.scope, scope_id: rate.scopeId, percent: rate.percent }, language);
  }

  removeRate(id: number, version: number, language: string) {
    return this.post(`admin/ledger/rates/${id}/remove`, { version }, language);
  }

  decidePayout(id: number, decision: { decision: 'pay' | 'refuse'; version: number; reference: string }, language: string) {
    return this.post(`admin/payouts/${id}`, decision, language);
  }
}
