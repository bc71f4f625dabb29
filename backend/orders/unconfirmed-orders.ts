import type { Kysely } from 'kysely';
import { confirmOutcome, type ConfirmRefusal } from '../../core/orders/guest-confirmation';
import { confirmTokenHash, newConfirmation } from './guest-confirmation';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { changeOrder } from './order-changes';
import { writeTransaction } from '../db/write-transaction';

/**
 * Orders waiting for their address to confirm them (core/orders/guest-confirmation.ts): the link
 * confirms one once, a new link replaces the old when the mail is asked for again, and an order
 * past its deadline is released: cancelled by the system in one transaction with its history row,
 * its units back in stock and its voucher use given back (order-changes.ts).
 */

/** Releases every unconfirmed order whose deadline has passed; answers how many it released. */
export async function releaseExpiredOrders(db: Kysely<DB>, dialect: DialectName, now = new Date()): Promise<number> {
  const due = await db.selectFrom('orders').select('id')
    .where('awaiting_confirmation', '=', 1).where('cancelled', '=', 0).where('confirm_expires_at', '<=', now.toISOString())
    .orderBy('id').execute();
  let released = 0;
  for (const { id } of due) if (await releaseOrder(db, dialect, id, now)) released++;
  return released;
}

/** Cancels one unconfirmed, expired order; false when it was confirmed or released meanwhile. */
async function releaseOrder(db: Kysely<DB>, dialect: DialectName, orderId: number, now: Date): Promise<boolean> {
  const outcome = await changeOrder<'not_due'>(db, dialect, { orderId, change: { kind: 'cancel', by: 'system' }, actor: 'system' }, now, async (trx) => {
    // In the cancellation's transaction: still unconfirmed (a confirmation racing us wins if first).
    const still = await trx.updateTable('orders').set({ confirm_token_hash: null })
      .where('id', '=', orderId).where('awaiting_confirmation', '=', 1).where('confirm_expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(still.numUpdatedRows) === 1 ? null : 'not_due';
  });
  return outcome.ok;
}

export type ConfirmResult = { ok: true; orderId: number } | { ok: false; code: ConfirmRefusal };

/**
 * Confirms the order the link's token names, once; a late link releases its order and says so.
 * `withConfirmed` runs in the confirmation's transaction (the order confirmation is enqueued there).
 */
export async function confirmOrder(
  db: Kysely<DB>, dialect: DialectName, token: string, now = new Date(), withConfirmed?: (trx: Kysely<DB>, orderId: number) => Promise<void>,
): Promise<ConfirmResult> {
  const row = await db.selectFrom('orders').select(['id', 'awaiting_confirmation', 'confirm_expires_at', 'cancelled'])
    .where('confirm_token_hash', '=', confirmTokenHash(token)).executeTakeFirst();
  if (!row) return { ok: false, code: 'confirm_invalid' };
  const fields = { awaiting: row.awaiting_confirmation === 1, cancelled: row.cancelled === 1, expiresAt: row.confirm_expires_at ? new Date(row.confirm_expires_at) : null };
  const outcome = confirmOutcome(fields, now);
  if (!outcome.ok) {
    if (outcome.code === 'confirm_expired') await releaseOrder(db, dialect, row.id, now);
    return outcome;
  }
  // One statement that lands only on a still-waiting, in-time order: of two uses of one link, one confirms.
  const confirmed = await writeTransaction(db, dialect, async (trx) => {
    const updated = await trx.updateTable('orders')
      .set({ awaiting_confirmation: 0, confirm_token_hash: null, confirmed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', row.id).where('awaiting_confirmation', '=', 1).where('cancelled', '=', 0).where('confirm_expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await withConfirmed?.(trx, row.id);
    return true;
  });
  return confirmed ? { ok: true, orderId: row.id } : { ok: false, code: 'confirm_invalid' };
}

/** A new link for an order still waiting in time (the old one stops working); null for any other order. */
export async function renewConfirmation(db: Kysely<DB>, orderId: number, now = new Date()): Promise<string | null> {
  const fresh = newConfirmation(now);
  const renewed = await db.updateTable('orders').set({ confirm_token_hash: fresh.tokenHash })
    .where('id', '=', orderId).where('awaiting_confirmation', '=', 1).where('cancelled', '=', 0).where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1 ? fresh.token : null;
}
