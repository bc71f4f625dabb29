import { describe, expect, it } from 'vitest';
import { makeLine } from '../../core/cart/cart-fakes.test-support';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpCartGateway } from './http-cart-gateway';

const user = { token: 'tok', userToken: null, language: 'tr' };
const guest = { token: null, userToken: 'guest-token-aaaaaaaaaaaaa', language: 'ar' };

describe('HttpCartGateway', () => {
  it('loads a signed-in cart with the bearer token and a guest cart with user_token in a header, never in the URL', async () => {
    const line = makeLine({ id: 1, quantity: 2 });
    const { api, calls } = recordingApi({ cart: [line], count: 2 });
    const gateway = new HttpCartGateway(api);
    expect(await gateway.load(user, 5)).toEqual({ cart: [line], count: 2 });
    await gateway.load(guest);
    expect(calls[0]).toMatchObject({ url: '/api/v1/cart/by-user?address_id=5', method: 'GET', headers: { Authorization: 'Bearer tok', Language: 'tr' } });
    expect(calls[1]!.url).toBe('/api/v1/cart/by-user');
    expect(calls[1]!.headers).toMatchObject({ 'X-User-Token': 'guest-token-aaaaaaaaaaaaa' });
    expect(calls[1]!.headers).not.toHaveProperty('Authorization');
  });

  it('writes with the contract bodies; a guest sends user_token in the body', async () => {
    const line = makeLine({ id: 3, product_id: 9, inventory_id: 90 });
    const { api, calls } = recordingApi(line);
    const gateway = new HttpCartGateway(api);
    expect(await gateway.add(guest, { product_id: 9, inventory_id: 90, quantity: -1 })).toEqual(line);
    await gateway.buyNow(user, { product_id: 9, inventory_id: 90, quantity: 2 });
    await gateway.remove(guest, 3);
    await gateway.changeSelection(user, [1], [2, 3], true);
    await gateway.updateShipping(guest, { 3: { shipping_place: 4, shipping_type: 2 } }, 11);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/cart/action', { user_token: guest.userToken, product_id: 9, inventory_id: 90, quantity: -1 }],
      ['/api/v1/cart/buy-now', { product_id: 9, inventory_id: 90, quantity: 2 }],
      ['/api/v1/cart/delete', { user_token: guest.userToken, id: 3 }],
      ['/api/v1/cart/change', { checked: [1], unchecked: [2, 3], isBundle: true }],
      ['/api/v1/cart/update-shipping', { user_token: guest.userToken, cart: { 3: { shipping_place: 4, shipping_type: 2 } }, selected_address: 11 }],
    ]);
  });

  it('reads a bare list of lines as a cart whose count is the sum of quantities', async () => {
    const { api } = recordingApi([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 3 })]);
    expect((await new HttpCartGateway(api).updateShipping(user, {}, 1)).count).toBe(5);
  });
});
