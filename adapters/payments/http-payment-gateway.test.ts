import { describe, expect, it } from 'vitest';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpPaymentGateway } from './http-payment-gateway';
import { HttpCheckoutGateway } from '../checkout/http-checkout-gateway';
import { startedPaymentOf } from './started-payment';

const user = { token: 'tok', userToken: null, language: 'tr' };
const guest = { token: null, userToken: 'guest-token-aaaaaaaaaaaaa', language: 'ar' };

describe('HttpPaymentGateway', () => {
  it("posts order/payment-done with the order and every parameter of the return, as the guest, and reads the provider's reference", async () => {
    const { api, calls } = recordingApi({ order_id: 4, payment_done: 1, trans_id: 'pay_N1' });
    const params = { order_id: '4', razorpay_payment_id: 'pay_N1', razorpay_signature: 'sig' };
    expect(await new HttpPaymentGateway(api).paymentDone(guest, 4, params)).toEqual({ orderId: 4, transId: 'pay_N1' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/order/payment-done', method: 'POST', headers: { Language: 'ar' } });
    expect(calls[0]!.body).toEqual({ user_token: guest.userToken, order_id: 4, params });
  });

  it('throws the business refusal with the server message', async () => {
    const { api } = recordingApi(null, { status: 201, message: 'The payment was not completed.', data: { form: ['The payment was not completed.'] } });
    await expect(new HttpPaymentGateway(api).paymentDone(user, 4, {})).rejects.toMatchObject({ status: 201, firstMessage: 'The payment was not completed.' });
  });

  it('posts order/transaction with the method: an online one answers its payment, an offline one none', async () => {
    const online = recordingApi({ order_id: 4, payment: { method: 4, provider: 'paypal', step: { kind: 'redirect', url: 'https://www.sandbox.paypal.com/checkoutnow?token=1' } } });
    expect(await new HttpPaymentGateway(online.api).changeMethod(user, 4, 4)).toEqual({ method: 4, provider: 'paypal', step: { kind: 'redirect', url: 'https://www.sandbox.paypal.com/checkoutnow?token=1' } });
    expect(online.calls[0]).toMatchObject({ url: '/api/v1/order/transaction', body: { order_id: 4, order_method: 4 }, headers: { Authorization: 'Bearer tok' } });
    const offline = recordingApi({ id: 4, order_method: 2 });
    expect(await new HttpPaymentGateway(offline.api).changeMethod(guest, 4, 2)).toBeNull();
    expect(offline.calls[0]!.body).toEqual({ user_token: guest.userToken, order_id: 4, order_method: 2 });
  });
});

describe('startedPaymentOf', () => {
  it('keeps a redirect or a post to a web address, fields as text', () => {
    expect(startedPaymentOf({ method: 5, provider: 'paystack', step: { kind: 'post', url: 'https://checkout.paystack.com/x', fields: { a: 'b', n: 3, bad: {} } } }))
      .toEqual({ method: 5, provider: 'paystack', step: { kind: 'post', url: 'https://checkout.paystack.com/x', fields: { a: 'b', n: '3' } } });
  });

  it('refuses what cannot be followed safely: a script address, no step, an offline method', () => {
    expect(startedPaymentOf({ method: 3, provider: 'stripe', step: { kind: 'redirect', url: 'javascript:alert(1)' } })).toBeNull();
    expect(startedPaymentOf({ method: 3, provider: 'stripe', step: { kind: 'redirect', url: 'not a url' } })).toBeNull();
    expect(startedPaymentOf({ method: 3, provider: 'stripe' })).toBeNull();
    expect(startedPaymentOf({ method: 2, provider: 'cod', step: { kind: 'redirect', url: 'https://x.example' } })).toBeNull();
    expect(startedPaymentOf(null)).toBeNull();
  });

  it("is read from order/action's answer; an answer without it stays as it was", async () => {
    const payment = { method: 1, provider: 'razorpay', step: { kind: 'redirect', url: 'https://api.razorpay.com/v1/checkout/embedded' } };
    const placed = { name: 'Ada', email: 'a@b.c', currency: 'INR', amount: 12.5, id: 3, order: 'TRK' };
    expect(await new HttpCheckoutGateway(recordingApi({ ...placed, payment }).api).placeOrder(user, { order_method: 1, time_zone: 'UTC', address_id: 1 }, 'k')).toEqual({ ...placed, payment });
    expect(await new HttpCheckoutGateway(recordingApi(placed).api).placeOrder(user, { order_method: 2, time_zone: 'UTC', address_id: 1 }, 'k')).toEqual(placed);
    const broken = { ...placed, payment: { method: 1, provider: 'razorpay', step: { kind: 'redirect', url: 'data:text/html,x' } } };
    expect(await new HttpCheckoutGateway(recordingApi(broken).api).placeOrder(user, { order_method: 1, time_zone: 'UTC', address_id: 1 }, 'k')).toEqual(placed);
  });
});
