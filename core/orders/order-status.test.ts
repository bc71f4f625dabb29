import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentStateOf } from '../payments/payment-methods';
import { applyOrderChange, canCancel, isFinal, ORDER_STATUS, orderStateOf, PLACED_ORDER, type OrderChange, type OrderState } from './order-status';

const change: fc.Arbitrary<OrderChange> = fc.oneof(
  fc.constant({ kind: 'advance' } as const),
  fc.constant({ kind: 'pay' } as const),
  fc.constant({ kind: 'refund' } as const),
  fc.constantFrom('shopper', 'operator', 'system').map((by) => ({ kind: 'cancel', by }) as const),
);

/** Every state a path of changes from a new order passes through. */
function walk(changes: readonly OrderChange[]): OrderState[] {
  const states = [PLACED_ORDER];
  for (const next of changes) {
    const result = applyOrderChange(states.at(-1)!, next);
    if (result.ok) states.push(result.state);
  }
  return states;
}

describe('order status', () => {
  it('moves forward one step at a time, pending to delivered, and no further', () => {
    const states = walk(Array.from({ length: 6 }, () => ({ kind: 'advance' })));
    expect(states.map((s) => s.status)).toEqual([1, 2, 3, 4, 5]);
    expect(applyOrderChange(states.at(-1)!, { kind: 'advance' })).toEqual({ ok: false, code: 'already_delivered' });
  });

  it('lets a shopper cancel only while the order is pending; the shop until it is delivered', () => {
    const confirmed = { ...PLACED_ORDER, status: ORDER_STATUS.confirmed };
    expect(canCancel(PLACED_ORDER, 'shopper')).toBe(true);
    expect(applyOrderChange(confirmed, { kind: 'cancel', by: 'shopper' })).toEqual({ ok: false, code: 'not_pending' });
    expect(applyOrderChange(confirmed, { kind: 'cancel', by: 'operator' })).toMatchObject({ ok: true, state: { cancelled: true } });
    expect(canCancel({ ...PLACED_ORDER, status: ORDER_STATUS.delivered }, 'operator')).toBe(false);
  });

  it('refunds only a paid order, a cancelled one included, and only once', () => {
    expect(applyOrderChange(PLACED_ORDER, { kind: 'refund' })).toEqual({ ok: false, code: 'not_paid' });
    const paidCancelled = { ...PLACED_ORDER, paid: true, cancelled: true };
    const refunded = applyOrderChange(paidCancelled, { kind: 'refund' });
    expect(refunded).toMatchObject({ ok: true, state: { refunded: true } });
    expect(applyOrderChange({ ...paidCancelled, refunded: true }, { kind: 'refund' })).toEqual({ ok: false, code: 'order_final' });
  });

  it('cancelling a paid order owes its money back until the refund, an unpaid one owes nothing', () => {
    const paid = { ...PLACED_ORDER, paid: true };
    const cancelled = applyOrderChange(paid, { kind: 'cancel', by: 'shopper' });
    expect(cancelled).toEqual({ ok: true, state: { ...paid, cancelled: true, refundDue: true } });
    if (!cancelled.ok) return;
    expect(applyOrderChange(cancelled.state, { kind: 'refund' })).toEqual({ ok: true, state: { ...paid, cancelled: true, refundDue: false, refunded: true } });
    expect(applyOrderChange(PLACED_ORDER, { kind: 'cancel', by: 'operator' })).toMatchObject({ ok: true, state: { cancelled: true, refundDue: false } });
  });

  it('no path of changes leaves a paid order cancelled and plainly paid: it is refunded or refund due', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
      for (const state of walk(changes)) {
        if (state.cancelled && state.paid) expect(state.refunded || state.refundDue).toBe(true);
        if (state.refundDue) expect(state.cancelled && state.paid && !state.refunded).toBe(true);
        if (state.cancelled || state.refunded) expect(['paid', 'awaiting']).not.toContain(paymentStateOf(state));
      }
    }));
  });

  it('reads a row written before refund_due existed as owed when cancelled, paid and not refunded', () => {
    expect(orderStateOf({ status: 2, cancelled: 1, refunded: 0, payment_done: 1 }).refundDue).toBe(true);
    expect(orderStateOf({ status: 2, cancelled: 1, refunded: 1, payment_done: 1 }).refundDue).toBe(false);
    expect(orderStateOf({ status: 9, cancelled: 0, refunded: 0, payment_done: 0, refund_due: 0 })).toEqual(PLACED_ORDER);
  });

  it('no path of changes leads back from a later status to an earlier one (nor from delivered)', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
      const states = walk(changes);
      for (let i = 1; i < states.length; i++) expect(states[i]!.status).toBeGreaterThanOrEqual(states[i - 1]!.status);
      const delivered = states.findIndex((s) => s.status === ORDER_STATUS.delivered);
      if (delivered >= 0) for (const later of states.slice(delivered)) expect(later.status).toBe(ORDER_STATUS.delivered);
    }));
  });

  it('a cancelled or refunded order stays so, and only a refund can follow a cancellation', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
      const states = walk(changes);
      const final = states.findIndex(isFinal);
      if (final < 0) return;
      const after = states.slice(final);
      for (const later of after) {
        expect(isFinal(later)).toBe(true);
        expect(later.status).toBe(states[final]!.status);
        expect(later.cancelled).toBe(states[final]!.cancelled);
      }
      // At most one more change: the refund of a paid, cancelled order.
      expect(after.length).toBeLessThanOrEqual(2);
    }));
  });
});
