import type { Kysely } from 'kysely';
import type { CartOwner } from '../cart/cart-owner';
import { ownsOrder } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import type { NewConfirmation } from '../orders/guest-confirmation';
import { ONLINE_METHODS, PAYMENT_METHOD_KEYS } from '../../core/payments/payment-methods';

export type SwitchRefusal = 'order_not_found' | 'order_final' | 'already_paid' | 'not_online_order';

/** An unpaid, open online order of this owner that order/transaction may pay again or otherwise; else why not. */
export async function unpaidOnlineOrder(db: Kysely<DB>, orderId: number, owner: CartOwner | null): Promise<{ ok: true; method: number } | { ok: false; code: SwitchRefusal }> {
  const order = await db.selectFrom('orders').select(['user_id', 'guest_user_id', 'order_method', 'payment_done', 'cancelled', 'refunded']).where('id', '=', orderId).executeTakeFirst();
  if (!order || !ownsOrder(order, owner)) return { ok: false, code: 'order_not_found' };
  if (order.cancelled === 1 || order.refunded === 1) return { ok: false, code: 'order_final' };
  if (order.payment_done === 1) return { ok: false, code: 'already_paid' };
  if (!ONLINE_METHODS.has(order.order_method)) return { ok: false, code: 'not_online_order' };
  return { ok: true, method: order.order_method };
}

/**
 * Moves an unpaid, open online order to payment method `method` (another provider, cash on
 * delivery or bank transfer), with a history row; its open attempts stop counting (failed) when
 * it leaves online payment. One conditional write: false when the order was paid or cancelled
 * meanwhile. A guest's move to cash on delivery or bank transfer for an address the shop does not
 * know yet waits for the mailed link like any such order (`confirmation`); `inTransaction` enqueues
 * the mail with the move.
 */
export async function switchPaymentMethod(
  db: Kysely<DB>, dialect: DialectName, orderId: number, method: number, now = new Date(),
  also: { confirmation?: NewConfirmation | null; inTransaction?: (trx: Kysely<DB>) => Promise<unknown> } = {},
): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const stamp = now.toISOString();
    const moved = await trx.updateTable('orders').set({ order_method: method, updated_at: stamp })
      .where('id', '=', orderId).where('payment_done', '=', 0).where('cancelled', '=', 0).where('order_method', 'in', [...ONLINE_METHODS])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const { confirmation } = also;
    if (confirmation) {
      await trx.updateTable('orders').set({ awaiting_confirmation: 1, confirm_token_hash: confirmation.tokenHash, confirm_expires_at: confirmation.expiresAt })
        .where('id', '=', orderId).execute();
    }
    if (!ONLINE_METHODS.has(method)) {
      await trx.updateTable('payments').set({ status: 'failed', updated_at: stamp }).where('order_id', '=', orderId).where('status', '=', 'pending').execute();
    }
    const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    await trx.insertInto('order_history').values({
      order_id: orderId, kind: 'status', status: order.status, actor: 'shopper', note: `payment method: ${PAYMENT_METHOD_KEYS[method] ?? method}`, created_at: stamp,
    }).execute();
    await also.inTransaction?.(trx);
    return true;
  });
}
