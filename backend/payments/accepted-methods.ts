import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { OFFLINE_METHODS } from '../../core/payments/payment-methods';

/**
 * The payment methods order/action accepts: those the shop has enabled in `payment_methods` that
 * it can take: the offline ones, and an online one (1, 3-6) only when its provider is configured
 * (`configuredOnline`, from backend/payments/payment-providers.ts), even when enabled.
 */
export async function enabledPaymentMethods(db: Kysely<DB>, configuredOnline: ReadonlySet<number> = new Set()): Promise<ReadonlySet<number>> {
  const rows = await db.selectFrom('payment_methods').select('method').where('enabled', '=', 1).execute();
  return new Set(rows.map((row) => row.method).filter((method) => OFFLINE_METHODS.has(method) || configuredOnline.has(method)));
}
