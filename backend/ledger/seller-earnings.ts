import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { spreadsheetSafe } from '../../core/admin/content';
import type { PayoutStatus, PayoutView, SellerEarnings } from '../../core/ledger/earnings';
import type { DB } from '../db/schema';
import { translate } from '../i18n/server-messages';
import { amountOf, balanceView, requestedPayouts, storeBalance } from './balances';
import { loadMarketplaceTerms } from './commission-terms';
import { EARNINGS_MESSAGES } from './earnings-messages';

/** How many of the newest entries and payouts the earnings page lists (the statements hold them all). */
export const EARNINGS_LIST_SIZE = 50;

export function payoutViewOf(row: { id: number; version: number; amount_cents: number; status: PayoutStatus; reference: string | null; created_at: string; decided_at: string | null }): PayoutView {
  return { id: row.id, version: row.version, amount: amountOf(row.amount_cents), status: row.status, reference: row.reference, requestedAt: row.created_at, decidedAt: row.decided_at };
}

/** `GET seller/earnings`: the store's balance, its newest entries and payouts, and the months it has statements for. */
export async function loadSellerEarnings(db: Kysely<DB>, storeId: number, now: Date): Promise<SellerEarnings> {
  const terms = await loadMarketplaceTerms(db);
  const [balance, settings, entries, payouts, months, requested] = await Promise.all([
    storeBalance(db, storeId, terms.returnWindowDays, now),
    db.selectFrom('settings').select('currency').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('ledger_entries as e').leftJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.id', 'e.created_at', 'e.kind', 'e.amount_cents', 'e.payout_id', 'o.tracking_code'])
      .where('e.store_id', '=', storeId).orderBy('e.id', 'desc').limit(EARNINGS_LIST_SIZE).execute(),
    db.selectFrom('payouts').select(['id', 'version', 'amount_cents', 'status', 'reference', 'created_at', 'decided_at'])
      .where('store_id', '=', storeId).orderBy('id', 'desc').limit(EARNINGS_LIST_SIZE).execute(),
    db.selectFrom('ledger_entries').select((eb) => eb.fn.min('created_at').as('first')).where('store_id', '=', storeId).executeTakeFirst(),
    requestedPayouts(db, [storeId]),
  ]);
  return {
    ...balanceView(balance, requested.get(storeId) ?? 0),
    currency: settings?.currency ?? '',
    returnWindowDays: terms.returnWindowDays,
    entries: entries.map((row) => ({ id: row.id, createdAt: row.created_at, kind: row.kind, amount: amountOf(row.amount_cents), orderCode: row.tracking_code, payoutId: row.payout_id })),
    payouts: payouts.map(payoutViewOf),
    months: monthsSince(months?.first ?? null, now),
  };
}

/** The months from the first entry's to now's, newest first (`YYYY-MM`). */
export function monthsSince(first: string | null, now: Date): string[] {
  if (first === null) return [];
  const months: string[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() + 1;
  const stop = first.slice(0, 7);
  for (let guard = 0; guard < 600; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key <= stop) break;
    month -= 1;
    if (month === 0) { month = 12; year -= 1; }
  }
  return months;
}

/**
 * A month's statement as CSV, in the seller's language: the balance brought forward, each entry of
 * the month with the running balance, and the balance carried forward, so statements chain month
 * to month and each adds up on its own.
 */
export async function monthStatementCsv(db: Kysely<DB>, storeId: number, month: string, language: string): Promise<string> {
  const start = `${month}-01T00:00:00.000Z`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 1)).toISOString();
  const say = (key: string) => translate(EARNINGS_MESSAGES, key, language);
  const [before, rows] = await Promise.all([
    db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number | string>('amount_cents').as('cents')).where('store_id', '=', storeId).where('created_at', '<', start).executeTakeFirst(),
    db.selectFrom('ledger_entries as e').leftJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.id', 'e.created_at', 'e.kind', 'e.amount_cents', 'e.payout_id', 'o.tracking_code'])
      .where('e.store_id', '=', storeId).where('e.created_at', '>=', start).where('e.created_at', '<', end).orderBy('e.id').execute(),
  ]);
  let running = Number(before?.cents ?? 0);
  const lines: string[][] = [[say('csv_date'), say('csv_entry'), say('csv_order'), say('csv_payout'), say('csv_amount'), say('csv_balance')]];
  lines.push([start.slice(0, 10), say('csv_brought_forward'), '', '', '', amountOf(running)]);
  for (const row of rows) {
    running += Number(row.amount_cents);
    lines.push([row.created_at.slice(0, 10), say(`kind_${row.kind}`), spreadsheetSafe(row.tracking_code ?? ''), row.payout_id === null ? '' : String(row.payout_id), amountOf(Number(row.amount_cents)), amountOf(running)]);
  }
  lines.push([new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10), say('csv_carried_forward'), '', '', '', amountOf(running)]);
  return stringify(lines);
}
