import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { cartKit, makeLine } from './cart-fakes.test-support';

const mug = { product_id: 10, inventory_id: 100 };

function kit(lines = [makeLine({ id: 1, quantity: 2 })], loaded = true) {
  const k = cartKit(lines, loaded);
  return { ...k, add: new AddToCart(k.server, k.state, k.changes, k.callers) };
}

describe('AddToCart', () => {
  it('raises the count and the line by the added quantity at once, before the server answers', async () => {
    const { add, state, server } = kit();
    const done = add.execute({ ...mug, quantity: 3 }, 'en');
    expect(state.count).toBe(5);
    expect(state.lines[0]!.quantity).toBe(5);
    expect(await done).toEqual({ ok: true });
    expect(server.lines[0]!.quantity).toBe(5);
  });

  it('ten rapid adds end with ten more units and the right count, sent one at a time in order', async () => {
    const { add, state, server } = kit();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => add.execute({ ...mug, quantity: 1 }, 'en')));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(state.lines[0]!.quantity).toBe(12);
    expect(state.count).toBe(12);
    expect(server.lines[0]!.quantity).toBe(12);
    expect(server.maxInFlight).toBe(1);
  });

  it('ten rapid adds of a product not in the cart yet end with one line of ten', async () => {
    const { add, state, server } = kit();
    const pending = Array.from({ length: 10 }, () => add.execute({ product_id: 77, inventory_id: 7, quantity: 1 }, 'en'));
    expect(state.count).toBe(12);
    await Promise.all(pending);
    expect(state.lines.map((l) => [l.product_id, l.quantity])).toEqual([[10, 2], [77, 10]]);
    expect(state.count).toBe(12);
    expect(server.lines.map((l) => l.quantity)).toEqual([2, 10]);
  });

  it('a refused add in the middle rolls back only itself; the later adds still apply', async () => {
    const { add, state, server } = kit();
    server.refuse = (n) => n === 5;
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => add.execute({ ...mug, quantity: 1 }, 'en')));
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, code: 'refused', message: 'Refused add' }]);
    expect(state.lines[0]!.quantity).toBe(11);
    expect(state.count).toBe(11);
    expect(server.lines[0]!.quantity).toBe(11);
  });

  it('on a page whose cart was never loaded only the count moves (from the user cart_count)', async () => {
    const { add, state } = kit([makeLine({ id: 1, quantity: 2 })], false);
    state.setCount(2);
    await add.execute({ ...mug, quantity: 2 }, 'en');
    expect(state.count).toBe(4);
    expect(state.lines).toEqual([]);
  });

  it('refuses below 1 and above the stock before sending, with the cart\'s messages', async () => {
    const { add, server, state } = kit();
    expect(await add.execute({ ...mug, quantity: 0 }, 'en')).toEqual({ ok: false, code: 'minimum_one', message: 'Must have minimum 1 item.' });
    // 2 in the cart + 4 asked > 5 in stock.
    expect(await add.execute({ ...mug, quantity: 4, stock: 5 }, 'en')).toEqual({ ok: false, code: 'maximum_exceeded', message: 'Maximum quantity exceeds.' });
    expect(await add.execute({ ...mug, quantity: 3, stock: 5 }, 'en')).toEqual({ ok: true });
    expect(server.received).toEqual(['add']);
    expect(state.count).toBe(5);
  });
});
