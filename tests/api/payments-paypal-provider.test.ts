// The PayPal adapter (official SDK) against the local PayPal sandbox, over real HTTP: it reaches the
// sandbox only through PAYPAL_API_BASE, as a shop would reach PayPal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentForged, ProviderUnavailable, type PaymentProvider, type PaymentRequest } from '../../backend/payments/payment-provider';
import { createPaypalProvider } from '../../backend/payments/providers/paypal-provider';
import { startPaypalSandbox, type PaypalSandbox } from '../support/payment-sandboxes/paypal-sandbox';

const SHOP = 'http://shop.localhost:3999';

let sandbox: PaypalSandbox;
let paypal: PaymentProvider;
let attempt = 0;

function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  attempt++;
  return {
    orderId: 4200 + attempt,
    tracking: `TRK${attempt}`,
    reference: `order-${4200 + attempt}-${attempt}`,
    amountMinor: 1999,
    currency: 'USD',
    email: 'buyer@example.test',
    name: 'Sam Buyer',
    phone: null,
    language: 'en',
    returnUrl: `${SHOP}/payment-return/paypal?order_id=${4200 + attempt}`,
    cancelUrl: `${SHOP}/payment-return/paypal?order_id=${4200 + attempt}&cancelled=1`,
    ...overrides,
  };
}

const signal = () => AbortSignal.timeout(10_000);

async function started(overrides: Partial<PaymentRequest> = {}) {
  const payment = await paypal.start(request(overrides), signal());
  return { ...payment, order: sandbox.orders.get(payment.providerRef)! };
}

function capturesOf(orderId: string): number {
  return sandbox.requests.filter((line) => line === `POST /v2/checkout/orders/${orderId}/capture`).length;
}

beforeAll(async () => {
  sandbox = await startPaypalSandbox();
  paypal = createPaypalProvider({ ...sandbox.env })!;
});

afterEach(() => {
  sandbox.setDown(false);
  sandbox.setDelay(0);
});

afterAll(async () => {
  await sandbox.close();
});

describe('configuration', () => {
  it('is off without both keys, refuses an unknown environment, and shows only the client id', () => {
    expect(createPaypalProvider({})).toBeNull();
    expect(createPaypalProvider({ PAYPAL_CLIENT_ID: 'id' })).toBeNull();
    expect(() => createPaypalProvider({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_ENVIRONMENT: 'production-ish' })).toThrow(/sandbox or live/);
    expect(paypal.method).toBe(4);
    expect(paypal.key).toBe('paypal');
    expect(paypal.publicConfig()).toEqual({ client_id: sandbox.env.PAYPAL_CLIENT_ID });
    expect(JSON.stringify(paypal.publicConfig())).not.toContain(sandbox.env.PAYPAL_CLIENT_SECRET);
  });
});

describe('PAYPAL_API_BASE', () => {
  it('takes the place of either environment\'s host, with or without a trailing slash', async () => {
    const live = createPaypalProvider({ ...sandbox.env, PAYPAL_ENVIRONMENT: 'LIVE', PAYPAL_API_BASE: `${sandbox.url}/` })!;
    const payment = await live.start(request(), signal());
    expect(sandbox.orders.has(payment.providerRef)).toBe(true);
  });
});

