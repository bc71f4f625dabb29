import type { Kysely } from 'kysely';
import { type Balance, balanceOf, isMatured } from '../../core/ledger/ledger';
import type { BalanceView } from '../../core/ledger/earnings';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';

/** Cents as the decimal amount the API speaks. */
export const amountOf = (cents: number) => centsToAmount(cents).toFixed(2);

/**
 * A balance as the API shows it. The ledger counts a payout out of the available money when it is
 * asked for; `requestedCents` (payouts not yet decided) splits what left into asked for and paid.
 */
export function balanceView(balance: Balance, requestedCents: number): BalanceView {
  return {
    pending: amountOf(balance.pendingCents), available: amountOf(balance.availableCents),
    requested: amountOf(requestedCents), paidOut: amountOf(balance.paidOutCents - requestedCents),
  };
}

/** What each store has asked for and the shop not yet decided, in cents. */
export async function requestedPayouts(db: Kysely<DB>, storeIds: readonly number[] | null): Promise<Map<number, number>> {
  let query = db.selectFrom('payouts').select((eb) => ['store_id', eb.fn.sum<number | string>('amount_cents').as('cents')]).where('status', '=', 'requested').groupBy('store_id');
  if (storeIds !== null) {
    if (storeIds.length === 0) return new Map();
    query = query.where('store_id', 'in', storeIds);
  }
  return new Map((await query.execute()).map((row) => [row.store_id, Number(row.cents)]));
}

/**
 * Stores' balances, each the sum of its entries (core's `balanceOf`), grouped by order in the
 * database: an order's money is available once the store's parcel of it was delivered and the
 * return window is over (`isMatured`), pending before. `storeIds` null reads every store with entries.
 */
export async function storeBalances(db: Kysely<DB>, storeIds: readonly number[] | null, returnWindowDays: number, now: Date): Promise<Map<number, Balance>> {
  let query = db.selectFrom('ledger_entries as e')
    .leftJoin('shipments as s', (join) => join.onRef('s.order_id', '=', 'e.order_id').onRef('s.store_id', '=', 'e.store_id'))
    .select((eb) => ['e.store_id', 'e.order_id', 's.delivered_at', 's.cancelled', eb.fn.sum<number | string>('e.amount_cents').as('cents')])
    .where('e.store_id', 'is not', null)
    .groupBy(['e.store_id', 'e.order_id', 's.delivered_at', 's.cancelled']);
  if (storeIds !== null) {
    if (storeIds.length === 0) return new Map();
    query = query.where('e.store_id', 'in', storeIds);
  }
  const rows = await query.execute();
  const byStore = new Map<number, typeof rows>();
  for (const row of rows) byStore.set(row.store_id!, [...(byStore.get(row.store_id!) ?? []), row]);
  const balances = new Map<number, Balance>();
  for (const [storeId, own] of byStore) {
    const matured = new Set(own.filter((row) => row.order_id !== null && isMatured(row.delivered_at, row.cancelled === 1, returnWindowDays, now)).map((row) => row.order_id!));
    balances.set(storeId, balanceOf(own.map((row) => ({ storeId, orderId: row.order_id, kind: 'sale', cents: Number(row.cents) })), (orderId) => matured.has(orderId)));
  }
  return balances;
}

export const EMPTY_BALANCE: Balance = { pendingCents: 0, availableCents: 0, paidOutCents: 0 };

/** One store's balance now. */
export async function storeBalance(db: Kysely<DB>, storeId: number, returnWindowDays: number, now: Date): Promise<Balance> {
  return (await storeBalances(db, [storeId], returnWindowDays, now)).get(storeId) ?? EMPTY_BALANCE;
}
