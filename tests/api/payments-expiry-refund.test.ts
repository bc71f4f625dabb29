import { describe, expect, it } from 'vitest';
import { changeOrderCommand, type Desk } from '../../backend/admin/order-desk';
import { paymentProviders } from '../../backend/payments/payment-providers';
import { expireAbandonedPayments } from '../../backend/payments/online-payments';
import { testDatabases } from '../support/databases';
import { sentAtOnce, shopperMails, stockOf } from './orders-support';
import { paymentDone, placedOnline, postWebhook, recorded, usePaymentShop } from './payments-support';

describe.each(testDatabases())('abandoned online payments and refunds with Stripe on $name', (database) => {
  const shop = usePaymentShop(database);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** Moves an order and its attempts `minutes` into the past. */
  const age = async (orderId: number, minutes: number) => {
    await shop.db.updateTable('orders').set({ created_at: minutesAgo(minutes) }).where('id', '=', orderId).execute();
    await shop.db.updateTable('payments').set({ created_at: minutesAgo(minutes), expires_at: minutesAgo(minutes - 30) }).where('order_id', '=', orderId).execute();
  };
  const desk = (): Desk => ({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test', payments: paymentProviders(shop.stripe.env) });

  it('cancels an online order left unpaid past the window (stock and voucher back) and leaves younger and paid ones alone', async () => {
    const abandoned = await placedOnline(shop, { stock: 4, quantity: 3, voucher: true });
    const young = await placedOnline(shop, { stock: 4, quantity: 1 });
    const paid = await placedOnline(shop, { stock: 4, quantity: 1 });
    // An online-method order this flow never opened a payment for (written before it): left to the operator.
    const legacy = await placedOnline(shop, { stock: 4, quantity: 1 });
    await shop.db.deleteFrom('payments').where('order_id', '=', legacy.order.id).execute();
    await age(legacy.order.id, 120);
    expect((await paymentDone(shop, paid.user.token, paid.order.id, shop.stripe.payDirectly(paid.sessionId))).body.status).toBe(200);
    await age(abandoned.order.id, 31);
    await age(young.order.id, 29);
    await age(paid.order.id, 45);
    expect(await stockOf(shop.db, abandoned.item.inventoryId)).toBe(1);

    expect(await expireAbandonedPayments(shop.db, shop.dialect, new Date(), 30)).toBe(1);
    expect((await recorded(shop, abandoned.order.id)).order).toMatchObject({ cancelled: 1, payment_done: 0 });
    expect(await stockOf(shop.db, abandoned.item.inventoryId)).toBe(4);
    expect(await shop.db.selectFrom('voucher_usages').select('id').where('order_id', '=', abandoned.order.id).execute()).toEqual([]);
    const history = await shop.db.selectFrom('order_history').select(['kind', 'actor', 'note']).where('order_id', '=', abandoned.order.id).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ kind: 'cancelled', actor: 'system', note: 'payment not completed in time' });
    expect((await recorded(shop, young.order.id)).order).toMatchObject({ cancelled: 0 });
    expect((await recorded(shop, legacy.order.id)).order).toMatchObject({ cancelled: 0 });
    expect((await recorded(shop, paid.order.id)).order).toMatchObject({ cancelled: 0, payment_done: 1 });
    // Run again: nothing more to do.
    expect(await expireAbandonedPayments(shop.db, shop.dialect, new Date(), 30)).toBe(0);
  });

  it('a payment the provider confirms after the order was cancelled is refunded automatically and the shopper is mailed, once', async () => {
    const late = await placedOnline(shop, { quantity: 1 });
    await age(late.order.id, 40);
    expect(await expireAbandonedPayments(shop.db, shop.dialect, new Date(), 30)).toBeGreaterThanOrEqual(1);
    const params = shop.stripe.payDirectly(late.sessionId);
    const intent = shop.stripe.sessions.get(late.sessionId)!.payment_intent;

    const [returned, hook] = await Promise.all([paymentDone(shop, late.user.token, late.order.id, params, 'fr'), postWebhook(shop, 'stripe', shop.stripe.webhookFor(late.sessionId))]);
    expect(hook.statusCode).toBe(200);
    const refunded = { status: 201, data: { form: ['Cette commande a été annulée avant l’arrivée de votre paiement ; votre paiement a donc été remboursé.'] } };
    expect(returned.body).toMatchObject(refunded);
    // A replay later says the same and refunds nothing more.
    expect((await paymentDone(shop, late.user.token, late.order.id, params, 'fr')).body).toMatchObject(refunded);
    expect((await postWebhook(shop, 'stripe', shop.stripe.webhookFor(late.sessionId))).statusCode).toBe(200);

    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([{ id: expect.any(String), payment_intent: intent, amount: 1750, currency: 'usd' }]);
    const state = await recorded(shop, late.order.id);
    expect(state.order).toMatchObject({ cancelled: 1, payment_done: 0 });
    expect(state.payments).toEqual([{ status: 'refunded', payment_id: intent, amount: 1750, currency: 'USD', refund_id: shop.stripe.refunds.at(-1)!.id }]);
    await shop.jobsDone();
    const mails = shopperMails(shop.mails, late.order.order);
    expect(mails.map((m) => m.subject)).toEqual([`Your payment for order ${late.order.order} has been refunded`]);
    expect(mails[0]!.text).toContain('We have refunded the full amount');
  });

  it('the first answer to a late payment tells the shopper it was refunded, in their language', async () => {
    const late = await placedOnline(shop, { quantity: 1 });
    await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: late.order.id }, headers: { Authorization: `Bearer ${late.user.token}` } });
    const answer = await paymentDone(shop, late.user.token, late.order.id, shop.stripe.payDirectly(late.sessionId), 'tr');
    expect(answer.body).toMatchObject({ status: 201, data: { form: ['Bu sipariş ödemeniz ulaşmadan önce iptal edildi; bu nedenle ödemeniz iade edildi.'] } });
    expect((await recorded(shop, late.order.id)).payments[0]).toMatchObject({ status: 'refunded' });
  });

  it('the operator refunds a paid online order through Stripe: money back, order refunded, history and mail; a second refund is refused', async () => {
    const { user, order, sessionId } = await placedOnline(shop, { quantity: 1 });
    expect((await paymentDone(shop, user.token, order.id, shop.stripe.payDirectly(sessionId))).body.status).toBe(200);
    const intent = shop.stripe.sessions.get(sessionId)!.payment_intent!;

    const down = { ...desk(), payments: new Map() };
    expect(await changeOrderCommand(down, 'refund', order.order, null)).toEqual({ code: 1, lines: [expect.stringContaining('whose keys are not set here; nothing changed')] });
    shop.stripe.setDown(true);
    const unreachable = await changeOrderCommand(desk(), 'refund', order.order, null);
    shop.stripe.setDown(false);
    expect(unreachable.code).toBe(1);
    expect((await recorded(shop, order.id)).order).toMatchObject({ refunded: 0, payment_done: 1 });

    const result = await changeOrderCommand(desk(), 'refund', order.order, null);
    expect(result).toEqual({ code: 0, lines: [expect.stringMatching(new RegExp(`^Refunded ${intent} through stripe \\(refund re_test_`)), `${order.order} is now Pending, refunded, paid.`, expect.stringContaining('e-mailed')] });
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    const state = await recorded(shop, order.id);
    expect(state.order).toMatchObject({ refunded: 1, payment_done: 1 });
    expect(state.payments[0]).toMatchObject({ status: 'refunded', refund_id: expect.stringMatching(/^re_test_/) });
    await shop.jobsDone();
    expect(shop.mails.at(-1)!.subject).toBe(`Your order ${order.order} has been refunded`);
    const refundedHistory = await shop.db.selectFrom('order_history').select(['kind', 'actor']).where('order_id', '=', order.id).where('kind', '=', 'refunded').execute();
    expect(refundedHistory).toEqual([{ kind: 'refunded', actor: 'operator' }]);

    expect((await changeOrderCommand(desk(), 'refund', order.order, null)).code).toBe(1);
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });
});
