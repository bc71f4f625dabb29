import type { Changed } from '../admin/shop-rules-gateway.port';
import type { LedgerDesk, SellerEarnings } from './earnings';
import type { EarningsGateway, MoneyDeskGateway } from './ledger-gateway.port';

/** What the seller's earnings screen does (`/seller/earnings`): the server checks every amount against the ledger. */
export class EarningsDesk {
  constructor(private readonly gateway: EarningsGateway) {}

  earnings(language: string): Promise<SellerEarnings> {
    return this.gateway.earnings(language);
  }

  requestPayout(amount: string, language: string): Promise<Changed<SellerEarnings>> {
    return this.gateway.requestPayout(amount.trim(), language);
  }

  statementUrl(month: string): string {
    return this.gateway.statementUrl(month);
  }
}

/** What the back office's money section does (`/admin/money`, operators): terms, overrides, payout decisions. */
export class MoneyDesk {
  constructor(private readonly gateway: MoneyDeskGateway) {}

  desk(language: string): Promise<LedgerDesk> {
    return this.gateway.desk(language);
  }

  saveTerms(terms: { version: number; commissionPercent: string; returnWindowDays: string }, language: string): Promise<Changed<LedgerDesk>> {
    return this.gateway.saveTerms({ ...terms, commissionPercent: terms.commissionPercent.trim(), returnWindowDays: terms.returnWindowDays.trim() }, language);
  }

  saveRate(rate: { scope: 'category' | 'store'; scopeId: number; percent: string }, language: string): Promise<Changed<LedgerDesk>> {
    return this.gateway.saveRate({ ...rate, percent: rate.percent.trim() }, language);
  }

  removeRate(id: number, version: number, language: string): Promise<Changed<LedgerDesk>> {
    return this.gateway.removeRate(id, version, language);
  }

  decidePayout(id: number, decision: { decision: 'pay' | 'refuse'; version: number; reference: string }, language: string): Promise<Changed<LedgerDesk>> {
    return this.gateway.decidePayout(id, { ...decision, reference: decision.reference.trim() }, language);
  }
}
