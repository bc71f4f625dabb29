import type { Kysely } from 'kysely';
import type { BankTransferReport } from '../../core/orders/order-contract';
import type { DB } from '../db/schema';

/** The order's transfer report, or null. */
export async function bankTransferReport(db: Kysely<DB>, orderId: number): Promise<BankTransferReport | null> {
  const row = await db.selectFrom('bank_transfers')
    .select(['bank_name', 'account_holder_name', 'account_number', 'branch_name', 'transaction_id', 'verified_at', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}
