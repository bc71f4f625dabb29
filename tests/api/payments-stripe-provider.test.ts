import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentForged, type PaymentProvider, type PaymentRequest, ProviderUnavailable } from '../../backend/payments/payment-provider';
import { createStripeProvider } from '../../backend/payments/providers/stripe-provider';
import { startStripeSandbox, type StripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';

/** The Stripe adapter against its sandbox: the official library doing real HTTP and the real signature check. */
describe('Stripe adapter (official stripe library) against the Stripe sandbox', () => {
  let sandbox: StripeSandbox;
  let stripe: PaymentProvider;
  let n = 0;
  const request = (o: Partial<PaymentRequest> = {}): PaymentRequest => ({
    orderId: 41, tracking: 'ABCDEFGHJKLM', reference: `ABCDEFGHJKLM-${++n}`, amountMinor: 12_345, currency: 'EUR', email: 'ada@example.com', name: 'Ada',
    phone: null, language: 'tr', returnUrl: 'http://shop.test/tr/payment-return/stripe?order_id=41', cancelUrl: 'http://shop.test/tr/payment-return/stripe?order_id=41&cancelled=1', ...o,
  });
  const signal = () => AbortSignal.timeout(2_000);

  beforeAll(async () => {
    sandbox = await startStripeSandbox();
    stripe = createStripeProvider(sandbox.env)!;
  });
  afterAll(async () => sandbox?.close());

  it('is configured only with its keys, and shows only the publishable key', () => {
    expect(createStripeProvider({})).toBeNull();
    expect(createStripeProvider({ ...sandbox.env, STRIPE_WEBHOOK_SECRET: '' })).toBeNull();
    expect(stripe).toMatchObject({ method: 3, key: 'stripe' });
    expect(stripe.publicConfig()).toEqual({ publishable_key: sandbox.env.STRIPE_PUBLISHABLE_KEY });
  });

  it('opens a Checkout Session for the exact amount and currency, and verifies its paid return', async () => {
    const started = await stripe.start(request(), signal());
    const session = sandbox.sessions.get(started.providerRef)!;
    expect(session).toMatchObject({ amount_total: 12_345, currency: 'eur', locale: 'tr', customer_email: 'ada@example.com', metadata: { order_id: '41' } });
    expect(started.step).toEqual({ kind: 'redirect', url: session.url });
    // The hosted page: Pay posts and lands on the return URL with the session's id.
    const page = await fetch(session.url);
    expect(await page.text()).toMatch(/<button type="submit">Pay<\/button>[\s\S]*Cancel/);
    const paid = await fetch(session.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.searchParams.get('session_id')).toBe(started.providerRef);
    const verified = await stripe.verifyReturn(Object.fromEntries(back.searchParams), started.providerRef);
    expect(verified).toEqual({ providerRef: started.providerRef, paymentId: session.payment_intent, amountMinor: 12_345, currency: 'EUR', status: 'paid' });
  });

  it('reads a cancelled return as cancelled, and a forged one (another or an unknown session) as PaymentForged', async () => {
    const started = await stripe.start(request(), signal());
    expect((await stripe.verifyReturn({ order_id: '41', cancelled: '1' }, started.providerRef)).status).toBe('cancelled');
    expect((await stripe.verifyReturn({ order_id: '41', session_id: started.providerRef }, started.providerRef))).toMatchObject({ status: 'pending', paymentId: null });
    const other = await stripe.start(request(), signal());
    sandbox.payDirectly(other.providerRef);
    await expect(stripe.verifyReturn({ session_id: other.providerRef }, started.providerRef)).rejects.toBeInstanceOf(PaymentForged);
    await expect(stripe.verifyReturn({ session_id: 'cs_test_nope' }, 'cs_test_nope')).rejects.toBeInstanceOf(PaymentForged);
  });

  it('reads a signed webhook, refuses a forged or replayed-with-another-body one', async () => {
    const started = await stripe.start(request(), signal());
    sandbox.payDirectly(started.providerRef);
    const hook = sandbox.webhookFor(started.providerRef);
    const event = await stripe.readWebhook(Buffer.from(hook.body), hook.headers);
    expect(event).toEqual({ kind: 'payment', payment: expect.objectContaining({ providerRef: started.providerRef, status: 'paid', amountMinor: 12_345, currency: 'EUR' }) });
    const forged = sandbox.webhookFor(started.providerRef, { secret: 'whsec_someone_else' });
    await expect(stripe.readWebhook(Buffer.from(forged.body), forged.headers)).rejects.toBeInstanceOf(PaymentForged);
    await expect(stripe.readWebhook(Buffer.from(hook.body.replace('12345', '1')), hook.headers)).rejects.toBeInstanceOf(PaymentForged);
    await expect(stripe.readWebhook(Buffer.from(hook.body), {})).rejects.toBeInstanceOf(PaymentForged);
    const other = sandbox.webhookFor(started.providerRef, { type: 'charge.updated' });
    expect(await stripe.readWebhook(Buffer.from(other.body), other.headers)).toEqual({ kind: 'ignored', type: 'charge.updated' });
  });

  it('refunds a paid payment in full, once', async () => {
    const started = await stripe.start(request({ amountMinor: 990, currency: 'USD' }), signal());
    sandbox.payDirectly(started.providerRef);
    const paid = await stripe.verifyReturn({ session_id: started.providerRef }, started.providerRef);
    const payment = { providerRef: started.providerRef, paymentId: paid.paymentId!, amountMinor: 990, currency: 'USD' };
    const first = await stripe.refund(payment);
    expect(await stripe.refund(payment)).toEqual(first);
    expect(sandbox.refunds.filter((r) => r.payment_intent === paid.paymentId)).toEqual([{ id: first.refundId, payment_intent: paid.paymentId, amount: 990, currency: 'usd' }]);
  });

  it('answers ProviderUnavailable when Stripe is down or slower than the signal', async () => {
    sandbox.setDown(true);
    await expect(stripe.start(request(), signal())).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(false);
    sandbox.setDelay(1_000);
    const started = Date.now();
    await expect(stripe.start(request(), AbortSignal.timeout(200))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(900);
    sandbox.setDelay(0);
  });
});
