import { ORDER_STATUS } from '../orders/order-status';
import { orderDeskPath } from './order-desk-query';
import { CAPABILITY, type Capability, may } from './roles';

/**
 * The back office's dashboard (`admin/dashboard`): what needs the shop's attention now, each figure
 * with the list where it is acted on. One type for the server that counts and the console that shows.
 */

/** The figures, in the order the dashboard shows them, each with the capability a role needs to see it. */
export const DASHBOARD_FIGURES = [
  { key: 'orders_today', capability: CAPABILITY.orders },
  { key: 'revenue_today', capability: CAPABILITY.orders },
  { key: 'orders_to_confirm', capability: CAPABILITY.orders },
  { key: 'orders_to_ship', capability: CAPABILITY.orders },
  { key: 'transfers_to_verify', capability: CAPABILITY.orders },
  { key: 'sellers_waiting', capability: CAPABILITY.people },
  { key: 'products_waiting', capability: CAPABILITY.content },
  { key: 'new_messages', capability: CAPABILITY.content },
  // Failed background jobs (mails that could not be sent, sweeps) are the operator's to look into.
  { key: 'failed_jobs', capability: CAPABILITY.settings },
] as const satisfies readonly { key: string; capability: Capability }[];

export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number]['key'];

/**
 * Where each figure is acted on (language-neutral console paths): the order desk's list filtered
 * as the figure counts (its query string is core/admin/order-desk-query.ts's), the people and
 * content sections.
 */
export const DASHBOARD_LINKS: Record<DashboardFigureKey, string | null> = {
  orders_today: '/admin/orders',
  revenue_today: '/admin/orders',
  orders_to_confirm: orderDeskPath({ status: ORDER_STATUS.pending }),
  orders_to_ship: orderDeskPath({ status: ORDER_STATUS.confirmed }),
  transfers_to_verify: orderDeskPath({ transferToVerify: true }),
  sellers_waiting: '/admin/people',
  products_waiting: '/admin/products',
  new_messages: '/admin/content',
  failed_jobs: null,
};

/** The figures a member of `role` is shown, in order. */
export function figuresFor(role: string): DashboardFigureKey[] {
  return DASHBOARD_FIGURES.filter((figure) => may(role, figure.capability)).map((figure) => figure.key);
}

/** What `admin/dashboard` answers. */
export interface Dashboard {
  /** The day "today" is, `YYYY-MM-DD` in `timeZone`. */
  day: string;
  /** The time zone the day is counted in: the shop's setting, else UTC. */
  timeZone: string;
  /** The shop's currency code; `revenue_today` is in its minor units (cents). */
  currency: string;
  /** The figures the member's role may see (the others are left out, not zero). */
  figures: Partial<Record<DashboardFigureKey, number>>;
}
