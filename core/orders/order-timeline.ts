import { ORDER_STATUSES, ORDER_STATUS, type OrderActor, type OrderStatus } from './order-status';

/** What happened to an order, one row of its history (the `order_history` table). */
export type OrderEventKind = 'placed' | 'status' | 'paid' | 'transfer_reported' | 'cancelled' | 'refunded';

export interface OrderEvent {
  kind: OrderEventKind;
  /** The status the order had after the event. */
  status: OrderStatus;
  by: OrderActor;
  /** ISO 8601, UTC. */
  at: string;
  note?: string | null;
}

/** A step of the status timeline: done (passed or reached for good), active (where the order is now) or still to come. */
export interface TimelineStep {
  status: OrderStatus;
  state: 'done' | 'active' | 'upcoming';
  /** When the order reached this status; null while it has not. */
  at: string | null;
}

/**
 * The five steps of an order, each with the time it was reached as the history tells it. The
 * current step is active while the order still moves (not delivered, cancelled or refunded);
 * a stopped order shows the steps it reached as done and the rest as never to come.
 */
export function orderTimeline(order: { status: OrderStatus; cancelled: boolean; refunded: boolean }, history: readonly OrderEvent[]): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const event of history) {
    if ((event.kind === 'placed' || event.kind === 'status') && !reached.has(event.status)) reached.set(event.status, event.at);
  }
  const moving = !order.cancelled && !order.refunded && order.status !== ORDER_STATUS.delivered;
  return ORDER_STATUSES.map((status) => {
    if (status > order.status) return { status, state: 'upcoming', at: null };
    const state = status === order.status && moving ? 'active' : 'done';
    return { status, state, at: reached.get(status) ?? null };
  });
}

const DAY_MS = 86_400_000;

/**
 * When the order should arrive: the day it was placed plus the longest `day_needed` of its lines'
 * shipping places (a pickup line counts its place's days too). Null when no line says.
 */
export function estimatedDelivery(placedAt: string, daysNeeded: readonly (number | null | undefined)[]): string | null {
  const days = daysNeeded.filter((d): d is number => typeof d === 'number' && Number.isFinite(d) && d >= 0);
  const placed = Date.parse(placedAt);
  if (days.length === 0 || !Number.isFinite(placed)) return null;
  return new Date(placed + Math.max(...days) * DAY_MS).toISOString();
}
