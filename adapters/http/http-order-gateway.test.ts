import { describe, expect, it } from 'vitest';
import { ApiClient, type FetchLike } from './api-client';
import { HttpOrderGateway, paymentMethodsOf } from './http-order-gateway';

function recordingApi(data: unknown) {
  const calls: { url: string; method?: string; headers?: Record<string, string>; body?: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init?.method, headers: init?.headers, body: init?.body ? JSON.parse(init.body) : undefined });
    return { json: async () => ({ status: 200, message: '', data }) };
  };
  return { api: new ApiClient({ baseUrl: '/api/v1/', fetch }), calls };
}

const user = { token: 'tok', userToken: null, language: 'tr' };
const guest = { token: null, userToken: 'guest-token-aaaaaaaaaaaaa', language: 'ar' };

describe('HttpOrderGateway', () => {
  it('places an order with the Idempotency-Key header and the order/action body', async () => {
    const placed = { name: 'Ada', email: 'a@b.c', currency: 'USD', amount: 12.5, id: 3, order: 'TRK' };
    const { api, calls } = recordingApi(placed);
    const input = { order_method: 2, time_zone: 'Europe/Istanbul', address_id: 4, voucher: 'SAVE5' };
    expect(await new HttpOrderGateway(api).placeOrder(guest, input, 'key-1')).toEqual(placed);
    expect(calls[0]).toMatchObject({ url: '/api/v1/order/action', method: 'POST', headers: { 'Idempotency-Key': 'key-1', Language: 'ar' } });
    expect(calls[0]!.body).toEqual({ user_token: guest.userToken, ...input });
  });

  it('turns the voucher answer into cents and sends the base as an API amount', async () => {
    const { api, calls } = recordingApi({ offered: 2.35, voucher: { code: 'SAVE5' } });
    expect(await new HttpOrderGateway(api).voucherValidity(user, 'save5', 1999)).toEqual({ code: 'SAVE5', discountCents: 235 });
    expect(calls[0]!.body).toEqual({ voucher: 'save5', price: 19.99 });
  });

  it('reads the payment methods whichever shape the settings come in', async () => {
    expect(paymentMethodsOf([7, 2, 9])).toEqual([2, 7]);
    expect(paymentMethodsOf([{ id: 2, status: 1 }, { id: 7, status: 0 }])).toEqual([2]);
    expect(paymentMethodsOf({ cash_on_delivery: 1, bank_transfer: '1', stripe: 0 })).toEqual([2, 7]);
    expect(paymentMethodsOf({ methods: [{ method: 7, enabled: true }] })).toEqual([7]);
    const { api, calls } = recordingApi([2]);
    expect(await new HttpOrderGateway(api).paymentMethods('fr')).toEqual([2]);
    expect(calls[0]!.url).toBe('/api/v1/payment-gateway');
  });
});
