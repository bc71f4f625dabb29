import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Payment methods 2 (cash on delivery) and 7 (bank transfer) need no provider: order/action places them. */
export const OFFLINE_METHODS: ReadonlySet<number> = new Set([2, 7]);

/**
 * The payment methods order/action accepts: the offline ones. Online methods (1, 3-6) go through
 * their provider and are refused here until their flow exists.
 */
export async function enabledPaymentMethods(_db: Kysely<DB>): Promise<ReadonlySet<number>> {
  return OFFLINE_METHODS;
}
