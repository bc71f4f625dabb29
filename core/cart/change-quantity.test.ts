import { describe, expect, it } from 'vitest';
import { ChangeQuantity } from './change-quantity';
import { cartKit, makeLine } from './cart-fakes.test-support';

function kit() {
  const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 1, updated_inventory: { id: 200, quantity: 3, price: 0, sku: 'S', inventory_attributes: [] } })]);
  return { ...k, change: new ChangeQuantity(k.server, k.state, k.changes, k.callers) };
}

describe('ChangeQuantity', () => {
  it('sends the difference from what the shopper sees, so quick + clicks each count', async () => {
    const { change, state, server } = kit();
    const clicks = [3, 4, 5, 6].map((q) => change.execute(1, q, 'en'));
    expect(state.lines[0]!.quantity).toBe(6);
    expect(state.count).toBe(7);
    await Promise.all(clicks);
    expect(server.lines[0]!.quantity).toBe(6);
    expect(state.count).toBe(7);
  });

  it('a + then - click in quick succession ends where the shopper left it', async () => {
    const { change, state, server } = kit();
    const plus = change.execute(1, 3, 'en');
    const minus = change.execute(1, 2, 'en');
    await Promise.all([plus, minus]);
    expect(state.lines[0]!.quantity).toBe(2);
    expect(server.lines[0]!.quantity).toBe(2);
    expect(state.count).toBe(3);
  });

  it('a refused change in the middle rolls back only itself', async () => {
    const { change, state, server } = kit();
    server.refuse = (n) => n === 2;
    const outcomes = await Promise.all([3, 4, 5].map((q) => change.execute(1, q, 'en')));
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(state.lines[0]!.quantity).toBe(4);
    expect(server.lines[0]!.quantity).toBe(4);
    expect(state.count).toBe(5);
  });

  it('refuses below 1 and above the variant stock with the cart\'s messages, sending nothing', async () => {
    const { change, server, state } = kit();
    expect(await change.execute(2, 0, 'en')).toMatchObject({ ok: false, code: 'minimum_one', message: 'Must have minimum 1 item.' });
    expect(await change.execute(2, 4, 'en')).toMatchObject({ ok: false, code: 'maximum_exceeded', message: 'Maximum quantity exceeds.' });
    expect(await change.execute(9, 1, 'en')).toMatchObject({ ok: false, code: 'unknown_line' });
    expect(await change.execute(2, 1, 'en')).toEqual({ ok: true });
    expect(server.received).toEqual([]);
    expect(state.count).toBe(3);
  });
});
