import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCount } from './cart';
import { AddToCart } from './add-to-cart';
import { cartKit, makeLine } from './cart-fakes.test-support';
import type { CartOutcome } from './cart-outcome';
import { ChangeQuantity } from './change-quantity';
import { ChangeSelection } from './change-selection';
import { RemoveFromCart } from './remove-from-cart';

type Op =
  | { kind: 'add'; product: number; quantity: number }
  | { kind: 'change'; pick: number; quantity: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'select'; pick: number; on: boolean }
  | { kind: 'settle' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), quantity: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('select' as const), pick: fc.nat(), on: fc.boolean() }),
  fc.constant({ kind: 'settle' as const }),
);

describe('the cart queue under any sequence of quick clicks', () => {
  it('ends with the server cart on screen and the count equal to the sum of quantities', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), async (ops, refusals) => {
        const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 1 })]);
        // The server refuses some calls, whichever they are.
        k.server.refuse = (n) => refusals[n % refusals.length]! && n % 3 === 0;
        const add = new AddToCart(k.server, k.state, k.changes, k.callers);
        const change = new ChangeQuantity(k.server, k.state, k.changes, k.callers);
        const remove = new RemoveFromCart(k.server, k.state, k.changes, k.callers);
        const select = new ChangeSelection(k.server, k.state, k.changes, k.callers);
        let pending: Promise<CartOutcome>[] = [];
        for (const step of ops) {
          const lines = k.state.lines;
          const line = lines.length ? lines[(step as { pick?: number }).pick! % lines.length] : undefined;
          if (step.kind === 'add') pending.push(add.execute({ product_id: 10 * step.product, inventory_id: 100 * step.product, quantity: step.quantity }, 'en'));
          else if (step.kind === 'change' && line) pending.push(change.execute(line.id, step.quantity, 'en'));
          else if (step.kind === 'remove' && line) pending.push(remove.execute(line.id, 'en'));
          else if (step.kind === 'select' && line) pending.push(select.execute(step.on ? [line.id] : [], step.on ? [] : [line.id], 'en'));
          else if (step.kind === 'settle') {
            await Promise.all(pending);
            pending = [];
            // Settled: the badge counts exactly the lines on screen. (In flight it may count
            // units of a product whose line the server has not answered yet.)
            expect(k.state.count).toBe(cartCount(k.state.lines));
          }
        }
        await Promise.all(pending);
        const shown = k.state.lines.map((l) => [l.id, l.product_id, l.quantity, l.selected]);
        expect(shown).toEqual(k.server.lines.map((l) => [l.id, l.product_id, l.quantity, l.selected]));
        expect(k.state.count).toBe(cartCount(k.state.lines));
        expect(k.state.count).toBe(k.server.count);
        expect(k.server.maxInFlight).toBeLessThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
});