describe('start', () => {
  it('creates a PayPal order for exactly the stored amount and sends the shopper to its approval page', async () => {
    const payment = await started({ amountMinor: 123456, currency: 'EUR' });
    expect(payment.order).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      amount: { currency_code: 'EUR', value: '1234.56' },
      customId: String(4200 + attempt),
      invoiceId: `order-${4200 + attempt}-${attempt}`,
      returnUrl: `${SHOP}/payment-return/paypal?order_id=${4200 + attempt}`,
      email: 'buyer@example.test',
    });
    expect(payment.step).toEqual({ kind: 'redirect', url: `${sandbox.url}/checkoutnow?token=${payment.providerRef}` });
  });

  it('writes whole-unit currencies without decimals and small amounts with their leading zero', async () => {
    expect((await started({ amountMinor: 1500, currency: 'JPY' })).order.amount).toEqual({ currency_code: 'JPY', value: '1500' });
    expect((await started({ amountMinor: 5, currency: 'GBP' })).order.amount).toEqual({ currency_code: 'GBP', value: '0.05' });
  });

  it('names the purchase in the shopper\'s language on PayPal\'s page, English for a language PayPal\'s line has no text for', async () => {
    expect((await started({ language: 'tr', tracking: 'TRK-TR' })).order.description).toBe('Sipariş TRK-TR');
    expect((await started({ language: 'ar', tracking: 'TRK-AR' })).order.description).toBe('الطلب TRK-AR');
    expect((await started({ language: 'de', tracking: 'TRK-DE' })).order.description).toBe('Order TRK-DE');
  });

  it('prefills PayPal\'s login with the shopper\'s address only when PayPal would take it, and opens the order either way', async () => {
    expect((await started({ email: 'shopper+tag@mail.example.test' })).order.email).toBe('shopper+tag@mail.example.test');
    const unusual = await started({ email: 'şopper@örnek.test' });
    expect(unusual.order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(unusual.order.email).toBeUndefined();
  });

  it('gets the same PayPal order back when the same attempt is started twice', async () => {
    const first = request();
    const again = await paypal.start(first, signal());
    expect((await paypal.start(first, signal())).providerRef).toBe(again.providerRef);
  });

  it('asks PayPal for one token and uses it for every call, the webhook check included', async () => {
    const fresh = createPaypalProvider({ ...sandbox.env })!;
    const before = sandbox.tokensIssued();
    const payment = await fresh.start(request(), signal());
    await fresh.start(request(), signal());
    await fresh.verifyReturn(sandbox.payDirectly(payment.providerRef), payment.providerRef);
    const webhook = sandbox.webhookFor(payment.providerRef);
    await fresh.readWebhook(Buffer.from(webhook.body), webhook.headers);
    expect(sandbox.tokensIssued()).toBe(before + 1);
  });

  it('reports a currency PayPal does not take as unavailable, not as a crash', async () => {
    await expect(paypal.start(request({ currency: 'NGN' }), signal())).rejects.toThrow(ProviderUnavailable);
  });
});

