// The Razorpay adapter against its local sandbox (tests/support/payment-sandboxes/razorpay-sandbox.ts):
// the official library does the HTTP, the signature checks are the library's own.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentForged, ProviderUnavailable, type PaymentProvider, type PaymentRequest } from '../../backend/payments/payment-provider';
import { createRazorpayProvider } from '../../backend/payments/providers/razorpay-provider';
import { startRazorpaySandbox, type RazorpaySandbox } from '../support/payment-sandboxes/razorpay-sandbox';

const SHOP = 'https://shop.example.test';
let attempt = 0;

function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  attempt += 1;
  return {
    orderId: 40 + attempt,
    tracking: `TRK${1000 + attempt}`,
    reference: `ord${40 + attempt}-a${attempt}`,
    amountMinor: 123_456,
    currency: 'INR',
    email: 'asha@example.test',
    name: 'Asha Rao',
    phone: '+91 98765 43210',
    language: 'hi',
    returnUrl: `${SHOP}/razorpay-callback?order_id=${40 + attempt}`,
    cancelUrl: `${SHOP}/razorpay-callback?order_id=${40 + attempt}&cancelled=1`,
    ...overrides,
  };
}

const soon = () => AbortSignal.timeout(5_000);
const queryOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('Razorpay adapter (Payment Links) against the sandbox', () => {
  let sandbox: RazorpaySandbox;
  let provider: PaymentProvider;

  beforeAll(async () => {
    sandbox = await startRazorpaySandbox();
    provider = createRazorpayProvider({ ...sandbox.env })!;
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.setDown(false);
    sandbox.setDelay(0);
  });

  it('is configured only with both keys, and shows only the key id', () => {
    expect(createRazorpayProvider({})).toBeNull();
    expect(createRazorpayProvider({ RAZORPAY_KEY_ID: sandbox.keyId })).toBeNull();
    expect(createRazorpayProvider({ RAZORPAY_KEY_ID: ' ', RAZORPAY_KEY_SECRET: sandbox.keySecret })).toBeNull();
    expect(() => createRazorpayProvider({ ...sandbox.env, RAZORPAY_API_BASE: 'not a url' })).toThrow(/RAZORPAY_API_BASE/);
    expect(provider.method).toBe(1);
    expect(provider.key).toBe('razorpay');
    expect(provider.publicConfig()).toEqual({ key_id: sandbox.keyId });
  });

  it('opens a payment link for exactly the amount and currency, returning to the callback page', async () => {
    const asked = request({ amountMinor: 98_765, currency: 'INR' });
    const started = await provider.start(asked, soon());
    expect(started.providerRef).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    const link = sandbox.link(started.providerRef)!;
    expect(started.step).toEqual({ kind: 'redirect', url: link.short_url });
    expect(link).toMatchObject({
      amount: 98_765,
      currency: 'INR',
      accept_partial: false,
      reference_id: asked.reference,
      callback_url: asked.returnUrl,
      callback_method: 'get',
      status: 'created',
      customer: { name: 'Asha Rao', email: 'asha@example.test', contact: '+919876543210' },
      notify: { sms: false, email: false },
      notes: { order_id: String(asked.orderId), tracking: asked.tracking, cancel_url: asked.cancelUrl },
    });
    // The link closes with the payment window (30 minutes by default), so it cannot be paid after the order is cancelled.
    expect(link.expire_by - link.created_at).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(link.expire_by - link.created_at).toBeLessThanOrEqual(30 * 60 + 5);

    const page = await fetch(started.step.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('987.65 INR');
    expect(html).toContain('id="rzp-pay"');

    // The shop's currency, whatever it is, in its minor units as given.
    const dollars = await provider.start(request({ amountMinor: 3_000, currency: 'USD' }), soon());
    expect(sandbox.link(dollars.providerRef)).toMatchObject({ amount: 3_000, currency: 'USD' });
  });

  it('leaves out a phone Razorpay would refuse instead of failing the payment', async () => {
    const started = await provider.start(request({ phone: 'call me maybe' }), soon());
    expect(sandbox.link(started.providerRef)!.customer).toEqual({ name: 'Asha Rao', email: 'asha@example.test' });
    const none = await provider.start(request({ phone: null }), soon());
    expect(sandbox.link(none.providerRef)!.customer.contact).toBeUndefined();
  });

  it('pays on the hosted page and verifies the signed return by fetching the payment', async () => {
    const asked = request({ amountMinor: 250_000 });
    const started = await provider.start(asked, soon());
    const code = new URL(started.step.url).pathname.split('/').pop();
    const paid = await fetch(`${sandbox.url}/i/${code}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location.startsWith(`${SHOP}/razorpay-callback?order_id=${asked.orderId}&razorpay_payment_id=pay_`)).toBe(true);
    const params = queryOf(location);
    expect(params.razorpay_payment_link_status).toBe('paid');

    const verified = await provider.verifyReturn(params, started.providerRef);
    expect(verified).toEqual({ providerRef: started.providerRef, paymentId: params.razorpay_payment_id, amountMinor: 250_000, currency: 'INR', status: 'paid' });
    // A replay of the same return says the same.
    expect(await provider.verifyReturn(params, started.providerRef)).toEqual(verified);
  });

  it('never takes an amount from the URL: only the payment Razorpay holds counts', async () => {
    const started = await provider.start(request({ amountMinor: 10_000 }), soon());
    const params = { ...sandbox.payDirectly(started.providerRef), amount: '1', currency: 'USD', razorpay_amount: '1' };
    expect(await provider.verifyReturn(params, started.providerRef)).toMatchObject({ amountMinor: 10_000, currency: 'INR', status: 'paid' });
  });

  it('refuses forged returns: bad signature, another secret, another link, a swapped payment, missing fields', async () => {
    const mine = await provider.start(request(), soon());
    const other = await provider.start(request(), soon());
    const params = sandbox.payDirectly(mine.providerRef);
    const otherParams = sandbox.payDirectly(other.providerRef);
    const forged = (changes: Record<string, string | undefined>) =>
      provider.verifyReturn(Object.fromEntries(Object.entries({ ...params, ...changes }).filter(([, v]) => v !== undefined)) as Record<string, string>, mine.providerRef);

    await expect(forged({ razorpay_signature: params.razorpay_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })).rejects.toBeInstanceOf(PaymentForged);
    const payload = `${params.razorpay_payment_link_id}|${params.razorpay_payment_link_reference_id}|paid|${params.razorpay_payment_id}`;
    await expect(forged({ razorpay_signature: createHmac('sha256', 'not-the-key-secret').update(payload).digest('hex') })).rejects.toBeInstanceOf(PaymentForged);
    // Another order's genuine, signed return.
    await expect(provider.verifyReturn(otherParams, mine.providerRef)).rejects.toBeInstanceOf(PaymentForged);
    // Another link's payment under this link's signature.
    await expect(forged({ razorpay_payment_id: otherParams.razorpay_payment_id })).rejects.toBeInstanceOf(PaymentForged);
    await expect(forged({ razorpay_payment_link_status: 'partially_paid' })).rejects.toBeInstanceOf(PaymentForged);
    await expect(forged({ razorpay_payment_id: undefined })).rejects.toBeInstanceOf(PaymentForged);
    await expect(forged({ razorpay_signature: '' })).rejects.toBeInstanceOf(PaymentForged);
  });

  it('refuses a signed return for a payment Razorpay does not know', async () => {
    const started = await provider.start(request(), soon());
    const link = sandbox.link(started.providerRef)!;
    const paymentId = 'pay_NoSuchPayment0001';
    const signature = createHmac('sha256', sandbox.keySecret).update(`${link.id}|${link.reference_id}|paid|${paymentId}`).digest('hex');
    const params = { razorpay_payment_id: paymentId, razorpay_payment_link_id: link.id, razorpay_payment_link_reference_id: link.reference_id, razorpay_payment_link_status: 'paid', razorpay_signature: signature };
    await expect(provider.verifyReturn(params, started.providerRef)).rejects.toBeInstanceOf(PaymentForged);
  });

  it('a cancelled return reports the link cancelled and closes it, so an old tab cannot pay it', async () => {
    const asked = request();
    const started = await provider.start(asked, soon());
    const html = await (await fetch(started.step.url)).text();
    const cancel = html.match(/id="rzp-cancel" href="([^"]+)"/)![1]!.replaceAll('&#38;', '&');
    expect(cancel).toBe(asked.cancelUrl);

    const verified = await provider.verifyReturn(queryOf(cancel), started.providerRef);
    expect(verified).toEqual({ providerRef: started.providerRef, paymentId: null, amountMinor: asked.amountMinor, currency: 'INR', status: 'cancelled' });
    expect(sandbox.link(started.providerRef)!.status).toBe('cancelled');
    expect(await (await fetch(started.step.url)).text()).not.toContain('rzp-pay');
    const code = new URL(started.step.url).pathname.split('/').pop();
    await fetch(`${sandbox.url}/i/${code}/pay`, { method: 'POST', redirect: 'manual' });
    expect(sandbox.link(started.providerRef)!.status).toBe('cancelled');
  });

  it('a return without a signed result is answered from the link as Razorpay knows it', async () => {
    const open = await provider.start(request(), soon());
    expect(await provider.verifyReturn({ order_id: '1' }, open.providerRef)).toMatchObject({ paymentId: null, status: 'pending' });
    expect(sandbox.link(open.providerRef)!.status).toBe('created');

    // Paid, but the shopper came back by the cancel link: the payment is what counts.
    const paid = await provider.start(request({ amountMinor: 5_000 }), soon());
    const { razorpay_payment_id: paymentId } = sandbox.payDirectly(paid.providerRef);
    expect(await provider.verifyReturn({ cancelled: '1' }, paid.providerRef)).toEqual({ providerRef: paid.providerRef, paymentId, amountMinor: 5_000, currency: 'INR', status: 'paid' });

    await expect(provider.verifyReturn({ cancelled: '1' }, 'plink_NoSuchLink000001')).rejects.toBeInstanceOf(PaymentForged);
  });

  it('reads a signed payment_link.paid webhook, acknowledges other events, refuses a forged one', async () => {
    const started = await provider.start(request({ amountMinor: 77_700 }), soon());
    const { body, headers } = sandbox.webhookFor(started.providerRef);
    const event = await provider.readWebhook(Buffer.from(body), headers);
    const paymentId = sandbox.link(started.providerRef)!.payments![0]!.payment_id;
    expect(event).toEqual({ kind: 'payment', payment: { providerRef: started.providerRef, paymentId, amountMinor: 77_700, currency: 'INR', status: 'paid' } });

    for (const type of ['payment.captured', 'order.paid'] as const) {
      const other = sandbox.webhookFor(started.providerRef, type);
      expect(await provider.readWebhook(Buffer.from(other.body), other.headers)).toEqual({ kind: 'ignored', type });
    }

    const tampered = body.replace('"amount":77700', '"amount":1');
    expect(tampered).not.toBe(body);
    await expect(provider.readWebhook(Buffer.from(tampered), headers)).rejects.toBeInstanceOf(PaymentForged);
    await expect(provider.readWebhook(Buffer.from(body), { 'content-type': 'application/json' })).rejects.toBeInstanceOf(PaymentForged);
    const resigned = createHmac('sha256', 'guessed-secret').update(tampered).digest('hex');
    await expect(provider.readWebhook(Buffer.from(tampered), { 'x-razorpay-signature': resigned })).rejects.toBeInstanceOf(PaymentForged);

    const withoutSecret = createRazorpayProvider({ ...sandbox.env, RAZORPAY_WEBHOOK_SECRET: '' })!;
    await expect(withoutSecret.readWebhook(Buffer.from(body), headers)).rejects.toBeInstanceOf(PaymentForged);
  });

  it('a shopper who pays and closes the tab is still reported: Razorpay posts the webhook to the shop', async () => {
    const received: { body: Buffer; headers: Record<string, string | undefined> }[] = [];
    const shop = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: req.headers as Record<string, string | undefined> });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      sandbox.setWebhookUrl(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/v1/payments/webhook/razorpay`);
      const started = await provider.start(request(), soon());
      sandbox.payDirectly(started.providerRef);
      await expect.poll(() => received.length).toBe(1);
      const event = await provider.readWebhook(received[0]!.body, received[0]!.headers);
      expect(event).toMatchObject({ kind: 'payment', payment: { providerRef: started.providerRef, status: 'paid' } });
      await expect.poll(() => sandbox.deliveries.at(-1)?.status).toBe(200);
    } finally {
      sandbox.setWebhookUrl(null);
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  it('refunds a paid payment in full, once: a repeated refund answers the refund already made', async () => {
    const started = await provider.start(request({ amountMinor: 42_000 }), soon());
    const { razorpay_payment_id: paymentId } = sandbox.payDirectly(started.providerRef);
    const payment = { providerRef: started.providerRef, paymentId: paymentId!, amountMinor: 42_000, currency: 'INR' };
    const { refundId } = await provider.refund(payment);
    expect(refundId).toMatch(/^rfnd_/);
    expect(sandbox.refunds.filter((made) => made.payment_id === paymentId)).toEqual([expect.objectContaining({ id: refundId, amount: 42_000, currency: 'INR' })]);
    expect(sandbox.payment(paymentId!)).toMatchObject({ status: 'refunded', amount_refunded: 42_000, refund_status: 'full' });

    expect(await provider.refund(payment)).toEqual({ refundId });
    expect(sandbox.refunds.filter((made) => made.payment_id === paymentId)).toHaveLength(1);
    // A refunded payment was paid: a late replay of its return does not read as a failure.
    expect(await provider.verifyReturn({ cancelled: '1' }, started.providerRef)).toMatchObject({ paymentId, status: 'paid' });
  });

  it('a refund Razorpay refuses is an error that says why', async () => {
    const started = await provider.start(request({ amountMinor: 42_000 }), soon());
    const { razorpay_payment_id: paymentId } = sandbox.payDirectly(started.providerRef);
    await expect(provider.refund({ providerRef: started.providerRef, paymentId: paymentId!, amountMinor: 99_000, currency: 'INR' })).rejects.toThrow(/greater than amount captured/);
    expect(sandbox.refunds.filter((made) => made.payment_id === paymentId)).toHaveLength(0);
  });

  it('is unavailable when Razorpay cannot be reached, refuses the keys, or answers slower than the signal', async () => {
    sandbox.setDown(true);
    await expect(provider.start(request(), soon())).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(provider.verifyReturn({ cancelled: '1' }, 'plink_AnyLinkAtAll0001')).rejects.toBeInstanceOf(ProviderUnavailable);
    sandbox.setDown(false);

    const wrongKeys = createRazorpayProvider({ ...sandbox.env, RAZORPAY_KEY_SECRET: 'wrong' })!;
    await expect(wrongKeys.start(request(), soon())).rejects.toThrow(ProviderUnavailable);
    await expect(wrongKeys.start(request(), soon())).rejects.toThrow(/401/);

    const before = sandbox.links().length;
    await expect(provider.start(request({ amountMinor: 50 }), soon())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(sandbox.links()).toHaveLength(before);

    sandbox.setDelay(1_000);
    const began = Date.now();
    await expect(provider.start(request(), AbortSignal.timeout(150))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - began).toBeLessThan(900);
    const aborted = new AbortController();
    aborted.abort();
    await expect(provider.start(request(), aborted.signal)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('is unavailable, never a crash, when RAZORPAY_API_BASE answers something that is not Razorpay', async () => {
    for (const [status, type, text] of [[200, 'text/html', '<html>proxy login</html>'], [503, 'text/html', 'Service Unavailable'], [200, 'application/json', '{"id":7}']] as const) {
      const impostor = createServer((_req, res) => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      });
      await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
      try {
        const lost = createRazorpayProvider({ ...sandbox.env, RAZORPAY_API_BASE: `http://127.0.0.1:${(impostor.address() as AddressInfo).port}` })!;
        await expect(lost.start(request(), soon())).rejects.toBeInstanceOf(ProviderUnavailable);
        await expect(lost.verifyReturn({ cancelled: '1' }, 'plink_AnyLinkAtAll0001')).rejects.toBeInstanceOf(ProviderUnavailable);
        const link = sandbox.link((await provider.start(request(), soon())).providerRef)!;
        const params = sandbox.payDirectly(link.id);
        await expect(lost.verifyReturn(params, link.id)).rejects.toBeInstanceOf(ProviderUnavailable);
      } finally {
        await new Promise((resolve) => impostor.close(resolve));
      }
    }
  });

  it('the sandbox checks Basic auth like Razorpay and answers errors in its shape', async () => {
    const none = await fetch(`${sandbox.url}/v1/payment_links/plink_X`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: expect.any(String) }) });
    const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
    expect((await fetch(`${sandbox.url}/v1/payment_links/plink_X`, { headers: basic(sandbox.keyId, 'nope') })).status).toBe(401);
    const unknown = await fetch(`${sandbox.url}/v1/payment_links/plink_X`, { headers: basic(sandbox.keyId, sandbox.keySecret) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' }) });
  });
});
