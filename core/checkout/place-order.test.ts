import { describe, expect, it } from 'vitest';
import { CART_UNSELECTED } from '../cart/cart';
import { RequestError } from '../shared/request-error';
import { cartKit, makeLine } from '../cart/cart-fakes.test-support';
import { PlaceOrder } from './place-order';

let seed = 0;
const random = { bytes: (n: number) => new Uint8Array(n).fill(++seed) };

function kit() {
  const k = cartKit([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 3, selected: CART_UNSELECTED }), makeLine({ id: 3, quantity: 1 })]);
  k.state.setAddressId(4);
  k.state.setPaymentMethod(2);
  k.state.setVoucher({ code: 'SAVE5', discountCents: 500 });
  k.state.setDeliveryInstruction(' Ring twice ');
  return { ...k, place: new PlaceOrder(k.orders, k.server, k.state, k.state, k.state, k.changes, k.callers, random) };
}

describe('PlaceOrder', () => {
  it('sends the checkout choices, removes the selected lines and lowers the count by their quantity', async () => {
    const { place, state, orders } = kit();
    const outcome = await place.execute('en', 'Europe/Istanbul');
    expect(outcome).toMatchObject({ ok: true, order: { order: 'TRK1' } });
    expect(orders.placed[0]!.input).toEqual({ order_method: 2, time_zone: 'Europe/Istanbul', address_id: 4, voucher: 'SAVE5', delivery_instruction: 'Ring twice' });
    expect(state.lines.map((l) => l.id)).toEqual([2]);
    expect(state.count).toBe(3);
    expect(state.lastOrder?.order).toBe('TRK1');
    expect(state.voucher).toBeNull();
  });

  it('a double click places one order', async () => {
    const { place, orders } = kit();
    const [a, b] = await Promise.all([place.execute('en', 'UTC'), place.execute('en', 'UTC')]);
    expect(a).toBe(b);
    expect(orders.calls).toBe(1);
  });

  it('a retry after a lost answer reuses the idempotency key and gets the first order back', async () => {
    const { place, orders, state } = kit();
    orders.failNext = new RequestError(500, 'API is down.');
    expect(await place.execute('en', 'UTC')).toEqual({ ok: false, code: 'refused', message: 'API is down.' });
    const retry = await place.execute('en', 'UTC');
    expect(retry).toMatchObject({ ok: true, order: { id: 1 } });
    expect(orders.placed).toHaveLength(1);
    expect(orders.calls).toBe(2);
    expect(new Set([...orders.byKey.keys()]).size).toBe(1);
    expect(state.count).toBe(3);
  });

  it('a clear refusal ends the attempt: the next try has a new key', async () => {
    const { place, orders, state, server } = kit();
    server.lines.forEach((l) => (l.selected = CART_UNSELECTED));
    expect(await place.execute('en', 'UTC')).toMatchObject({ ok: false, code: 'refused' });
    server.lines[0]!.selected = 1;
    expect(await place.execute('en', 'UTC')).toMatchObject({ ok: true });
    expect(orders.byKey.size).toBe(1);
    expect(state.lastOrder).not.toBeNull();
  });

  it('checks selection, address and payment method before sending', async () => {
    const { place, state, orders } = kit();
    state.setPaymentMethod(null);
    expect(await place.execute('en', 'UTC')).toMatchObject({ code: 'no_payment_method', message: 'Currently no payment method is available' });
    state.setAddressId(null);
    expect(await place.execute('en', 'UTC')).toMatchObject({ code: 'no_address', message: 'Please add an address first.' });
    state.setLines(state.lines.map((l) => ({ ...l, selected: CART_UNSELECTED })));
    expect(await place.execute('en', 'UTC')).toMatchObject({ code: 'no_selection' });
    expect(orders.calls).toBe(0);
  });
});
