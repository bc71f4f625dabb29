import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentForged, ProviderUnavailable, type PaymentProvider } from '../../backend/payments/payment-provider';
import { createPaystackProvider } from '../../backend/payments/providers/paystack-provider';
import { startPaystackSandbox, type PaystackSandbox } from '../support/payment-sandboxes/paystack-sandbox';
import { followHostedPage, paymentRequest, signal } from '../support/payment-sandboxes/provider-test-support';

describe('Paystack adapter against its sandbox', () => {
  let sandbox: PaystackSandbox;
  let paystack: PaymentProvider;

  beforeAll(async () => {
    sandbox = await startPaystackSandbox();
    paystack = createPaystackProvider({ ...sandbox.env })!;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.setDown(false);
    sandbox.setDelay(0);
  });

  it('is configured only with both keys, and hands out only the public one', () => {
    expect(createPaystackProvider({})).toBeNull();
    expect(createPaystackProvider({ PAYSTACK_PUBLIC_KEY: sandbox.publicKey })).toBeNull();
    expect(createPaystackProvider({ PAYSTACK_SECRET_KEY: sandbox.secretKey, PAYSTACK_PUBLIC_KEY: ' ' })).toBeNull();
    expect(paystack.method).toBe(5);
    expect(paystack.key).toBe('paystack');
    expect(paystack.publicConfig()).toEqual({ public_key: sandbox.publicKey });
    expect(JSON.stringify(paystack.publicConfig())).not.toContain(sandbox.secretKey);
  });

  it('opens a transaction for exactly the amount in subunits and the currency, and pays on the hosted page', async () => {
    const request = paymentRequest({ amountMinor: 123_456, currency: 'NGN' });
    const started = await paystack.start(request, signal());
    expect(started.providerRef).toBe(request.reference);
    expect(started.step.kind).toBe('redirect');
    expect(sandbox.initialized.at(-1)).toMatchObject({
      email: request.email, amount: 123_456, currency: 'NGN', reference: request.reference, callback_url: request.returnUrl,
      metadata: { order_id: request.orderId, cancel_action: request.cancelUrl },
    });

    const { page, location } = await followHostedPage(started.step.url, 'Pay');
    expect(page).toContain('1234.56 NGN');
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(new URL(request.returnUrl).origin + new URL(request.returnUrl).pathname);
    expect(back.searchParams.get('order_id')).toBe(String(request.orderId));
    expect(back.searchParams.get('reference')).toBe(request.reference);
    expect(back.searchParams.get('trxref')).toBe(request.reference);

    const verified = await paystack.verifyReturn(Object.fromEntries(back.searchParams), started.providerRef);
    expect(verified).toEqual({ providerRef: request.reference, paymentId: String(sandbox.transactions.get(request.reference)!.id), amountMinor: 123_456, currency: 'NGN', status: 'paid' });
  });

  it('reports a cancelled return as cancelled, and a declined card as failed, with nothing to record', async () => {
    const request = paymentRequest({ amountMinor: 5_000 });
    const started = await paystack.start(request, signal());
    const { location } = await followHostedPage(started.step.url, 'Cancel');
    expect(location).toBe(request.cancelUrl);
    const params = Object.fromEntries(new URL(location).searchParams);
    expect(await paystack.verifyReturn(params, started.providerRef)).toMatchObject({ status: 'cancelled', paymentId: null, amountMinor: 5_000 });

    const declined = paymentRequest({ amountMinor: 7_000 });
    await paystack.start(declined, signal());
    const returned = sandbox.declineDirectly(declined.reference);
    expect(await paystack.verifyReturn(returned, declined.reference)).toMatchObject({ status: 'failed', paymentId: null });
  });

  it('believes the provider, never the return URL: a forged reference is refused, an unpaid one stays unpaid', async () => {
    const mine = paymentRequest();
    const other = paymentRequest();
    await paystack.start(mine, signal());
    await paystack.start(other, signal());
    const paidOther = sandbox.payDirectly(other.reference);
    // Another attempt's paid reference on my return: forged.
    await expect(paystack.verifyReturn(paidOther, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    await expect(paystack.verifyReturn({ reference: mine.reference, trxref: other.reference }, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    // My own reference typed on the URL without paying: Paystack says it is not paid.
    expect(await paystack.verifyReturn({ reference: mine.reference, trxref: mine.reference, status: 'success' }, mine.reference)).toMatchObject({ status: 'cancelled', paymentId: null });
    // A reference Paystack never opened.
    await expect(paystack.verifyReturn({ reference: 'made-up-ref' }, 'made-up-ref')).rejects.toBeInstanceOf(PaymentForged);
  });

  it('reads a signed charge.success webhook, and refuses a tampered or unsigned one', async () => {
    const request = paymentRequest({ amountMinor: 9_900, currency: 'GHS' });
    await paystack.start(request, signal());
    sandbox.payDirectly(request.reference);
    const { body, headers } = sandbox.webhookFor(request.reference);
    const event = await paystack.readWebhook(Buffer.from(body), headers);
    expect(event).toEqual({ kind: 'payment', payment: { providerRef: request.reference, paymentId: String(sandbox.transactions.get(request.reference)!.id), amountMinor: 9_900, currency: 'GHS', status: 'paid' } });

    const tampered = body.replace('"amount":9900', '"amount":99');
    expect(tampered).not.toBe(body);
    await expect(paystack.readWebhook(Buffer.from(tampered), headers)).rejects.toBeInstanceOf(PaymentForged);
    await expect(paystack.readWebhook(Buffer.from(body), { 'content-type': 'application/json' })).rejects.toBeInstanceOf(PaymentForged);
    await expect(paystack.readWebhook(Buffer.from(body), { 'x-paystack-signature': headers['x-paystack-signature']!.slice(0, 64) })).rejects.toBeInstanceOf(PaymentForged);

    const other = JSON.stringify({ event: 'transfer.success', data: {} });
    const signed = (await import('node:crypto')).createHmac('sha512', sandbox.secretKey).update(other).digest('hex');
    expect(await paystack.readWebhook(Buffer.from(other), { 'x-paystack-signature': signed })).toEqual({ kind: 'ignored', type: 'transfer.success' });
  });

  it('refunds a paid transaction in full through the refund API, and reports a refusal', async () => {
    const request = paymentRequest({ amountMinor: 25_050 });
    await paystack.start(request, signal());
    const paid = await paystack.verifyReturn(sandbox.payDirectly(request.reference), request.reference);
    const { refundId } = await paystack.refund({ providerRef: paid.providerRef, paymentId: paid.paymentId!, amountMinor: 25_050, currency: 'NGN' });
    expect(sandbox.refunds.at(-1)).toEqual({ id: Number(refundId), reference: request.reference, amount: 25_050 });
    await expect(paystack.refund({ providerRef: paid.providerRef, paymentId: paid.paymentId!, amountMinor: 25_050, currency: 'NGN' })).rejects.toThrow(/fully reversed/);
  });

  it('is unavailable when Paystack is down, answers 503, is slower than the signal, or refuses the key', async () => {
    sandbox.setDown(true);
    await expect(paystack.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(503);
    await expect(paystack.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(false);

    sandbox.setDelay(2_000);
    const began = Date.now();
    await expect(paystack.start(paymentRequest(), AbortSignal.timeout(150))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - began).toBeLessThan(1_500);
    sandbox.setDelay(0);

    const wrongKey = createPaystackProvider({ ...sandbox.env, PAYSTACK_SECRET_KEY: 'sk_test_not_the_key' })!;
    await expect(wrongKey.start(paymentRequest(), signal())).rejects.toThrow(/Invalid key/);
    await expect(wrongKey.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(paystack.start(paymentRequest({ currency: 'JPY' }), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    // Paystack takes only letters, digits, '-', '.' and '=' in a reference.
    await expect(paystack.start(paymentRequest({ reference: 'order_1' }), signal())).rejects.toThrow(/Invalid reference/);
  });
});
