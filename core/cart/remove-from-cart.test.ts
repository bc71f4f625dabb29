import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { cartKit, makeLine } from './cart-fakes.test-support';
import { RemoveFromCart } from './remove-from-cart';

function kit() {
  const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 3 }), makeLine({ id: 3, quantity: 1 })]);
  return { ...k, remove: new RemoveFromCart(k.server, k.state, k.changes, k.callers), add: new AddToCart(k.server, k.state, k.changes, k.callers) };
}

describe('RemoveFromCart', () => {
  it('removes the line at once and lowers the count by its quantity', async () => {
    const { remove, state, server } = kit();
    const done = remove.execute(2, 'en');
    expect(state.lines.map((l) => l.id)).toEqual([1, 3]);
    expect(state.count).toBe(3);
    expect(await done).toEqual({ ok: true });
    expect(server.lines.map((l) => l.id)).toEqual([1, 3]);
  });

  it('puts a refused removal back in its place with its quantity', async () => {
    const { remove, state, server } = kit();
    server.refuse = () => true;
    expect(await remove.execute(2, 'en')).toEqual({ ok: false, code: 'refused', message: 'Refused remove' });
    expect(state.lines.map((l) => [l.id, l.quantity])).toEqual([[1, 2], [2, 3], [3, 1]]);
    expect(state.count).toBe(6);
  });

  it('a refused add queued before the removal does not drag the count below the truth', async () => {
    const { remove, add, state, server } = kit();
    server.refuse = (n) => n === 1;
    await Promise.all([add.execute({ product_id: 20, inventory_id: 200, quantity: 1 }, 'en'), remove.execute(2, 'en')]);
    expect(state.lines.map((l) => l.id)).toEqual([1, 3]);
    expect(state.count).toBe(3);
    expect(server.count).toBe(3);
  });

  it('answers unknown_line for a line no longer in the cart', async () => {
    const { remove } = kit();
    expect(await remove.execute(9, 'en')).toMatchObject({ ok: false, code: 'unknown_line' });
  });
});
