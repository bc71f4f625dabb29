import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentForged, ProviderUnavailable, type PaymentProvider } from '../../backend/payments/payment-provider';
import { createFlutterwaveProvider } from '../../backend/payments/providers/flutterwave-provider';
import { startFlutterwaveSandbox, type FlutterwaveSandbox } from '../support/payment-sandboxes/flutterwave-sandbox';
import { followHostedPage, paymentRequest, signal } from '../support/payment-sandboxes/provider-test-support';

describe('Flutterwave adapter against its sandbox', () => {
  let sandbox: FlutterwaveSandbox;
  let flutterwave: PaymentProvider;

  beforeAll(async () => {
    sandbox = await startFlutterwaveSandbox();
    flutterwave = createFlutterwaveProvider(sandbox.env, 45)!;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.setDown(false);
    sandbox.setDelay(0);
  });

  it('is configured only with both keys and the webhook hash, and hands out only the public key', () => {
    expect(createFlutterwaveProvider({})).toBeNull();
    expect(createFlutterwaveProvider({ ...sandbox.env, FLUTTERWAVE_SECRET_HASH: '' })).toBeNull();
    expect(createFlutterwaveProvider({ ...sandbox.env, FLUTTERWAVE_SECRET_KEY: undefined })).toBeNull();
    expect(flutterwave.method).toBe(6);
    expect(flutterwave.key).toBe('flutterwave');
    expect(flutterwave.publicConfig()).toEqual({ public_key: sandbox.publicKey });
  });

  it('opens a hosted payment for exactly the amount in major units and the currency, and pays there', async () => {
    const request = paymentRequest({ amountMinor: 123_456, currency: 'KES' });
    const started = await flutterwave.start(request, signal());
    expect(started.providerRef).toBe(request.reference);
    expect(sandbox.opened.at(-1)).toMatchObject({
      tx_ref: request.reference, amount: 1234.56, currency: 'KES', redirect_url: request.returnUrl,
      customer: { email: request.email, name: request.name, phonenumber: request.phone }, meta: { order_id: request.orderId }, session_duration: 45,
    });

    const { page, location } = await followHostedPage(started.step.url, 'Pay');
    expect(page).toContain('1234.56 KES');
    const back = new URL(location);
    expect(back.searchParams.get('order_id')).toBe(String(request.orderId));
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(request.reference);
    const transactionId = back.searchParams.get('transaction_id')!;

    const verified = await flutterwave.verifyReturn(Object.fromEntries(back.searchParams), started.providerRef);
    expect(verified).toEqual({ providerRef: request.reference, paymentId: transactionId, amountMinor: 123_456, currency: 'KES', status: 'paid' });
  });

  it('keeps odd amounts exact in minor units both ways', async () => {
    for (const amountMinor of [1, 29, 1_005, 999_999_99]) {
      const request = paymentRequest({ amountMinor });
      await flutterwave.start(request, signal());
      expect((await flutterwave.verifyReturn(sandbox.payDirectly(request.reference), request.reference)).amountMinor).toBe(amountMinor);
    }
  });

  it('reports a cancelled return as cancelled and a declined card as failed, with nothing to record', async () => {
    const request = paymentRequest();
    const started = await flutterwave.start(request, signal());
    const { location } = await followHostedPage(started.step.url, 'Cancel');
    const params = Object.fromEntries(new URL(location).searchParams);
    expect(params).toMatchObject({ status: 'cancelled', tx_ref: request.reference, order_id: String(request.orderId) });
    expect(await flutterwave.verifyReturn(params, started.providerRef)).toMatchObject({ status: 'cancelled', paymentId: null });
    // The shop's own cancel link carries cancelled=1 and nothing of Flutterwave's.
    expect(await flutterwave.verifyReturn({ order_id: '1', cancelled: '1' }, started.providerRef)).toMatchObject({ status: 'cancelled', paymentId: null });

    const declined = paymentRequest();
    await flutterwave.start(declined, signal());
    expect(await flutterwave.verifyReturn(sandbox.declineDirectly(declined.reference), declined.reference)).toMatchObject({ status: 'failed', paymentId: null });
  });

  it('believes only the transaction Flutterwave returns by id: another attempt\'s, an unknown or a malformed id is forged', async () => {
    const mine = paymentRequest();
    const other = paymentRequest();
    await flutterwave.start(mine, signal());
    await flutterwave.start(other, signal());
    const paidOther = sandbox.payDirectly(other.reference);
    await expect(flutterwave.verifyReturn({ ...paidOther, tx_ref: mine.reference }, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    await expect(flutterwave.verifyReturn(paidOther, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    await expect(flutterwave.verifyReturn({ status: 'successful', tx_ref: mine.reference, transaction_id: '999999' }, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    await expect(flutterwave.verifyReturn({ status: 'successful', tx_ref: mine.reference, transaction_id: '../../v3/payments' }, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    await expect(flutterwave.verifyReturn({ status: 'successful', tx_ref: mine.reference }, mine.reference)).rejects.toBeInstanceOf(PaymentForged);
    // status=successful on the URL for a transaction that was declined: Flutterwave's word wins.
    const declined = sandbox.declineDirectly(mine.reference);
    expect(await flutterwave.verifyReturn({ ...declined, status: 'successful' }, mine.reference)).toMatchObject({ status: 'failed' });
  });

  it('reads a charge.completed webhook by looking the transaction up, and refuses a wrong hash or an invented body', async () => {
    const request = paymentRequest({ amountMinor: 9_900, currency: 'GHS' });
    await flutterwave.start(request, signal());
    const { transaction_id } = sandbox.payDirectly(request.reference);
    const { body, headers } = sandbox.webhookFor(request.reference);
    expect(await flutterwave.readWebhook(Buffer.from(body), headers)).toEqual({
      kind: 'payment', payment: { providerRef: request.reference, paymentId: transaction_id, amountMinor: 9_900, currency: 'GHS', status: 'paid' },
    });
    // The body's amount is not what counts: it is Flutterwave's record that is returned.
    const lowered = body.replace('"amount":99', '"amount":1');
    expect(lowered).not.toBe(body);
    expect(await flutterwave.readWebhook(Buffer.from(lowered), headers)).toMatchObject({ kind: 'payment', payment: { amountMinor: 9_900 } });

    await expect(flutterwave.readWebhook(Buffer.from(body), { ...headers, 'verif-hash': 'guessed' })).rejects.toBeInstanceOf(PaymentForged);
    await expect(flutterwave.readWebhook(Buffer.from(body), { 'content-type': 'application/json' })).rejects.toBeInstanceOf(PaymentForged);
    const invented = JSON.stringify({ event: 'charge.completed', data: { id: 424242, tx_ref: request.reference, amount: 99, currency: 'GHS', status: 'successful' } });
    await expect(flutterwave.readWebhook(Buffer.from(invented), headers)).rejects.toBeInstanceOf(PaymentForged);
    expect(await flutterwave.readWebhook(Buffer.from(JSON.stringify({ event: 'transfer.completed', data: {} })), headers)).toEqual({ kind: 'ignored', type: 'transfer.completed' });
  });

  it('refunds a paid transaction in full through the refund API, and reports a refusal', async () => {
    const request = paymentRequest({ amountMinor: 25_050 });
    await flutterwave.start(request, signal());
    const paid = await flutterwave.verifyReturn(sandbox.payDirectly(request.reference), request.reference);
    const { refundId } = await flutterwave.refund({ providerRef: paid.providerRef, paymentId: paid.paymentId!, amountMinor: 25_050, currency: 'NGN' });
    expect(sandbox.refunds.at(-1)).toEqual({ id: Number(refundId), transactionId: Number(paid.paymentId), tx_ref: request.reference, amount: 250.5 });
    await expect(flutterwave.refund({ providerRef: paid.providerRef, paymentId: paid.paymentId!, amountMinor: 25_050, currency: 'NGN' })).rejects.toThrow(/cannot be greater/);
  });

  it('is unavailable when Flutterwave is down, answers 503, is slower than the signal, or refuses the key', async () => {
    sandbox.setDown(true);
    await expect(flutterwave.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(503);
    await expect(flutterwave.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(false);

    sandbox.setDelay(2_000);
    const began = Date.now();
    await expect(flutterwave.start(paymentRequest(), AbortSignal.timeout(150))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - began).toBeLessThan(1_500);
    sandbox.setDelay(0);

    const wrongKey = createFlutterwaveProvider({ ...sandbox.env, FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-wrong' })!;
    await expect(wrongKey.start(paymentRequest(), signal())).rejects.toThrow(/Invalid authorization key/);
    await expect(wrongKey.start(paymentRequest(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('never loads the official library, whose telemetry would send merchant data to a telemetry service', () => {
    const sources = ['backend', 'composition'].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, file)));
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => /from ['"]flutterwave-node-v3|require\(['"]flutterwave-node-v3|import\(['"]flutterwave-node-v3/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
