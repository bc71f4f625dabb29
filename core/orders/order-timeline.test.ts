import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrderChange, isFinal, ORDER_STATUS, PLACED_ORDER, type OrderChange, type OrderState } from './order-status';
import { deliveryOf, estimatedDelivery, orderTimeline, type OrderEvent } from './order-timeline';

const change: fc.Arbitrary<OrderChange> = fc.oneof(
  fc.constant({ kind: 'advance' } as const),
  fc.constant({ kind: 'pay' } as const),
  fc.constant({ kind: 'refund' } as const),
  fc.constant({ kind: 'cancel', by: 'operator' } as const),
);

const KIND = { advance: 'status', pay: 'paid', refund: 'refunded', cancel: 'cancelled' } as const;

/** An order's state and history after a path of changes, one minute apart. */
function replay(changes: readonly OrderChange[]): { state: OrderState; history: OrderEvent[] } {
  let state = PLACED_ORDER;
  const start = Date.UTC(2026, 0, 1);
  const history: OrderEvent[] = [{ kind: 'placed', status: 1, by: 'shopper', at: new Date(start).toISOString() }];
  changes.forEach((next, i) => {
    const result = applyOrderChange(state, next);
    if (!result.ok) return;
    state = result.state;
    history.push({ kind: KIND[next.kind], status: state.status, by: 'operator', at: new Date(start + (i + 1) * 60_000).toISOString() });
  });
  return { state, history };
}

describe('order timeline', () => {
  it('shows the steps reached as done with their times, the current one active, the rest to come', () => {
    const history: OrderEvent[] = [
      { kind: 'placed', status: 1, by: 'shopper', at: '2026-01-01T10:00:00.000Z' },
      { kind: 'status', status: 2, by: 'operator', at: '2026-01-02T10:00:00.000Z' },
    ];
    expect(orderTimeline({ status: ORDER_STATUS.confirmed, cancelled: false, refunded: false }, history)).toEqual([
      { kind: 'status', status: 1, state: 'done', at: '2026-01-01T10:00:00.000Z' },
      { kind: 'status', status: 2, state: 'active', at: '2026-01-02T10:00:00.000Z' },
      { kind: 'status', status: 3, state: 'upcoming', at: null },
      { kind: 'status', status: 4, state: 'upcoming', at: null },
      { kind: 'status', status: 5, state: 'upcoming', at: null },
    ]);
  });

  it('ends a cancelled order with Cancelled, then Refunded or Refund due, and nothing to come', () => {
    const history: OrderEvent[] = [
      { kind: 'placed', status: 1, by: 'shopper', at: '2026-01-01T10:00:00.000Z' },
      { kind: 'paid', status: 1, by: 'system', at: '2026-01-01T10:05:00.000Z' },
      { kind: 'cancelled', status: 1, by: 'shopper', at: '2026-01-01T11:00:00.000Z' },
      { kind: 'refunded', status: 1, by: 'system', at: '2026-01-01T11:00:01.000Z' },
    ];
    const placed = { kind: 'status', status: 1, state: 'done', at: '2026-01-01T10:00:00.000Z' };
    const cancelled = { kind: 'cancelled', status: 1, state: 'done', at: '2026-01-01T11:00:00.000Z' };
    expect(orderTimeline({ status: 1, cancelled: true, refunded: true }, history)).toEqual([placed, cancelled, { kind: 'refunded', status: 1, state: 'done', at: '2026-01-01T11:00:01.000Z' }]);
    expect(orderTimeline({ status: 1, cancelled: true, refunded: false, refundDue: true }, history.slice(0, 3))).toEqual([placed, cancelled, { kind: 'refund_due', status: 1, state: 'active', at: null }]);
    expect(orderTimeline({ status: 1, cancelled: true, refunded: false }, history.slice(0, 3))).toEqual([placed, cancelled]);
  });

  it('shows a delivered order with its delivery date and no estimate', () => {
    const history: OrderEvent[] = [1, 2, 3, 4, 5].map((status) => ({ kind: status === 1 ? 'placed' : 'status', status: status as 1, by: 'operator', at: `2026-01-0${status}T10:00:00.000Z` }));
    const delivered = { status: ORDER_STATUS.delivered, cancelled: false, refunded: false };
    expect(orderTimeline(delivered, history).every((step) => step.state === 'done')).toBe(true);
    expect(deliveryOf(delivered, history, '2026-01-01T10:00:00.000Z', [3])).toEqual({ estimated_delivery: null, delivered_at: '2026-01-05T10:00:00.000Z' });
    expect(deliveryOf({ ...delivered, status: 2 }, history.slice(0, 2), '2026-01-01T10:00:00.000Z', [3])).toEqual({ estimated_delivery: '2026-01-04T10:00:00.000Z', delivered_at: null });
    expect(deliveryOf({ ...delivered, status: 2, cancelled: true }, history.slice(0, 2), '2026-01-01T10:00:00.000Z', [3])).toEqual({ estimated_delivery: null, delivered_at: null });
  });

  it('no order is both stopped and shows a step to come; a paid cancelled one ends Refunded or Refund due', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
      const { state, history } = replay(changes);
      const steps = orderTimeline(state, history);
      if (state.cancelled || state.refunded) {
        expect(steps.some((step) => step.state === 'upcoming')).toBe(false);
        if (state.cancelled) expect(steps.some((step) => step.kind === 'cancelled')).toBe(true);
        if (state.cancelled && state.paid) expect(['refunded', 'refund_due']).toContain(steps.at(-1)!.kind);
      } else expect(steps.some((step) => step.kind !== 'status')).toBe(false);
    }));
  });

  it('always agrees with the history: each reached step at the time the order moved into it, nothing active once stopped', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
      const { state, history } = replay(changes);
      const steps = orderTimeline(state, history);
      for (const step of steps.filter((s) => s.kind === 'status')) {
        const moved = history.find((e) => (e.kind === 'placed' || e.kind === 'status') && e.status === step.status);
        expect(step.at).toBe(step.status <= state.status ? moved!.at : null);
        expect(step.state === 'upcoming').toBe(step.status > state.status);
      }
      const active = steps.filter((s) => s.state === 'active');
      expect(active.length).toBe(state.refundDue ? 1 : isFinal(state) || state.status === ORDER_STATUS.delivered ? 0 : 1);
      if (state.refundDue) expect(active[0]!.kind).toBe('refund_due');
      if (active[0]) expect(active[0].status).toBe(state.status);
      expect(steps.filter((s) => s.kind === 'status').length).toBe(isFinal(state) ? state.status : 5);
    }));
  });
});

describe('estimated delivery', () => {
  it('is the order day plus the slowest line\'s days', () => {
    expect(estimatedDelivery('2026-03-01T12:00:00.000Z', [2, 5, null, 3])).toBe('2026-03-06T12:00:00.000Z');
  });

  it('is unknown when no line says how long it takes', () => {
    expect(estimatedDelivery('2026-03-01T12:00:00.000Z', [null, undefined])).toBeNull();
    expect(estimatedDelivery('not a date', [2])).toBeNull();
  });
});
