import { releaseExpiredOrders } from '../orders/unconfirmed-orders';
import { expireAbandonedPayments } from '../payments/online-payments';
import type { ApiContext } from './api-context';

/**
 * The shop's scheduled work, one line each: every task runs on the job queue once per period
 * across every process (backend/jobs), retried at the next period if it fails. Registered before
 * the queue starts.
 */
export function registerScheduledWork(ctx: ApiContext): void {
  const { db, shop: { dialect } } = ctx;
  // Unconfirmed guest orders past their deadline give their stock and voucher back.
  ctx.jobs.every('release-unconfirmed-orders', 1, async () => void (await releaseExpiredOrders(db, dialect)));
  // Online orders left unpaid past the payment window are cancelled, stock and voucher back (issue 16).
  ctx.jobs.every('expire-abandoned-payments', 1, async () => void (await expireAbandonedPayments(db, dialect, new Date(), ctx.payments.windowMinutes)));
}
