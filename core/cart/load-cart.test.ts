import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { AddToCart } from './add-to-cart';
import { cartKit, makeLine } from './cart-fakes.test-support';
import { LoadCart } from './load-cart';

describe('LoadCart', () => {
  it('loads the lines and recomputes the count as the sum of quantities (not the session cart_count)', async () => {
    const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 5 })], false);
    k.state.setCount(4);
    await new LoadCart(k.server, k.state, k.changes, k.callers).execute('en', 12);
    expect(k.state.linesLoaded).toBe(true);
    expect(k.state.lines.map((l) => l.id)).toEqual([1, 2]);
    expect(k.state.count).toBe(7);
    expect(k.state.addressId).toBe(12);
  });

  it('waits for changes still on their way, so its answer is never older than them', async () => {
    const k = cartKit([makeLine({ id: 1, quantity: 2 })]);
    const add = new AddToCart(k.server, k.state, k.changes, k.callers);
    const adding = add.execute({ product_id: 10, inventory_id: 100, quantity: 3 }, 'en');
    await new LoadCart(k.server, k.state, k.changes, k.callers).execute('en');
    await adding;
    expect(k.server.received).toEqual(['add', 'load']);
    expect(k.state.lines[0]!.quantity).toBe(5);
    expect(k.state.count).toBe(5);
  });

  it('rejects with the server error (the page shows it)', async () => {
    const k = cartKit([], false);
    k.server.refuse = () => true;
    await expect(new LoadCart(k.server, k.state, k.changes, k.callers).execute('en')).rejects.toBeInstanceOf(RequestError);
  });
});
