import type { Kysely } from 'kysely';
import { commissionRateOf, type CommissionRates } from '../../core/ledger/ledger';
import type { DB } from '../db/schema';

/** The marketplace's terms as the ledger reads them: the rates and the return window. */
export interface MarketplaceTerms {
  rates: CommissionRates;
  returnWindowDays: number;
  version: number;
}

/** The operator's terms now (migration 0045): the shop's rate, its overrides, the return window. */
export async function loadMarketplaceTerms(db: Kysely<DB>): Promise<MarketplaceTerms> {
  const [terms, overrides] = await Promise.all([
    db.selectFrom('marketplace_terms').select(['commission_bps', 'return_window_days', 'version']).where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('commission_rates').select(['scope', 'scope_id', 'rate_bps']).execute(),
  ]);
  const of = (scope: 'category' | 'store') => new Map(overrides.filter((row) => row.scope === scope).map((row) => [row.scope_id, row.rate_bps]));
  return {
    rates: { shopBps: terms?.commission_bps ?? 0, byCategory: of('category'), byStore: of('store') },
    returnWindowDays: terms?.return_window_days ?? 0,
    version: terms?.version ?? 1,
  };
}

/**
 * The rate each new line is sold at, read in the order's transaction so the rate on the line is the
 * one in force when the shopper bought (decision 0035): the line's store, then its category, then the shop.
 */
export async function saleRates(trx: Kysely<DB>, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const [terms, products] = await Promise.all([
    loadMarketplaceTerms(trx),
    trx.selectFrom('products').select(['id', 'store_id', 'category_id']).where('id', 'in', [...new Set(productIds)]).execute(),
  ]);
  return new Map(products.map((product) => [product.id, commissionRateOf(terms.rates, { storeId: product.store_id, categoryId: product.category_id })]));
}
