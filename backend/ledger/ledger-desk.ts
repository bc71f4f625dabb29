import type { Kysely } from 'kysely';
import { bpsToPercent, type LedgerDesk } from '../../core/ledger/earnings';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { recordAudit } from '../admin/audit-log';
import { amountOf, balanceView, EMPTY_BALANCE, requestedPayouts, storeBalances } from './balances';
import { loadMarketplaceTerms } from './commission-terms';
import { payoutViewOf } from './seller-earnings';

/** How many payout requests the desk lists: every open one, then the newest decided. */
const DECIDED_LISTED = 30;

/**
 * `GET admin/ledger`: the terms and overrides, each store's balance read from the ledger now
 * (stores with entries or an approved store), the shop's own account, and the payout requests
 * (open ones first, oldest first, then the newest decided).
 */
export async function loadLedgerDesk(db: Kysely<DB>, lang: string, now: Date): Promise<LedgerDesk> {
  const terms = await loadMarketplaceTerms(db);
  const [settings, rates, categories, stores, balances, shop, open, decided, requested] = await Promise.all([
    db.selectFrom('settings').select('currency').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('commission_rates').select(['id', 'version', 'scope', 'scope_id', 'rate_bps']).orderBy('scope').orderBy('id').execute(),
    db.selectFrom('categories as c').leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
      .select(['c.id', 'c.title', 'ct.title as translated']).orderBy('c.id').execute(),
    db.selectFrom('stores').select(['id', 'name', 'status']).where('user_id', 'is not', null).orderBy('name').execute(),
    storeBalances(db, null, terms.returnWindowDays, now),
    db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number | string>('amount_cents').as('cents')).where('store_id', 'is', null).executeTakeFirst(),
    db.selectFrom('payouts as p').innerJoin('stores as s', 's.id', 'p.store_id').select(['p.id', 'p.version', 'p.amount_cents', 'p.status', 'p.reference', 'p.created_at', 'p.decided_at', 'p.store_id', 's.name'])
      .where('p.status', '=', 'requested').orderBy('p.id').execute(),
    db.selectFrom('payouts as p').innerJoin('stores as s', 's.id', 'p.store_id').select(['p.id', 'p.version', 'p.amount_cents', 'p.status', 'p.reference', 'p.created_at', 'p.decided_at', 'p.store_id', 's.name'])
      .where('p.status', '!=', 'requested').orderBy('p.id', 'desc').limit(DECIDED_LISTED).execute(),
    requestedPayouts(db, null),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.translated ?? c.title]));
  const storeName = new Map(stores.map((s) => [s.id, s.name]));
  const listed = stores.filter((s) => s.status === 'approved' || balances.has(s.id));
  return {
    currency: settings?.currency ?? '',
    terms: { version: terms.version, commissionPercent: bpsToPercent(terms.rates.shopBps), returnWindowDays: terms.returnWindowDays },
    rates: rates.map((r) => ({ id: r.id, version: r.version, scope: r.scope, scopeId: r.scope_id, name: (r.scope === 'store' ? storeName.get(r.scope_id) : categoryName.get(r.scope_id)) ?? `#${r.scope_id}`, percent: bpsToPercent(r.rate_bps) })),
    categories: categories.map((c) => ({ id: c.id, name: c.translated ?? c.title })),
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
    balances: listed.map((s) => ({ storeId: s.id, storeName: s.name, ...balanceView(balances.get(s.id) ?? EMPTY_BALANCE, requested.get(s.id) ?? 0) })),
    shopAccount: amountOf(Number(shop?.cents ?? 0)),
    payouts: [...open, ...decided].map((row) => ({ ...payoutViewOf(row), storeId: row.store_id, storeName: row.name })),
  };
}

export interface Who { actor: { id: number; email: string }; ip: string }

/** The shop's rate and return window, on the version read; audited. False when stale. */
export async function saveTerms(db: Kysely<DB>, dialect: DialectName, change: { version: number; bps: number; days: number }, who: Who, now: Date): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const before = await trx.selectFrom('marketplace_terms').select(['commission_bps', 'return_window_days', 'version']).where('id', '=', 1).executeTakeFirstOrThrow();
    if (before.version !== change.version) return false;
    const written = await trx.updateTable('marketplace_terms').set((eb) => ({ commission_bps: change.bps, return_window_days: change.days, version: eb('version', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', 1).where('version', '=', change.version).executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, { actor: who.actor, action: 'commission.terms', subject: 'marketplace_terms', subjectId: 1, before: { commission_bps: before.commission_bps, return_window_days: before.return_window_days }, after: { commission_bps: change.bps, return_window_days: change.days }, ip: who.ip }, now);
    return true;
  });
}

/** A category's or store's own rate, set or changed (one row per target); audited. False when the target does not exist. */
export async function saveRate(db: Kysely<DB>, dialect: DialectName, rate: { scope: 'category' | 'store'; scopeId: number; bps: number }, who: Who, now: Date): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const target = rate.scope === 'store'
      ? await trx.selectFrom('stores').select('id').where('id', '=', rate.scopeId).where('user_id', 'is not', null).executeTakeFirst()
      : await trx.selectFrom('categories').select('id').where('id', '=', rate.scopeId).executeTakeFirst();
    if (!target) return false;
    const stamp = now.toISOString();
    const before = await trx.selectFrom('commission_rates').select(['id', 'rate_bps']).where('scope', '=', rate.scope).where('scope_id', '=', rate.scopeId).executeTakeFirst();
    if (before) await trx.updateTable('commission_rates').set((eb) => ({ rate_bps: rate.bps, version: eb('version', '+', 1), updated_at: stamp })).where('id', '=', before.id).execute();
    else await trx.insertInto('commission_rates').values({ scope: rate.scope, scope_id: rate.scopeId, rate_bps: rate.bps, created_at: stamp, updated_at: stamp }).execute();
    await recordAudit(trx, { actor: who.actor, action: 'commission.rate', subject: rate.scope, subjectId: rate.scopeId, before: before ? { rate_bps: before.rate_bps } : null, after: { rate_bps: rate.bps }, ip: who.ip }, now);
    return true;
  });
}

/** An override removed on the version read (its target pays the shop's rate again); audited. */
export async function removeRate(db: Kysely<DB>, dialect: DialectName, id: number, version: number, who: Who, now: Date): Promise<{ scope: 'category' | 'store'; scopeId: number } | null> {
  return writeTransaction(db, dialect, async (trx) => {
    const row = await trx.selectFrom('commission_rates').select(['scope', 'scope_id', 'rate_bps', 'version']).where('id', '=', id).executeTakeFirst();
    if (!row || row.version !== version) return null;
    await trx.deleteFrom('commission_rates').where('id', '=', id).where('version', '=', version).execute();
    await recordAudit(trx, { actor: who.actor, action: 'commission.rate_remove', subject: row.scope, subjectId: row.scope_id, before: { rate_bps: row.rate_bps }, after: null, ip: who.ip }, now);
    return { scope: row.scope, scopeId: row.scope_id };
  });
}
