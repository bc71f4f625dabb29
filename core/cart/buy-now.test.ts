import { describe, expect, it } from 'vitest';
import { CART_SELECTED, CART_UNSELECTED } from './cart';
import { BuyNow } from './buy-now';
import { cartKit, makeLine } from './cart-fakes.test-support';

describe('BuyNow', () => {
  it('makes the variant at exactly this quantity the only selected line, then reloads the cart and its count', async () => {
    const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 4 })]);
    const outcome = await new BuyNow(k.server, k.state, k.changes, k.callers).execute({ product_id: 20, inventory_id: 200, quantity: 1 }, 'en');
    expect(outcome).toEqual({ ok: true });
    expect(k.server.received).toEqual(['buyNow', 'load']);
    expect(k.state.lines.map((l) => [l.id, l.quantity, l.selected])).toEqual([[1, 2, CART_UNSELECTED], [2, 1, CART_SELECTED]]);
    expect(k.state.count).toBe(3);
  });

  it('checks the quantity first and leaves the cart alone when refused', async () => {
    const k = cartKit([makeLine({ id: 1, quantity: 2 })]);
    const buy = new BuyNow(k.server, k.state, k.changes, k.callers);
    expect(await buy.execute({ product_id: 10, inventory_id: 100, quantity: 6, stock: 5 }, 'en')).toMatchObject({ code: 'maximum_exceeded' });
    k.server.refuse = () => true;
    expect(await buy.execute({ product_id: 10, inventory_id: 100, quantity: 1 }, 'en')).toMatchObject({ ok: false, code: 'refused' });
    expect(k.state.lines.map((l) => l.quantity)).toEqual([2]);
    expect(k.state.count).toBe(2);
  });
});
