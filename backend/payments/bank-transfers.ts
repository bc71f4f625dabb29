import type { Kysely } from 'kysely';
import type { BankTransferForm } from '../../core/payments/bank-transfer-form';
import { PAYMENT_BANK_TRANSFER } from '../../core/payments/payment-methods';
import type { CartOwner } from '../cart/cart-owner';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { type AlsoInTransaction, changeOrder, type OrderChangeOutcome } from '../orders/order-changes';
import { ownsOrder } from '../cart/cart-owner';

export type TransferReportRefusal = 'order_not_found' | 'not_bank_transfer' | 'order_final' | 'already_paid' | 'transfer_locked';

/**
 * `order/transaction`: the buyer of an unpaid, open bank-transfer order says how they paid. The
 * report may be replaced until the shop verifies it; then it is locked. Written with its history
 * row in one transaction.
 */
export async function reportBankTransfer(
  db: Kysely<DB>, dialect: DialectName, input: { orderId: number; owner: CartOwner | null; form: BankTransferForm }, now = new Date(),
): Promise<{ ok: true; replaced: boolean } | { ok: false; code: TransferReportRefusal }> {
  return writeTransaction(db, dialect, async (trx) => {
    const order = await trx.selectFrom('orders')
      .select(['id', 'user_id', 'guest_user_id', 'order_method', 'status', 'payment_done', 'cancelled', 'refunded'])
      .where('id', '=', input.orderId)
      .executeTakeFirst();
    if (!order || !ownsOrder(order, input.owner)) return { ok: false, code: 'order_not_found' } as const;
    if (order.order_method !== PAYMENT_BANK_TRANSFER) return { ok: false, code: 'not_bank_transfer' } as const;
    if (order.cancelled === 1 || order.refunded === 1) return { ok: false, code: 'order_final' } as const;
    if (order.payment_done === 1) return { ok: false, code: 'already_paid' } as const;
    const existing = await trx.selectFrom('bank_transfers').select(['id', 'verified_at']).where('order_id', '=', order.id).orderBy('id', 'desc').executeTakeFirst();
    if (existing?.verified_at) return { ok: false, code: 'transfer_locked' } as const;
    const stamp = now.toISOString();
    const fields = {
      bank_name: input.form.bank_name, account_holder_name: input.form.account_holder_name, account_number: input.form.account_number,
      branch_name: input.form.branch_name, transaction_id: input.form.transaction_id,
    };
    if (existing) await trx.updateTable('bank_transfers').set({ ...fields, created_at: stamp }).where('id', '=', existing.id).execute();
    else await trx.insertInto('bank_transfers').values({ order_id: order.id, ...fields, created_at: stamp }).execute();
    await trx.insertInto('order_history').values({ order_id: order.id, kind: 'transfer_reported', status: order.status, actor: 'shopper', created_at: stamp }).execute();
    return { ok: true, replaced: existing !== undefined } as const;
  });
}

/**
 * The shop verifies a reported transfer: the report is locked and the order marked paid, in one
 * transaction with the history (by the rule, a cancelled or already paid order is refused).
 */
export async function verifyBankTransfer(
  db: Kysely<DB>, dialect: DialectName, orderId: number, now = new Date(), also?: AlsoInTransaction<never>,
  who: { version?: number; actorEmail?: string | null } = {},
): Promise<OrderChangeOutcome<'no_transfer'>> {
  return changeOrder<'no_transfer'>(db, dialect, { orderId, change: { kind: 'pay' }, actor: 'operator', note: 'bank transfer verified', ...who }, now, async (trx, order) => {
    const verified = await trx.updateTable('bank_transfers').set({ verified_at: now.toISOString() }).where('order_id', '=', order.id).where('verified_at', 'is', null).executeTakeFirst();
    if (Number(verified.numUpdatedRows) === 0) return 'no_transfer';
    return (await also?.(trx, order)) ?? null;
  });
}
