import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrderChange, isFinal, ORDER_STATUS, PLACED_ORDER, type OrderChange, type OrderState } from './order-status';
import { estimatedDelivery, orderTimeline, type OrderEvent } from './order-timeline';

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
      { status: 1, state: 'done', at: '2026-01-01T10:00:00.000Z' },
      { status: 2, state: 'active', at: '2026-01-02T10:00:00.000Z' },
      { status: 3, state: 'upcoming', at: null },
      { status: 4, state: 'upcoming', at: null },
      { status: 5, state: 'upcoming', at: null },
    ]);
  });

  it('always agrees with the history: each reached step at the time the order moved into it, nothing active once stopped', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
      const { state, history } = replay(changes);
      const steps = orderTimeline(state, history);
      for (const step of steps) {
        const moved = history.find((e) => (e.kind === 'placed' || e.kind === 'status') && e.status === step.status);
        expect(step.at).toBe(step.status <= state.status ? moved!.at : null);
        expect(step.state === 'upcoming').toBe(step.status > state.status);
      }
      const active = steps.filter((s) => s.state === 'active');
      expect(active.length).toBe(isFinal(state) || state.status === ORDER_STATUS.delivered ? 0 : 1);
      if (active[0]) expect(active[0].status).toBe(state.status);
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
