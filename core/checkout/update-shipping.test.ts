import { describe, expect, it } from 'vitest';
import { SHIPPING_PICKUP } from '../cart/cart';
import { cartKit, makeLine } from '../cart/cart-fakes.test-support';
import { UpdateShipping } from './update-shipping';

describe('UpdateShipping', () => {
  it('sends the choice per line with the address and takes the cart the server answers', async () => {
    const k = cartKit([makeLine({ id: 1 }), makeLine({ id: 2 })]);
    const outcome = await new UpdateShipping(k.server, k.state, k.changes, k.callers).execute({ 2: { shipping_place: 5, shipping_type: SHIPPING_PICKUP } }, 9, 'en');
    expect(outcome).toEqual({ ok: true });
    expect(k.server.received).toEqual(['shipping:9']);
    expect(k.state.addressId).toBe(9);
    expect(k.state.lines[1]).toMatchObject({ shipping_place_id: 5, shipping_type: SHIPPING_PICKUP });
  });

  it('answers the server message when refused', async () => {
    const k = cartKit([makeLine({ id: 1 })]);
    k.server.refuse = () => true;
    expect(await new UpdateShipping(k.server, k.state, k.changes, k.callers).execute({}, 9, 'en')).toEqual({ ok: false, code: 'refused', message: 'Refused shipping:9' });
  });
});
