import type { Kysely } from 'kysely';
import { type Dashboard, type DashboardFigureKey, figuresFor } from '../../core/admin/dashboard';
import { knownTimeZone, shopDay } from '../../core/admin/shop-day';
import { ORDER_STATUS } from '../../core/orders/order-status';
import { TIME_ZONE } from '../db/constants';
import type { DB } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { productsInReview } from './product-review-queue';
import { sellersWaiting } from './seller-approvals';

const count = (row: { n: number | string | null } | undefined) => Number(row?.n ?? 0);

/**
 * What the dashboard shows a member of `role` (issue 31, deliverable 2), each figure counted only
 * when the role may see it. "Today" is the shop's day in its time zone (none is set yet: UTC, and
 * the answer says which); revenue is in cents of the shop's currency. Orders a guest has not yet
 * confirmed by mail are not counted; revenue leaves cancelled orders out.
 */
export async function dashboardFor(db: Kysely<DB>, jobs: JobQueue, role: string, now = new Date()): Promise<Dashboard> {
  const keys = new Set(figuresFor(role));
  const settings = await db.selectFrom('settings').select('currency').where('id', '=', 1).executeTakeFirst();
  const timeZone = knownTimeZone(TIME_ZONE) ?? 'UTC';
  const today = shopDay(now, timeZone);
  const live = db.selectFrom('orders').where('awaiting_confirmation', '=', 0);

  const counters: Partial<Record<DashboardFigureKey, () => Promise<number>>> = {
    orders_today: async () => count(await live.where('created_at', '>=', today.start).where('created_at', '<', today.end)
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
    revenue_today: async () => count(await live.where('created_at', '>=', today.start).where('created_at', '<', today.end).where('cancelled', '=', 0)
      .select((eb) => eb.fn.sum<number | string | null>('total_amount').as('n')).executeTakeFirst()),
    orders_to_confirm: async () => count(await live.where('status', '=', ORDER_STATUS.pending).where('cancelled', '=', 0)
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
    orders_to_ship: async () => count(await live.where('status', '=', ORDER_STATUS.confirmed).where('cancelled', '=', 0)
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
    transfers_to_verify: async () => count(await db.selectFrom('orders as o')
      .where((eb) => eb.exists(eb.selectFrom('bank_transfers as b').select('b.id').whereRef('b.order_id', '=', 'o.id').where('b.verified_at', 'is', null)))
      .where('o.cancelled', '=', 0).where('o.payment_done', '=', 0)
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
    sellers_waiting: () => sellersWaiting(db),
    // Sellers' products submitted for the back office's review (issue 32).
    products_waiting: () => productsInReview(db),
    // Messages nobody has opened yet (the content section marks them read or answered).
    new_messages: async () => count(await db.selectFrom('contact_messages').where('state', '=', 'new')
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst()),
    failed_jobs: async () => (await jobs.counts()).reduce((sum, queue) => sum + queue.failed, 0),
  };
  const figures: Partial<Record<DashboardFigureKey, number>> = {};
  for (const [key, counter] of Object.entries(counters) as [DashboardFigureKey, () => Promise<number>][]) {
    if (keys.has(key)) figures[key] = await counter();
  }
  return { day: today.day, timeZone, currency: settings?.currency ?? 'USD', figures };
}
