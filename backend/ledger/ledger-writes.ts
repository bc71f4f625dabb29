import type { Kysely } from 'kysely';
import { type LedgerEntry, refundEntries, saleEntries } from '../../core/ledger/ledger';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';

/**
 * The ledger's side of an order's change (decision 0035), in the change's own transaction
 * (backend/orders/order-changes.ts), so money and state never disagree: an order becoming paid
 * writes its sale entries, and one becoming refunded writes every entry back negated. Nothing is
 * ever updated or deleted (triggers refuse it), and an order's sale is written once.
 */
export async function recordOrderMoney(trx: Kysely<DB>, dialect: DialectName, orderId: number, change: { paid: boolean; refunded: boolean }, stamp: string): Promise<void> {
  if (change.paid) await recordSale(trx, orderId, stamp);
  if (change.refunded) await recordRefund(trx, dialect, orderId, stamp);
}

async function recordSale(trx: Kysely<DB>, orderId: number, stamp: string): Promise<void> {
  const already = await trx.selectFrom('ledger_entries').select('id').where('order_id', '=', orderId).where('kind', 'in', ['sale', 'shop_share']).executeTakeFirst();
  if (already) return;
  const order = await trx.selectFrom('orders').select(['total_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('ordered_products as op').innerJoin('products as p', 'p.id', 'op.product_id')
    .leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id').leftJoin('shipping_rules as sr', 'sr.id', 'sp.shipping_rule_id')
    .select(['op.store_id', 'p.store_id as product_store', 'op.selling', 'op.quantity', 'op.bundle_offer', 'op.tax_price', 'op.shipping_price', 'op.commission_bps', 'sr.store_id as rule_store'])
    .where('op.order_id', '=', orderId)
    // Lines their seller cancelled before the payment are not in what was paid (decision 0036).
    .where('op.part_cancellation_id', 'is', null)
    .orderBy('op.id').execute();
  const entries = saleEntries(orderId, order.total_amount, lines.map((line) => {
    const storeId = line.store_id ?? line.product_store;
    // Delivery charged by the store's own rule (its pickup places, decision 0033) is the store's.
    const ownDelivery = line.rule_store !== null && line.rule_store === storeId;
    return {
      storeId,
      goodsCents: line.selling * line.quantity - line.bundle_offer,
      extraCents: line.tax_price + (ownDelivery ? line.shipping_price : 0),
      commissionBps: line.commission_bps,
    };
  }));
  await writeEntries(trx, entries, stamp);
}

async function recordRefund(trx: Kysely<DB>, dialect: DialectName, orderId: number, stamp: string): Promise<void> {
  const written = await trx.selectFrom('ledger_entries').select(['store_id', 'order_id', 'kind', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
  const stores = [...new Set(written.flatMap((row) => (row.store_id === null ? [] : [row.store_id])))];
  // A refund lowers the stores' balances: it waits for (and is waited for by) their payout requests.
  await lockAccounts(trx, dialect, stores);
  await writeEntries(trx, refundEntries(written.map(entryOf)), stamp);
}

/** Takes the stores' accounts in id order (PostgreSQL row locks; SQLite already writes one transaction at a time). */
export async function lockAccounts(trx: Kysely<DB>, dialect: DialectName, storeIds: readonly number[]): Promise<void> {
  if (dialect !== 'postgres' || storeIds.length === 0) return;
  await trx.selectFrom('stores').select('id').where('id', 'in', [...storeIds].sort((a, b) => a - b)).orderBy('id').forUpdate().execute();
}

export function entryOf(row: { store_id: number | null; order_id: number | null; kind: LedgerEntry['kind']; amount_cents: number }): LedgerEntry {
  return { storeId: row.store_id, orderId: row.order_id, kind: row.kind, cents: Number(row.amount_cents) };
}

export async function writeEntries(trx: Kysely<DB>, entries: readonly LedgerEntry[], stamp: string, payoutId: number | null = null): Promise<void> {
  if (entries.length === 0) return;
  await trx.insertInto('ledger_entries').values(entries.map((entry) => ({
    store_id: entry.storeId, order_id: entry.orderId, payout_id: payoutId, kind: entry.kind, amount_cents: entry.cents, created_at: stamp,
  }))).execute();
}
