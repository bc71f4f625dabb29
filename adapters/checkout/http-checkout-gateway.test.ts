import { describe, expect, it } from 'vitest';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpCheckoutGateway } from './http-checkout-gateway';
import { paymentMethodsOf } from '../payments/payment-methods-of';

const user = { token: 'tok', userToken: null, language: 'tr' };
const guest = { token: null, userToken: 'guest-token-aaaaaaaaaaaaa', language: 'ar' };

describe('HttpCheckoutGateway', () => {
  it('places an order with the Idempotency-Key header and the order/action body', async () => {
    const placed = { name: 'Ada', email: 'a@b.c', currency: 'USD', amount: 12.5, id: 3, order: 'TRK' };
    const { api, calls } = recordingApi(placed);
    const input = { order_method: 2, time_zone: 'Europe/Istanbul', address_id: 4, voucher: 'SAVE5' };
    expect(await new HttpCheckoutGateway(api).placeOrder(guest, input, 'key-1')).toEqual(placed);
    expect(calls[0]).toMatchObject({ url: '/api/v1/order/action', method: 'POST', headers: { 'Idempotency-Key': 'key-1', Language: 'ar' } });
    expect(calls[0]!.body).toEqual({ user_token: guest.userToken, ...input });
  });

  it('turns the voucher answer into cents and sends the base as an API amount', async () => {
    const { api, calls } = recordingApi({ offered: 2.35, voucher: { code: 'SAVE5' } });
    expect(await new HttpCheckoutGateway(api).voucherValidity(user, 'save5', 1999)).toEqual({ code: 'SAVE5', discountCents: 235 });
    expect(calls[0]!.body).toEqual({ voucher: 'save5', price: 19.99 });
  });

  it('reads the payment methods whichever shape the settings come in', async () => {
    const ids = (data: unknown) => paymentMethodsOf(data).map((m) => m.method);
    expect(ids([7, 2, 9])).toEqual([7, 2]);
    expect(ids([{ id: 2, status: 1 }, { id: 7, status: 0 }])).toEqual([2]);
    expect(ids({ stripe: 0, bank_transfer: '1', cash_on_delivery: 1 })).toEqual([2, 7]);
    expect(ids({ methods: [{ method: 7, enabled: true }] })).toEqual([7]);
    const { api, calls } = recordingApi([2]);
    expect(await new HttpCheckoutGateway(api).paymentMethods('fr')).toEqual([{ method: 2, config: {} }]);
    expect(calls[0]!.url).toBe('/api/v1/payment-gateway');
  });

  it("carries the bank-transfer config of payment-gateway's answer, known text fields only", async () => {
    const bank = {
      bank_name: 'Demo Commerce Bank', account_holder: 'Demo Storefront Ltd.', account_number: '0123 4567 8901', branch: 'Main Street Branch',
      swift: 'DEMOUS33', instructions: 'Use your order code as the transfer reference.',
    };
    const { api } = recordingApi({ methods: [
      { method: 2, key: 'cash_on_delivery', enabled: true, config: {} },
      { method: 7, key: 'bank_transfer', enabled: true, config: { ...bank, routing: 12345, logo: { url: 'x' }, secret_key: 'sk', iban: '' } },
    ] });
    expect(await new HttpCheckoutGateway(api).paymentMethods('en')).toEqual([
      { method: 2, config: {} },
      { method: 7, config: { ...bank, routing: '12345' } },
    ]);
    expect(paymentMethodsOf({ methods: [{ method: 7, enabled: true, config: 'nonsense' }] })).toEqual([{ method: 7, config: {} }]);
  });

  it('reads one order back by id (a guest sends its user_token) with the stored amounts in cents', async () => {
    const view = {
      id: 12, order: 'AB12-CD34', status: 1, order_method: 7, payment_done: 0, currency: 'USD', total_amount: 43.1,
      address: { email: 'guest@example.com' }, user: null,
      calculated: { subtotal: 40, shipping_price: 5, bundle_offer: 1.5, tax: 2.6, voucher_price: 3, total_price: 43.1 },
      ordered_products: [{ quantity: 2 }, { quantity: 1 }],
    };
    const { api, calls } = recordingApi(view);
    expect(await new HttpCheckoutGateway(api).order(guest, 12)).toEqual({
      id: 12, code: 'AB12-CD34', method: 7, currency: 'USD', email: 'guest@example.com', paid: false, closed: false, cancelled: false, refunded: false, refundDue: false, transId: null, transfer: null, quantity: 3,
      totals: { subtotal: 4000, shipping: 500, bundleOffer: 150, tax: 260, voucher: 300, total: 4310 }, confirmBy: null,
    });
    expect(calls[0]!.url).toBe('/api/v1/order/by-user?order_id=12');
    expect(calls[0]!.headers).toMatchObject({ 'X-User-Token': guest.userToken });
    // A guest's order still waiting for the link mailed to its address says until when.
    const waiting = recordingApi({ ...view, awaiting_confirmation: 1, confirm_by: '2026-03-01T10:30:00.000Z' });
    expect((await new HttpCheckoutGateway(waiting.api).order(guest, 12)).confirmBy).toBe('2026-03-01T10:30:00.000Z');
    await new HttpCheckoutGateway(api).order(user, 12);
    expect(calls[1]).toMatchObject({ url: '/api/v1/order/by-user?order_id=12', headers: { Authorization: 'Bearer tok' } });
  });

  it('names the e-mail the confirmation went to (the order\'s own), not the account\'s, and reads a transfer report and a closed order', async () => {
    const report = { bank_name: 'B', account_holder_name: 'A', account_number: '1', branch_name: 'C', transaction_id: 'T', created_at: '2026-03-02', verified_at: null };
    const view = {
      id: 3, order: 'AB12-CD34', order_method: 7, payment_done: 0, cancelled: 1, refunded: 0, currency: 'USD', bank_transfer: report,
      address: { email: 'ship-to@example.com' }, user: { email: 'account@example.com' },
      calculated: { subtotal: 1, shipping_price: 0, bundle_offer: 0, tax: 0, voucher_price: 0, total_price: 1 },
    };
    expect(await new HttpCheckoutGateway(recordingApi(view).api).order(user, 3)).toMatchObject({ email: 'ship-to@example.com', closed: true, transfer: report });
  });
});
