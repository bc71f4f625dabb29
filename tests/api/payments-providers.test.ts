// Issue 16's flow through the real api/v1 with each of the five providers (Razorpay, Stripe,
// PayPal, Paystack, Flutterwave) on SQLite and PostgreSQL: every provider's sandbox is up and one
// shop has all five configured, and a small driver per provider says how its return, its webhook
// and a forgery of each look. The Stripe-only tests (payments-flow, payments-expiry-refund) go
// deeper; this table proves the same paths hold for every adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderCommand } from '../../backend/admin/order-desk';
import { paymentProviders } from '../../backend/payments/payment-providers';
import { expireAbandonedPayments, refundAttempt } from '../../backend/payments/online-payments';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';
import { startFlutterwaveSandbox } from '../support/payment-sandboxes/flutterwave-sandbox';
import { startPaypalSandbox } from '../support/payment-sandboxes/paypal-sandbox';
import { startPaystackSandbox } from '../support/payment-sandboxes/paystack-sandbox';
import { startRazorpaySandbox } from '../support/payment-sandboxes/razorpay-sandbox';
import { startStripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';
import { address, cartLine, stockOf, type OrderShop, product, RecordingMailer, sentAtOnce, shippingRule } from './orders-support';
import { type OnlineOrder, orderAction, paymentDone, postWebhook, recorded, TEST_START_TIMEOUT_MS } from './payments-support';

type Params = Record<string, string>;
type Hook = { body: string; headers: Record<string, string> };

/** What the table needs of a provider's sandbox. */
interface Driver {
  key: string;
  method: number;
  env: Record<string, string>;
  /** Pays as the hosted page's Pay button does: the return URL's query. */
  pay(ref: string): Params;
  /** The return URL's query when the shopper cancels on the provider's page. */
  cancel(ref: string, orderId: number): Params;
  /** The return tampered the way an attacker would for this provider. */
  forgeReturn(params: Params): Params;
  webhook(ref: string): Hook;
  /** The webhook with its signature (or secret) not the provider's. */
  forgeWebhook(hook: Hook): Hook;
  refundsOf(ref: string): number;
  /** The provider's own record of the payment turns to another amount (100 minor units more), before it is paid. */
  overcharge(ref: string): void;
  close(): Promise<void>;
}

/** One character changed (the last: a hex digest's; base64 ends in padding, so there the first). */
const flip = (value: string, at: 'first' | 'last' = 'last') => at === 'last'
  ? value.slice(0, -1) + (value.endsWith('0') ? '1' : '0')
  : (value.startsWith('A') ? 'B' : 'A') + value.slice(1);
const cancelUrlQuery = (_ref: string, orderId: number): Params => ({ order_id: String(orderId), cancelled: '1' });
const withHeader = (hook: Hook, name: string, value: string): Hook => ({ body: hook.body, headers: { ...hook.headers, [name]: value } });

const drivers: Record<string, () => Promise<Driver>> = {
  async razorpay() {
    const s = await startRazorpaySandbox();
    return {
      key: 'razorpay', method: 1, env: s.env, close: s.close,
      pay: (ref) => s.payDirectly(ref),
      cancel: cancelUrlQuery,
      forgeReturn: (p) => ({ ...p, razorpay_signature: flip(p.razorpay_signature!) }),
      webhook: (ref) => s.webhookFor(ref),
      forgeWebhook: (h) => withHeader(h, 'x-razorpay-signature', flip(h.headers['x-razorpay-signature']!)),
      overcharge: (ref) => { s.link(ref)!.amount += 100; },
      refundsOf: (ref) => s.refunds.filter((r) => s.link(ref)?.payments?.some((p) => p.payment_id === r.payment_id)).length,
    };
  },
  async stripe() {
    const s = await startStripeSandbox();
    return {
      key: 'stripe', method: 3, env: s.env, close: () => s.close(),
      pay: (ref) => s.payDirectly(ref),
      cancel: cancelUrlQuery,
      // Stripe's return carries only the session id: another, made-up one is the forgery.
      forgeReturn: (p) => ({ ...p, session_id: 'cs_test_forged_session' }),
      webhook: (ref) => s.webhookFor(ref),
      forgeWebhook: (h) => withHeader(h, 'stripe-signature', flip(h.headers['stripe-signature']!)),
      overcharge: (ref) => { s.sessions.get(ref)!.amount_total += 100; },
      refundsOf: (ref) => s.refunds.filter((r) => r.payment_intent === s.sessions.get(ref)?.payment_intent).length,
    };
  },
  async paypal() {
    const s = await startPaypalSandbox();
    return {
      key: 'paypal', method: 4, env: s.env, close: () => s.close(),
      pay: (ref) => s.payDirectly(ref),
      cancel: (ref) => s.cancelDirectly(ref),
      forgeReturn: (p) => ({ ...p, token: '5O190127TN364715T' }),
      webhook: (ref) => s.webhookFor(ref),
      forgeWebhook: (h) => withHeader(h, 'paypal-transmission-sig', flip(h.headers['paypal-transmission-sig']!, 'first')),
      overcharge: (ref) => { const order = s.orders.get(ref)! as { amount: { currency_code: string; value: string } }; order.amount = { ...order.amount, value: (Number(order.amount.value) + 1).toFixed(2) }; },
      refundsOf: (ref) => s.refunds.filter((r) => r.captureId === s.orders.get(ref)?.capture?.id).length,
    };
  },
  async paystack() {
    const s = await startPaystackSandbox();
    return {
      key: 'paystack', method: 5, env: s.env, close: () => s.close(),
      pay: (ref) => s.payDirectly(ref),
      cancel: cancelUrlQuery,
      forgeReturn: (p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, k === 'order_id' ? v : `${v}x`])),
      webhook: (ref) => s.webhookFor(ref),
      forgeWebhook: (h) => withHeader(h, 'x-paystack-signature', flip(h.headers['x-paystack-signature']!)),
      overcharge: (ref) => { s.transactions.get(ref)!.amount += 100; },
      refundsOf: (ref) => s.refunds.filter((r) => r.reference === ref).length,
    };
  },
  async flutterwave() {
    const s = await startFlutterwaveSandbox();
    return {
      key: 'flutterwave', method: 6, env: s.env, close: () => s.close(),
      pay: (ref) => s.payDirectly(ref),
      cancel: cancelUrlQuery,
      // Flutterwave's redirect says status=successful: another transaction id is the forgery.
      forgeReturn: (p) => ({ ...p, transaction_id: String(Number(p.transaction_id) + 7_000) }),
      webhook: (ref) => s.webhookFor(ref),
      forgeWebhook: (h) => withHeader(h, 'verif-hash', 'not-the-secret-hash'),
      overcharge: (ref) => { s.payments.get(ref)!.amount += 1; },
      refundsOf: (ref) => s.refunds.filter((r) => r.tx_ref === ref).length,
    };
  },
};
const keys = Object.keys(drivers);

