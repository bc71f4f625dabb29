import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { ensureGuestId } from '../../backend/auth/caller';
import { address, bearer, cartLine, product, shippingRule, shopperMails, stockOf } from './orders-support';
import { buyer, type OnlineOrder, orderAction, paymentDone, placedOnline, postWebhook, recorded, usePaymentShop } from './payments-support';

describe.each(testDatabases())('api/v1 online payments with Stripe on $name', (database) => {
  const shop = usePaymentShop(database);

  it('payment-gateway offers Stripe, enabled and configured, with its publishable key and no secret', async () => {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [1, 3, 4, 7]).execute();
    const { body } = await shop.call<{ methods: { method: number; key: string; config: Record<string, unknown> }[] }>({ method: 'GET', url: '/api/v1/payment-gateway' });
    const methods = body.data.methods;
    // Razorpay and PayPal are enabled but have no keys here: not offered.
    expect(methods.map((m) => m.method)).toEqual(expect.arrayContaining([3, 7]));
    expect(methods.map((m) => m.method)).not.toContain(1);
    expect(methods.map((m) => m.method)).not.toContain(4);
    expect(methods.find((m) => m.method === 3)).toMatchObject({ key: 'stripe', config: { publishable_key: shop.stripe.env.STRIPE_PUBLISHABLE_KEY } });
    expect(JSON.stringify(body)).not.toContain(shop.stripe.env.STRIPE_SECRET_KEY);
    expect(JSON.stringify(body)).not.toContain(shop.stripe.env.STRIPE_WEBHOOK_SECRET);
    await shop.db.updateTable('payment_methods').set({ enabled: 0 }).where('method', 'in', [1, 4]).execute();
  });

  it('opens a Stripe Checkout Session for exactly the stored total, and marks the order paid once on return, replays included', async () => {
    const { user, order, sessionId, item } = await placedOnline(shop);
    const stored = await shop.db.selectFrom('orders').select(['total_amount', 'currency', 'payment_done']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(order.payment).toMatchObject({ method: 3, provider: 'stripe', step: { kind: 'redirect' } });
    expect(order.payment.step.url.startsWith(shop.stripe.url)).toBe(true);
    const session = shop.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ amount_total: Number(stored.total_amount), currency: 'usd', client_reference_id: expect.stringContaining(order.order) });
    expect(Number(stored.total_amount)).toBe(2 * 1250 + 500);
    expect(session.success_url).toBe(`http://shop.test/payment-return/stripe?order_id=${order.id}&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`http://shop.test/payment-return/stripe?order_id=${order.id}&cancelled=1`);
    // Unpaid, stock reserved, and no confirmation mail before the money is there.
    expect(stored.payment_done).toBe(0);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(8);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order).length > 0).toBe(false);

    const params = shop.stripe.payDirectly(sessionId);
    expect(params).toEqual({ order_id: String(order.id), session_id: sessionId });
    const first = await paymentDone(shop, user.token, order.id, params, 'fr');
    const paymentIntent = shop.stripe.sessions.get(sessionId)!.payment_intent;
    expect(first.body).toMatchObject({ status: 200, message: 'Paiement reçu. Merci !', data: { order_id: order.id, payment_done: 1, trans_id: paymentIntent } });
    const replay = await paymentDone(shop, user.token, order.id, params);
    expect(replay.body).toMatchObject({ status: 200, data: { order_id: order.id, payment_done: 1, trans_id: paymentIntent } });
    // The webhook arriving afterwards changes nothing either.
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(sessionId))).statusCode).toBe(200);

    const state = await recorded(shop, order.id);
    expect(state.payments).toEqual([{ status: 'paid', payment_id: paymentIntent, amount: 3000, currency: 'USD', refund_id: null }]);
    expect(state.paidEvents).toEqual([{ actor: 'system', note: `stripe ${paymentIntent}` }]);
    expect(state.order).toMatchObject({ payment_done: 1, trans_id: paymentIntent });
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order)).toHaveLength(1);
    const detail = await shop.call<{ payment_done: number; trans_id: string }>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${order.id}`, headers: bearer(user.token) });
    expect(detail.body.data).toMatchObject({ payment_done: 1, trans_id: paymentIntent });
  });

  it('records one payment when the return comes twice at once, and when the webhook races the return', async () => {
    const twice = await placedOnline(shop);
    const params = shop.stripe.payDirectly(twice.sessionId);
    const answers = await Promise.all([paymentDone(shop, twice.user.token, twice.order.id, params), paymentDone(shop, twice.user.token, twice.order.id, params)]);
    expect(answers.map((a) => a.body.data)).toEqual([expect.objectContaining({ payment_done: 1 }), expect.objectContaining({ payment_done: 1 })]);
    expect((await recorded(shop, twice.order.id)).paidEvents).toHaveLength(1);

    const raced = await placedOnline(shop);
    const returned = shop.stripe.payDirectly(raced.sessionId);
    const [hook, done] = await Promise.all([postWebhook(shop, 'stripe', shop.stripe.webhookFor(raced.sessionId)), paymentDone(shop, raced.user.token, raced.order.id, returned)]);
    expect(hook.statusCode).toBe(200);
    expect(done.body).toMatchObject({ status: 200, data: { payment_done: 1 } });
    const state = await recorded(shop, raced.order.id);
    expect(state.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(state.paidEvents).toHaveLength(1);
  });

  it('a shopper who closes the tab after paying still gets a paid order through the webhook', async () => {
    const { order, sessionId } = await placedOnline(shop);
    shop.stripe.payDirectly(sessionId);
    const hook = await postWebhook(shop, 'stripe', shop.stripe.webhookFor(sessionId));
    expect(hook.statusCode).toBe(200);
    expect((await recorded(shop, order.id)).order).toMatchObject({ payment_done: 1, trans_id: shop.stripe.sessions.get(sessionId)!.payment_intent });
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order)).toHaveLength(1);
  });

  it('refuses a forged webhook, another order\'s payment, another shopper, and a wrong amount or currency, changing nothing', async () => {
    const mine = await placedOnline(shop);
    const other = await placedOnline(shop);
    const otherParams = shop.stripe.payDirectly(other.sessionId);

    // Another order's paid session on my return: refused, logged, nothing recorded.
    const stolen = await paymentDone(shop, mine.user.token, mine.order.id, { ...otherParams, order_id: String(mine.order.id) }, 'ar');
    expect(stolen.http).toBe(400);
    expect(stolen.body.message).toBe('تعذر التحقق من هذه الدفعة.');
    // The other shopper's order is not mine to settle: it does not exist for me.
    expect((await paymentDone(shop, mine.user.token, other.order.id, otherParams)).http).toBe(404);

    // A webhook signed with another secret.
    shop.stripe.payDirectly(mine.sessionId);
    const forged = await postWebhook(shop, 'stripe', shop.stripe.webhookFor(mine.sessionId, { secret: 'whsec_forged' }));
    expect(forged.statusCode).toBe(400);
    // A correctly signed webhook whose amount or currency differs from the attempt.
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(mine.sessionId, { session: { amount_total: 1 } }))).statusCode).toBe(400);
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(mine.sessionId, { session: { currency: 'eur' } }))).statusCode).toBe(400);
    // The provider itself reporting another amount on the return.
    const session = shop.stripe.sessions.get(mine.sessionId)!;
    session.amount_total += 100;
    const wrongAmount = await paymentDone(shop, mine.user.token, mine.order.id, { order_id: String(mine.order.id), session_id: mine.sessionId });
    expect(wrongAmount.http).toBe(400);
    session.amount_total -= 100;
    session.currency = 'eur';
    expect((await paymentDone(shop, mine.user.token, mine.order.id, { order_id: String(mine.order.id), session_id: mine.sessionId })).http).toBe(400);
    session.currency = 'usd';
    for (const params of [null, 'x', { session_id: { nested: 1 } }, Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']))]) {
      expect((await paymentDone(shop, mine.user.token, mine.order.id, params)).http).toBe(400);
    }

    const state = await recorded(shop, mine.order.id);
    expect(state.order).toMatchObject({ payment_done: 0, trans_id: null });
    expect(state.payments.map((p) => p.status)).toEqual(['pending']);
    expect(state.paidEvents).toEqual([]);
    // And the genuine return still goes through afterwards.
    expect((await paymentDone(shop, mine.user.token, mine.order.id, { order_id: String(mine.order.id), session_id: mine.sessionId })).body.status).toBe(200);
  });

  it('acknowledges a webhook for an unknown payment and ignores events it does not act on', async () => {
    const { sessionId } = await placedOnline(shop);
    const unknown = shop.stripe.webhookFor(sessionId, { session: { id: 'cs_test_nobody_knows_this' } });
    expect((await postWebhook(shop, 'stripe', unknown)).statusCode).toBe(200);
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(sessionId, { type: 'customer.created' }))).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/nosuch', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });

  it('a cancelled payment is refused as not completed, the order unchanged; it can be tried again or moved to cash on delivery', async () => {
    const { user, order, item } = await placedOnline(shop);
    const cancelled = await paymentDone(shop, user.token, order.id, { order_id: String(order.id), cancelled: '1' }, 'tr');
    expect(cancelled.body).toMatchObject({ status: 201, data: { form: ['Ödeme tamamlanmadı.'] } });
    expect((await recorded(shop, order.id)).order).toMatchObject({ payment_done: 0, cancelled: 0 });

    const transaction = (payload: Record<string, unknown>) => shop.call<{ order_id: number; payment?: { step: { url: string } }; order?: string }>({
      method: 'POST', url: '/api/v1/order/transaction', payload, headers: bearer(user.token),
    });
    const retry = await transaction({ order_id: order.id, order_method: 3 });
    expect(retry.body).toMatchObject({ status: 200, data: { order_id: order.id, payment: { method: 3, provider: 'stripe', step: { kind: 'redirect' } } } });
    expect(retry.body.data.payment!.step.url).not.toBe(order.payment.step.url);

    const stranger = await shop.signedInUser();
    expect((await shop.call({ method: 'POST', url: '/api/v1/order/transaction', payload: { order_id: order.id, order_method: 2 }, headers: bearer(stranger.token) })).http).toBe(404);
    expect((await transaction({ order_id: order.id, order_method: 5 })).body).toMatchObject({ status: 201, data: { form: ['This payment method is not available.'] } });

    const cash = await transaction({ order_id: order.id, order_method: 2 });
    expect(cash.body).toMatchObject({ status: 200, data: { id: order.id, order: order.order } });
    const row = await shop.db.selectFrom('orders').select(['order_method', 'payment_done', 'cancelled']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ order_method: 2, payment_done: 0, cancelled: 0 });
    expect(await stockOf(shop.db, item.inventoryId)).toBe(8);
    // Now a cash order: it is confirmed by mail, never expires as an abandoned payment, and takes no online retry.
    await shop.jobsDone();
    expect(shopperMails(shop.mails, order.order)).toHaveLength(1);
    expect((await transaction({ order_id: order.id, order_method: 3 })).body).toMatchObject({ status: 201, data: { form: ['This order is not paid online.'] } });
  });

  it('provider down or slow at order/action: the order is undone (stock, voucher and cart back), the shopper told in their language, nothing charged', async () => {
    for (const [trouble, lang, message] of [
      ['down', 'en', 'The payment provider could not be reached. Nothing was charged; please try again or choose another payment method.'],
      ['slow', 'hi', 'भुगतान प्रदाता से संपर्क नहीं हो सका। कोई राशि नहीं काटी गई; कृपया फिर से कोशिश करें या कोई दूसरा भुगतान तरीका चुनें।'],
    ] as const) {
      const { user, item, addressId, code } = await buyer(shop, { stock: 3, quantity: 2, voucher: true });
      if (trouble === 'down') shop.stripe.setDown(true);
      else shop.stripe.setDelay(2_000);
      const sessionsBefore = shop.stripe.sessions.size;
      try {
        const { body } = await orderAction(shop, user.token, { order_method: 3, address_id: addressId, voucher: code }, lang);
        expect(body).toMatchObject({ status: 201, data: { form: [message] } });
      } finally {
        shop.stripe.setDown(false);
        shop.stripe.setDelay(0);
      }
      expect(await stockOf(shop.db, item.inventoryId)).toBe(3);
      const orders = await shop.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
      expect(orders).toEqual([]);
      expect(await shop.db.selectFrom('voucher_usages').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await shop.db.selectFrom('carts').select(['inventory_id', 'quantity']).where('user_id', '=', user.id).execute()).toEqual([{ inventory_id: item.inventoryId, quantity: 2 }]);
      const list = await shop.call<{ data: unknown[] }>({ method: 'GET', url: '/api/v1/order/by-user', headers: bearer(user.token) });
      expect(JSON.stringify(list.body.data)).not.toContain('"id"');
      // A slow session may still be opened at the provider later, but it is for no order and never paid.
      if (trouble === 'down') expect(shop.stripe.sessions.size).toBe(sessionsBefore);
      expect(shop.stripe.refunds).toHaveLength(0);

      // The same cart can be ordered again once the provider answers.
      const again = await orderAction(shop, user.token, { order_method: 3, address_id: addressId, voucher: code }, lang);
      expect(again.body.status, JSON.stringify(again.body)).toBe(200);
    }
  });
});

describe.each(testDatabases())('second payments and guests with Stripe on $name', (database) => {
  const shop = usePaymentShop(database);

  it('a second payment for an order already paid (two tabs) is refunded and mailed once; the order stays paid by the first', async () => {
    const { user, order, sessionId } = await placedOnline(shop, { quantity: 1 });
    const retry = await shop.call<{ payment: { step: { url: string } } }>({
      method: 'POST', url: '/api/v1/order/transaction', payload: { order_id: order.id, order_method: 3 }, headers: bearer(user.token),
    });
    const secondSession = new URL(retry.body.data.payment.step.url).pathname.split('/').at(-1)!;
    const firstParams = shop.stripe.payDirectly(sessionId);
    const secondParams = shop.stripe.payDirectly(secondSession);
    const first = await paymentDone(shop, user.token, order.id, firstParams);
    const firstIntent = shop.stripe.sessions.get(sessionId)!.payment_intent;
    expect(first.body).toMatchObject({ status: 200, data: { payment_done: 1, trans_id: firstIntent } });
    const second = await paymentDone(shop, user.token, order.id, secondParams, 'ar');
    expect(second.body).toMatchObject({ status: 200, data: { payment_done: 1, trans_id: firstIntent } });
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(secondSession))).statusCode).toBe(200);

    const secondIntent = shop.stripe.sessions.get(secondSession)!.payment_intent;
    expect(shop.stripe.refunds.map((r) => r.payment_intent)).toEqual([secondIntent]);
    const state = await recorded(shop, order.id);
    expect(state.order).toMatchObject({ payment_done: 1, trans_id: firstIntent, cancelled: 0, refunded: 0 });
    expect(state.payments.map((p) => [p.status, p.payment_id])).toEqual([['paid', firstIntent], ['refunded', secondIntent]]);
    expect(state.paidEvents).toHaveLength(1);
    await shop.jobsDone();
    expect(shopperMails(shop.mails, 'second payment').map((m) => m.subject)).toEqual([`A second payment for your order ${order.order} has been refunded`]);
  });

  it('a guest pays with its user_token and no one else can settle the guest\'s order', async () => {
    await shop.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [2, 3]).execute();
    const token = `g${'c0ffee00'.repeat(5)}`;
    const guestId = await ensureGuestId(shop.db, token);
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 900, stock: 4, shippingRuleId: ruleId });
    await cartLine(shop.db, { guestId }, item, 1);
    const addressId = await address(shop.db, { guestId });
    const placed = await shop.call<OnlineOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: token, order_method: 3, address_id: addressId } });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data;
    const params = shop.stripe.payDirectly(new URL(order.payment.step.url).pathname.split('/').at(-1)!);
    const stranger = await shop.call({ method: 'POST', url: '/api/v1/order/payment-done', payload: { user_token: `g${'badbad00'.repeat(5)}`, order_id: order.id, params } });
    expect(stranger.http).toBe(404);
    const mine = await shop.call<{ payment_done: number }>({ method: 'POST', url: '/api/v1/order/payment-done', payload: { user_token: token, order_id: order.id, params } });
    expect(mine.body).toMatchObject({ status: 200, data: { payment_done: 1 } });
  });
  it('a guest who moves an unpaid online order to cash on delivery confirms the address by its link first, as if placed so', async () => {
    await shop.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', 'in', [2, 3]).execute();
    const token = `g${'5a1e0000'.repeat(5)}`;
    const guestId = await ensureGuestId(shop.db, token);
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 900, stock: 4, shippingRuleId: ruleId });
    const email = `switch${Date.now().toString(36)}@example.com`;
    const place = async () => {
      await cartLine(shop.db, { guestId }, item, 1);
      const addressId = await address(shop.db, { guestId }, 'US', 'CA', { email });
      const placed = await shop.call<OnlineOrder>({ method: 'POST', url: '/api/v1/order/action', payload: { user_token: token, order_method: 3, address_id: addressId } });
      expect(placed.body.status, JSON.stringify(placed.body)).toBe(200);
      return placed.body.data;
    };
    const first = await place();
    // An unpaid online order proves nothing about the address: a second one is no shortcut.
    const second = await place();
    const switched = await shop.call({ method: 'POST', url: '/api/v1/order/transaction', payload: { user_token: token, order_id: second.id, order_method: 2 } });
    expect(switched.body.status, JSON.stringify(switched.body)).toBe(200);
    const row = await shop.db.selectFrom('orders').select(['order_method', 'awaiting_confirmation', 'confirm_token_hash']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_method: 2, awaiting_confirmation: 1 });
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    await shop.jobsDone();
    const toGuest = shop.mails.filter((m) => m.to === email);
    // The link, not the order's confirmation: nothing says the order is placed before the address answers.
    expect(toGuest.map((m) => m.subject)).toEqual([`Confirm your order ${second.order}`]);
    expect(first.id).not.toBe(second.id);
  });
});

describe('return pages a provider POSTs to', () => {
  const shop = usePaymentShop(testDatabases()[0]!);

  it('answer with a 303 to the same page, the posted fields moved into the query', async () => {
    const posted = await shop.app.inject({
      method: 'POST', url: '/tr/payment-return/paystack?order_id=12', payload: 'reference=ABC-1&trxref=ABC-1&order_id=99',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    // The query's own order_id stays; the posted fields are added.
    expect(posted.headers.location).toBe('/tr/payment-return/paystack?order_id=12&reference=ABC-1&trxref=ABC-1');
    const razorpay = await shop.app.inject({
      method: 'POST', url: '/razorpay-callback?order_id=3', payload: 'razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(razorpay.statusCode).toBe(303);
    expect(razorpay.headers.location).toBe('/razorpay-callback?order_id=3&razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=abc');
    const hostile = await shop.app.inject({ method: 'POST', url: '/xxx/payment-return/stripe', payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(hostile.statusCode).toBe(404);
    expect(hostile.headers.location).toBeUndefined();
  });
});