describe('return', () => {
  it('after Pay on the hosted page, captures the order and reports the capture', async () => {
    const payment = await started();
    const page = await fetch(payment.step.url);
    const html = await page.text();
    expect(html).toContain('19.99 USD');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    const paid = await fetch(`${sandbox.url}/checkoutnow/pay`, { method: 'POST', body: new URLSearchParams({ token: payment.providerRef }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${SHOP}/payment-return/paypal`);
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({ order_id: String(4200 + attempt), token: payment.providerRef });
    expect(params.PayerID).toMatch(/^[A-Z0-9]{13}$/);

    const verified = await paypal.verifyReturn(params, payment.providerRef);
    const capture = sandbox.orders.get(payment.providerRef)!.capture!;
    expect(verified).toEqual({ providerRef: payment.providerRef, paymentId: capture.id, amountMinor: 1999, currency: 'USD', status: 'paid' });
    expect(capture.status).toBe('COMPLETED');
  });

  it('never captures twice: a replayed return reads the first capture', async () => {
    const payment = await started({ amountMinor: 5000 });
    const params = sandbox.payDirectly(payment.providerRef);
    const first = await paypal.verifyReturn(params, payment.providerRef);
    const replay = await paypal.verifyReturn(params, payment.providerRef);
    // Past PayPal's idempotency window the capture is refused (ORDER_ALREADY_CAPTURED) and the order read.
    sandbox.forgetRequestIds();
    const late = await paypal.verifyReturn(params, payment.providerRef);
    expect(first).toMatchObject({ status: 'paid', amountMinor: 5000 });
    expect(replay).toEqual(first);
    expect(late).toEqual(first);
    expect(capturesOf(payment.providerRef)).toBe(3);
    expect(sandbox.requests).toContain(`GET /v2/checkout/orders/${payment.providerRef}`);
  });

  it('a cancelled payment is cancelled and nothing is captured', async () => {
    const payment = await started();
    const page = await (await fetch(payment.step.url)).text();
    const cancelUrl = new URL(/<a href="([^"]+)">Cancel/.exec(page)![1]!.replaceAll('&#38;', '&'));
    expect(cancelUrl.searchParams.get('cancelled')).toBe('1');
    const verified = await paypal.verifyReturn(Object.fromEntries(cancelUrl.searchParams), payment.providerRef);
    expect(verified).toEqual({ providerRef: payment.providerRef, paymentId: null, amountMinor: 1999, currency: 'USD', status: 'cancelled' });
    expect(capturesOf(payment.providerRef)).toBe(0);
    expect(sandbox.orders.get(payment.providerRef)!.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('a return the shopper never approved is pending, not paid', async () => {
    const payment = await started();
    const verified = await paypal.verifyReturn({ token: payment.providerRef, PayerID: 'MADEUPPAYER12' }, payment.providerRef);
    expect(verified).toMatchObject({ status: 'pending', paymentId: null });
    expect(sandbox.orders.get(payment.providerRef)!.capture).toBeUndefined();
  });

  it('a return carrying another order, no order, or one PayPal never made is forged', async () => {
    const mine = await started();
    const other = await started();
    const otherParams = sandbox.payDirectly(other.providerRef);
    await expect(paypal.verifyReturn(otherParams, mine.providerRef)).rejects.toThrow(PaymentForged);
    await expect(paypal.verifyReturn({ PayerID: 'X' }, mine.providerRef)).rejects.toThrow(PaymentForged);
    await expect(paypal.verifyReturn({ token: 'NOSUCHORDER00000', PayerID: 'X' }, 'NOSUCHORDER00000')).rejects.toThrow(PaymentForged);
    expect(sandbox.orders.get(other.providerRef)!.capture).toBeUndefined();
  });
});

describe('webhook', () => {
  async function read(webhook: { body: string; headers: Record<string, string> }) {
    return paypal.readWebhook(Buffer.from(webhook.body), webhook.headers);
  }

  it('PAYMENT.CAPTURE.COMPLETED, verified by PayPal, is the payment', async () => {
    const payment = await started({ amountMinor: 4321 });
    const returned = await paypal.verifyReturn(sandbox.payDirectly(payment.providerRef), payment.providerRef);
    const event = await read(sandbox.webhookFor(payment.providerRef));
    expect(event).toEqual({ kind: 'payment', payment: returned });
    expect(sandbox.requests.filter((line) => line === 'POST /v1/notifications/verify-webhook-signature').length).toBeGreaterThan(0);
  });

  it('CHECKOUT.ORDER.APPROVED (the shopper closed the tab after approving) captures, once, whoever comes first', async () => {
    const payment = await started();
    const params = sandbox.payDirectly(payment.providerRef);
    const event = await read(sandbox.webhookFor(payment.providerRef));
    expect(event).toMatchObject({ kind: 'payment', payment: { providerRef: payment.providerRef, status: 'paid', amountMinor: 1999, currency: 'USD' } });
    const returned = await paypal.verifyReturn(params, payment.providerRef);
    expect(returned).toEqual(event.kind === 'payment' ? event.payment : null);
    expect(sandbox.orders.get(payment.providerRef)!.capture!.id).toBe(returned.paymentId);
  });

  it('other events are ignored', async () => {
    const payment = await started();
    expect(await read(sandbox.webhookFor(payment.providerRef, 'CHECKOUT.ORDER.COMPLETED'))).toEqual({ kind: 'ignored', type: 'CHECKOUT.ORDER.COMPLETED' });
  });

  it('a changed body, a bad signature, missing headers or another webhook id are forged', async () => {
    const payment = await started();
    await paypal.verifyReturn(sandbox.payDirectly(payment.providerRef), payment.providerRef);
    const genuine = sandbox.webhookFor(payment.providerRef);
    await expect(read({ ...genuine, body: genuine.body.replace('"19.99"', '"0.01"') })).rejects.toThrow(PaymentForged);
    const otherSignature = sandbox.webhookFor(payment.providerRef).headers['paypal-transmission-sig']!;
    await expect(read({ ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': otherSignature } })).rejects.toThrow(PaymentForged);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = genuine.headers;
    await expect(read({ ...genuine, headers: unsigned })).rejects.toThrow(PaymentForged);
    await expect(paypal.readWebhook(Buffer.from('not json'), genuine.headers)).rejects.toThrow(PaymentForged);
    const elsewhere = createPaypalProvider({ ...sandbox.env, PAYPAL_WEBHOOK_ID: 'OTHERWEBHOOK123' })!;
    await expect(elsewhere.readWebhook(Buffer.from(genuine.body), genuine.headers)).rejects.toThrow(PaymentForged);
    const unset = createPaypalProvider({ ...sandbox.env, PAYPAL_WEBHOOK_ID: '' })!;
    await expect(unset.readWebhook(Buffer.from(genuine.body), genuine.headers)).rejects.toThrow(/PAYPAL_WEBHOOK_ID/);
    // The genuine one still passes.
    expect(await read(genuine)).toMatchObject({ kind: 'payment' });
  });
});

describe('refund', () => {
  it('refunds the capture in full, once even when asked twice', async () => {
    const payment = await started({ amountMinor: 2500, currency: 'EUR' });
    const paid = await paypal.verifyReturn(sandbox.payDirectly(payment.providerRef), payment.providerRef);
    const request = { providerRef: paid.providerRef, paymentId: paid.paymentId!, amountMinor: 2500, currency: 'EUR' };
    const first = await paypal.refund(request);
    const again = await paypal.refund(request);
    expect(again).toEqual(first);
    expect(sandbox.refunds.filter((refund) => refund.captureId === paid.paymentId)).toEqual([{ id: first.refundId, captureId: paid.paymentId, amount: { currency_code: 'EUR', value: '25.00' } }]);
    // A refunded payment was still paid: a late replay of its return does not turn it into something else.
    expect(await paypal.verifyReturn(sandbox.payDirectly(payment.providerRef), payment.providerRef)).toMatchObject({ status: 'paid', paymentId: paid.paymentId });
  });

  it('a capture PayPal does not know is refused with its reason', async () => {
    await expect(paypal.refund({ providerRef: 'X', paymentId: 'NOSUCHCAPTURE0000', amountMinor: 100, currency: 'USD' })).rejects.toThrow(/RESOURCE_NOT_FOUND/);
  });
});

describe('PayPal unreachable', () => {
  it('down: ProviderUnavailable, and the next call works once PayPal is back', async () => {
    const fresh = createPaypalProvider({ ...sandbox.env })!;
    sandbox.setDown(true);
    await expect(fresh.start(request(), signal())).rejects.toThrow(ProviderUnavailable);
    await expect(paypal.start(request(), signal())).rejects.toThrow(ProviderUnavailable);
    sandbox.setDown(false);
    expect((await fresh.start(request(), signal())).step.kind).toBe('redirect');
  });

  it('slower than the signal: ProviderUnavailable when the signal fires, not when PayPal answers', async () => {
    sandbox.setDelay(3000);
    const startedAt = Date.now();
    await expect(paypal.start(request(), AbortSignal.timeout(300))).rejects.toThrow(ProviderUnavailable);
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('no server at the address, or keys PayPal refuses: ProviderUnavailable', async () => {
    const nowhere = createPaypalProvider({ ...sandbox.env, PAYPAL_API_BASE: 'http://127.0.0.1:9' })!;
    await expect(nowhere.start(request(), signal())).rejects.toThrow(ProviderUnavailable);
    const wrongKeys = createPaypalProvider({ ...sandbox.env, PAYPAL_CLIENT_SECRET: 'not-the-secret' })!;
    await expect(wrongKeys.start(request(), signal())).rejects.toThrow(/invalid_client/);
  });

  it('a webhook PayPal cannot check while down is unavailable, not forged', async () => {
    const payment = await started();
    sandbox.payDirectly(payment.providerRef);
    const webhook = sandbox.webhookFor(payment.providerRef);
    sandbox.setDown(true);
    await expect(paypal.readWebhook(Buffer.from(webhook.body), webhook.headers)).rejects.toThrow(ProviderUnavailable);
  });
});