describe.each(testDatabases())('api/v1 online payments with each of the five providers on $name', (database) => {
  const recorder = new RecordingMailer();
  const running = new Map<string, Driver>();
  beforeAll(async () => {
    for (const key of keys) running.set(key, await drivers[key]!());
  });
  afterAll(async () => {
    await Promise.all([...running.values()].map((d) => d.close()));
  });
  const env = () => Object.assign({}, ...[...running.values()].map((d) => d.env)) as Record<string, string>;
  const shop = useApiShop(database, { products: 40, seed: 16 }, () => ({
    accounts: { mailer: recorder, publicUrl: 'http://shop.test' },
    payments: { providers: paymentProviders(env()), windowMinutes: 30, startTimeoutMs: TEST_START_TIMEOUT_MS },
  })) as OrderShop;

  /** One product, stocked for every order of this database's tests. */
  let stocked: ReturnType<typeof product> | undefined;
  /** A buyer's online order with the driver's method, and the provider's reference for it. */
  async function placed(d: Driver) {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [1, 2, 3, 4, 5, 6, 7]).execute();
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const item = await (stocked ??= shippingRule(shop.db, { priceCents: 500 }).then(({ ruleId }) => product(shop.db, { sellingCents: 1250, stock: 10_000, shippingRuleId: ruleId })));
    await cartLine(shop.db, owner, item, 2);
    const addressId = await address(shop.db, owner);
    const { body } = await orderAction(shop, user.token, { order_method: d.method, address_id: addressId });
    expect(body.status, JSON.stringify(body)).toBe(200);
    const order = body.data as OnlineOrder;
    const attempt = await shop.db.selectFrom('payments').select(['provider_ref', 'amount']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    return { user, order, item, ref: attempt.provider_ref!, total: Number(attempt.amount) };
  }

  it.each(keys)('%s: pay, replay, forged return and webhook, operator refund', async (key) => {
    const d = running.get(key)!;
    const { user, order, ref, total } = await placed(d);
    expect(order.payment).toMatchObject({ method: d.method, provider: key });
    expect(total).toBe(2 * 1250 + 500);
    const unchanged = await recorded(shop, order.id);

    const params = { ...d.pay(ref), order_id: String(order.id) };
    // A forged return and a forged webhook: 400, nothing changed.
    const forged = await paymentDone(shop, user.token, order.id, d.forgeReturn(params));
    expect(forged.http, JSON.stringify(forged.body)).toBe(400);
    expect(forged.body.message).toBe('This payment could not be verified.');
    const hook = d.webhook(ref);
    expect((await postWebhook(shop, key, d.forgeWebhook(hook))).statusCode).toBe(400);
    expect(await recorded(shop, order.id)).toEqual(unchanged);

    // The genuine return, then its replay: paid once, for the exact total.
    const first = await paymentDone(shop, user.token, order.id, params);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ status: 200, data: { order_id: order.id, payment_done: 1, trans_id: expect.any(String) } });
    const replay = await paymentDone(shop, user.token, order.id, params);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await postWebhook(shop, key, d.webhook(ref))).statusCode).toBe(200);
    const paid = await recorded(shop, order.id);
    const transId = (first.body.data as { trans_id: string }).trans_id;
    expect(paid.payments).toEqual([{ status: 'paid', payment_id: transId, amount: total, currency: 'USD', refund_id: null }]);
    expect(paid.order).toMatchObject({ payment_done: 1, trans_id: transId });
    expect(paid.paidEvents).toHaveLength(1);

    // The operator refunds through the provider: the sandbox saw exactly one refund.
    const desk = { db: shop.db, dialect: shop.dialect, mail: sentAtOnce(recorder), publicUrl: 'http://shop.test', payments: paymentProviders(env()) };
    const refund = await changeOrderCommand(desk, 'refund', order.order, null);
    expect(refund.code, refund.lines.join('\n')).toBe(0);
    expect(d.refundsOf(ref)).toBe(1);
    expect((await recorded(shop, order.id)).order).toMatchObject({ refunded: 1 });
  });

  it.each(keys)('%s: the shopper who cancels on the provider\'s page is told the payment was not completed, nothing changed', async (key) => {
    const d = running.get(key)!;
    const { user, order, ref } = await placed(d);
    const unchanged = await recorded(shop, order.id);
    const cancelled = await paymentDone(shop, user.token, order.id, d.cancel(ref, order.id), 'tr');
    expect(cancelled.body).toMatchObject({ status: 201, data: { form: ['Ödeme tamamlanmadı.'] } });
    expect(await recorded(shop, order.id)).toEqual(unchanged);
  });

  it.each(keys)('%s: a payment the provider reports for another amount is refused on the return and the webhook, nothing changed', async (key) => {
    const d = running.get(key)!;
    const { user, order, ref } = await placed(d);
    const unchanged = await recorded(shop, order.id);
    d.overcharge(ref);
    const params = { ...d.pay(ref), order_id: String(order.id) };
    const done = await paymentDone(shop, user.token, order.id, params, 'fr');
    expect(done.http, JSON.stringify(done.body)).toBe(400);
    expect(done.body.message).toBe('Ce paiement n’a pas pu être vérifié.');
    expect((await postWebhook(shop, key, d.webhook(ref))).statusCode).toBe(400);
    expect(await recorded(shop, order.id)).toEqual(unchanged);
  });

  it.each(keys)('%s: an abandoned payment is cancelled after the window, its stock back; paid after all, it is refunded through the provider and mailed, once', async (key) => {
    const d = running.get(key)!;
    const { user, order, item, ref } = await placed(d);
    const before = await stockOf(shop.db, item.inventoryId);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await shop.db.updateTable('orders').set({ created_at: ago(40) }).where('id', '=', order.id).execute();
    await shop.db.updateTable('payments').set({ created_at: ago(40), expires_at: ago(10) }).where('order_id', '=', order.id).execute();
    expect(await expireAbandonedPayments(shop.db, shop.dialect, new Date(), 30)).toBeGreaterThanOrEqual(1);
    expect((await recorded(shop, order.id)).order).toMatchObject({ cancelled: 1, payment_done: 0 });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(before + 2);

    const params = { ...d.pay(ref), order_id: String(order.id) };
    const [returned, hook] = await Promise.all([paymentDone(shop, user.token, order.id, params), postWebhook(shop, key, d.webhook(ref))]);
    expect(hook.statusCode).toBe(200);
    expect(returned.body, JSON.stringify(returned.body)).toMatchObject({ status: 201, data: { form: [expect.stringContaining('refunded')] } });
    expect((await paymentDone(shop, user.token, order.id, params)).body.status).toBe(201);
    expect(d.refundsOf(ref)).toBe(1);
    expect((await recorded(shop, order.id)).payments.map((p) => p.status)).toEqual(['refunded']);
    await shop.jobsDone();
    expect(recorder.sent.filter((m) => m.subject === `Your payment for order ${order.order} has been refunded`)).toHaveLength(1);
  });

  it.each(keys)('%s: the signed webhook racing the return ends in one payment', async (key) => {
    const d = running.get(key)!;
    const { user, order, ref } = await placed(d);
    const params = { ...d.pay(ref), order_id: String(order.id) };
    const [hook, done] = await Promise.all([postWebhook(shop, key, d.webhook(ref)), paymentDone(shop, user.token, order.id, params)]);
    expect(hook.statusCode).toBe(200);
    expect(done.body).toMatchObject({ status: 200, data: { payment_done: 1 } });
    const state = await recorded(shop, order.id);
    expect(state.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(state.paidEvents).toHaveLength(1);
  });

  it.each(keys)('%s: a webhook for a payment nobody here opened is acknowledged', async (key) => {
    const d = running.get(key)!;
    const { order, ref } = await placed(d);
    d.pay(ref);
    const hook = d.webhook(ref);
    // The attempt forgotten: the provider's event no longer names a payment this shop knows.
    await shop.db.deleteFrom('payments').where('order_id', '=', order.id).execute();
    expect((await postWebhook(shop, key, hook)).statusCode).toBe(200);
    expect((await recorded(shop, order.id)).order).toMatchObject({ payment_done: 0, trans_id: null });
  });

  it('one refund is asked of the provider at a time: a fresh claim by another caller is left alone, a stale one (a crash) taken over', async () => {
    const d = running.get('paystack')!;
    const { user, order, ref } = await placed(d);
    expect((await paymentDone(shop, user.token, order.id, { ...d.pay(ref), order_id: String(order.id) })).body.status).toBe(200);
    const attempt = await shop.db.selectFrom('payments').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const provider = paymentProviders(env()).get('paystack')!;
    const claim = `claim:${Date.now()}`;
    await shop.db.updateTable('payments').set({ refund_id: claim }).where('id', '=', attempt.id).execute();
    expect(await refundAttempt(shop.db, provider, attempt.id)).toEqual({ refundId: claim, first: false });
    expect(d.refundsOf(ref)).toBe(0);

    await shop.db.updateTable('payments').set({ refund_id: `claim:${Date.now() - 10 * 60_000}` }).where('id', '=', attempt.id).execute();
    const taken = await refundAttempt(shop.db, provider, attempt.id);
    expect(taken.first).toBe(true);
    expect(d.refundsOf(ref)).toBe(1);
    expect((await recorded(shop, order.id)).payments).toEqual([expect.objectContaining({ status: 'refunded', refund_id: taken.refundId })]);
  });
});
