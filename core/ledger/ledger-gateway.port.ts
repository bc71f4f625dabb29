import type { Changed } from '../admin/shop-rules-gateway.port';
import type { LedgerDesk, SellerEarnings } from './earnings';

/** api/v1/seller's money calls (backend/ledger/earnings-routes.ts), with the storefront's session. */
export interface EarningsGateway {
  earnings(language: string): Promise<SellerEarnings>;
  /** Asks for an amount of the available money; a refusal's `fields` has `amount`. */
  requestPayout(amount: string, language: string): Promise<Changed<SellerEarnings>>;
  /** Where the browser downloads a month's statement (`YYYY-MM`): a link, sent with the session cookie. */
  statementUrl(month: string): string;
}

/** api/v1/admin's money desk (backend/ledger/money-desk-routes.ts), with the back office's CSRF header. */
export interface MoneyDeskGateway {
  desk(language: string): Promise<LedgerDesk>;
  saveTerms(terms: { version: number; commissionPercent: string; returnWindowDays: string }, language: string): Promise<Changed<LedgerDesk>>;
  saveRate(rate: { scope: 'category' | 'store'; scopeId: number; percent: string }, language: string): Promise<Changed<LedgerDesk>>;
  removeRate(id: number, version: number, language: string): Promise<Changed<LedgerDesk>>;
  decidePayout(id: number, decision: { decision: 'pay' | 'refuse'; version: number; reference: string }, language: string): Promise<Changed<LedgerDesk>>;
}
