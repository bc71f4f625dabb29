import type { Kysely } from 'kysely';
import { payoutProblem, type PayoutProblem } from '../../core/ledger/ledger';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { recordAudit } from '../admin/audit-log';
import { storeBalance } from './balances';
import { loadMarketplaceTerms } from './commission-terms';
import { lockAccounts, writeEntries } from './ledger-writes';

export type PayoutRequestResult = { ok: true; payoutId: number } | { ok: false; reason: PayoutProblem };

/**
 * A seller asks for `cents` of their available money (decision 0035). Their account is locked for
 * the transaction (a refund or another request waits), the balance is read from the ledger inside
 * it, and the request writes a `payout` entry at once, so the money asked for is no longer
 * available: two requests racing for the same money give one payout and one refusal.
 */
export async function requestPayout(db: Kysely<DB>, dialect: DialectName, storeId: number, cents: number, now: Date): Promise<PayoutRequestResult> {
  return writeTransaction(db, dialect, async (trx) => {
    await lockAccounts(trx, dialect, [storeId]);
    const terms = await loadMarketplaceTerms(trx);
    const balance = await storeBalance(trx, storeId, terms.returnWindowDays, now);
    const problem = payoutProblem(cents, balance.availableCents);
    if (problem !== null) return { ok: false, reason: problem };
    const stamp = now.toISOString();
    const payout = await trx.insertInto('payouts').values({ store_id: storeId, amount_cents: cents, status: 'requested', created_at: stamp, updated_at: stamp })
      .returning('id').executeTakeFirstOrThrow();
    await writeEntries(trx, [{ storeId, orderId: null, kind: 'payout', cents: -cents }], stamp, payout.id);
    return { ok: true, payoutId: payout.id };
  });
}

export type PayoutDecision = { decision: 'pay' | 'refuse'; version: number; reference: string };
export type PayoutDecisionResult = { ok: true; storeId: number; cents: number } | { ok: false; reason: 'payout_not_found' | 'payout_stale' | 'payout_decided' };

/**
 * The operator pays a requested payout (with the transfer's reference) or refuses it (with a
 * reason; the money goes back to the store's available balance as a `payout_return` entry), on
 * the version read, once; audited in the same transaction.
 */
export async function decidePayout(db: Kysely<DB>, dialect: DialectName, payoutId: number, decision: PayoutDecision, who: { actor: { id: number; email: string }; ip: string }, now: Date): Promise<PayoutDecisionResult> {
  return writeTransaction(db, dialect, async (trx) => {
    const row = await trx.selectFrom('payouts').select(['id', 'store_id', 'amount_cents', 'status', 'version']).where('id', '=', payoutId).executeTakeFirst();
    if (!row) return { ok: false, reason: 'payout_not_found' };
    if (row.version !== decision.version) return { ok: false, reason: 'payout_stale' };
    if (row.status !== 'requested') return { ok: false, reason: 'payout_decided' };
    const stamp = now.toISOString();
    const status = decision.decision === 'pay' ? 'paid' as const : 'refused' as const;
    const written = await trx.updateTable('payouts').set((eb) => ({ status, reference: decision.reference.trim(), decided_by: who.actor.email, decided_at: stamp, updated_at: stamp, version: eb('version', '+', 1) }))
      .where('id', '=', row.id).where('version', '=', row.version).where('status', '=', 'requested').executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) return { ok: false, reason: 'payout_stale' };
    if (status === 'refused') await writeEntries(trx, [{ storeId: row.store_id, orderId: null, kind: 'payout_return', cents: row.amount_cents }], stamp, row.id);
    await recordAudit(trx, { actor: who.actor, action: `payout.${status === 'paid' ? 'pay' : 'refuse'}`, subject: 'payout', subjectId: row.id, before: { status: row.status }, after: { status, reference: decision.reference.trim() }, ip: who.ip }, now);
    return { ok: true, storeId: row.store_id, cents: row.amount_cents };
  });
}
