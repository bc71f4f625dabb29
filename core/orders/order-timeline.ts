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

/** What a step stands for: one of the five shipping statuses, or how a stopped order ended. */
export type TimelineStepKind = 'status' | 'cancelled' | 'refund_due' | 'refunded';

/**
 * A step of the status timeline: done (passed or reached for good), active (where the order is
 * now) or still to come. `status` is the shipping status the step names (for a `cancelled`,
 * `refund_due` or `refunded` step: the status the order had when it stopped).
 */
export interface TimelineStep {
  kind: TimelineStepKind;
  status: OrderStatus;
  state: 'done' | 'active' | 'upcoming';
  /** When the order reached this step; null while it has not (or the history does not say). */
  at: string | null;
}

/** The order a timeline is drawn for (core/orders/order-status.ts OrderState; `refundDue` of migration 0031). */
export interface TimelineOrder {
  status: OrderStatus;
  cancelled: boolean;
  refunded: boolean;
  refundDue?: boolean;
}

/** When the history first says `kind` happened (for a status event: reached `status`), else null. */
function firstAt(history: readonly OrderEvent[], test: (event: OrderEvent) => boolean): string | null {
  return history.find(test)?.at ?? null;
}

/**
 * The steps of an order, each with the time it was reached as the history tells it. A moving order
 * shows its five statuses: the ones reached done, the current one active, the rest to come. A
 * delivered order shows all five done. A stopped order (cancelled or refunded) never shows steps
 * to come: the statuses it reached, then Cancelled, then Refunded (done) or Refund due (active,
 * the one thing still to happen).
 */
export function orderTimeline(order: TimelineOrder, history: readonly OrderEvent[]): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const event of history) {
    if ((event.kind === 'placed' || event.kind === 'status') && !reached.has(event.status)) reached.set(event.status, event.at);
  }
  const stopped = order.cancelled || order.refunded;
  const moving = !stopped && order.status !== ORDER_STATUS.delivered;
  const statuses: TimelineStep[] = ORDER_STATUSES.filter((status) => !stopped || status <= order.status).map((status) => {
    if (status > order.status) return { kind: 'status', status, state: 'upcoming', at: null };
    const state = status === order.status && moving ? 'active' : 'done';
    return { kind: 'status', status, state, at: reached.get(status) ?? null };
  });
  if (!stopped) return statuses;
  const ends: TimelineStep[] = [];
  if (order.cancelled) ends.push({ kind: 'cancelled', status: order.status, state: 'done', at: firstAt(history, (e) => e.kind === 'cancelled') });
  if (order.refunded) ends.push({ kind: 'refunded', status: order.status, state: 'done', at: firstAt(history, (e) => e.kind === 'refunded') });
  else if (order.refundDue) ends.push({ kind: 'refund_due', status: order.status, state: 'active', at: null });
  return [...statuses, ...ends];
}

/** When a delivered order arrived: the history's first step to Delivered; null for any other order, or when the history does not say. */
export function deliveredAt(order: { status: OrderStatus }, history: readonly OrderEvent[]): string | null {
  if (order.status !== ORDER_STATUS.delivered) return null;
  return firstAt(history, (e) => e.kind === 'status' && e.status === ORDER_STATUS.delivered);
}

/**
 * What an order's pages say of its delivery: when it arrived (delivered), else when it should
 * (still moving), else nothing (cancelled or refunded: it is not coming).
 */
export function deliveryOf(order: TimelineOrder, history: readonly OrderEvent[], placedAt: string, daysNeeded: readonly (number | null | undefined)[]): { estimated_delivery: string | null; delivered_at: string | null } {
  if (order.cancelled || order.refunded) return { estimated_delivery: null, delivered_at: null };
  if (order.status === ORDER_STATUS.delivered) return { estimated_delivery: null, delivered_at: deliveredAt(order, history) };
  return { estimated_delivery: estimatedDelivery(placedAt, daysNeeded), delivered_at: null };
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
