// Cancelling a paid order (issue 28, deliverable 5): an order paid online is refunded through its
// provider (the local Stripe sandbox), or left refund due when the provider cannot be reached; an
// order paid offline (a verified bank transfer) is refund due, listed by the order desk until the
// operator has paid it back. The shopper's page and mail say which.
import { describe, expect, it } from 'vitest';
import { changeOrderCommand, type Desk, listOrdersCommand, showOrderCommand } from '../../backend/admin/order-desk';
import { paymentProviders } from '../../backend/payments/payment-providers';
import type { OrderView } from '../../core/orders/order-contract';
import { testDatabases } from '../support/databases';
import { bearer, sentAtOnce, shopperMails } from './orders-support';
import { buyer, orderAction, paymentDone, placedOnline, usePaymentShop } from './payments-support';

describe.each(testDatabases())('cancelling a paid order on $name', (database) => {
  const shop = usePaymentShop(database);
  const desk = (): Desk => ({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test', payments: paymentProviders(shop.stripe.env) });
  const cancel = (token: string, orderId: number, lang = 'en') =>
    shop.call<{ order_id: number; cancelled: number; refunded: number; refund_due: number }>({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: orderId, reason: 'Changed my mind' }, headers: { ...bearer(token), Language: lang } });
  const view = async (token: string, orderId: number) => (await shop.call<OrderView>({ method: 'GET', url: `/api/v1/order/by-user?order_id=${orderId}`, headers: bearer(token) })).body.data;
  const row = (orderId: number) => shop.db.selectFrom('orders').select(['cancelled', 'refunded', 'refund_due', 'payment_done']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const kinds = async (orderId: number) => (await shop.db.selectFrom('order_history').select('kind').where('order_id', '=', orderId).orderBy('id').execute()).map((h) => h.kind);
  const mailsFor = async (code: string) => {
    await shop.jobsDone();
    return shopperMails(shop.mails, code);
  };

  it('refunds a paid online order through its provider when its shopper cancels it, and says so on the page and in the mail', async () => {
    const { user, order, sessionId } = await placedOnline(shop, { quantity: 1 });
    expect((await paymentDone(shop, user.token, order.id, shop.stripe.payDirectly(sessionId))).body.status).toBe(200);
    const intent = shop.stripe.sessions.get(sessionId)!.payment_intent!;

    const answer = await cancel(user.token, order.id);
    expect(answer.body).toMatchObject({ status: 200, message: 'This order has been cancelled and its payment refunded', data: { cancelled: 1, refunded: 1, refund_due: 0 } });
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([{ id: expect.any(String), payment_intent: intent, amount: 1750, currency: 'usd' }]);
    expect(await row(order.id)).toEqual({ cancelled: 1, refunded: 1, refund_due: 0, payment_done: 1 });
    expect(await shop.db.selectFrom('payments').select(['status', 'refund_id']).where('order_id', '=', order.id).execute()).toEqual([{ status: 'refunded', refund_id: shop.stripe.refunds.at(-1)!.id }]);
    expect((await kinds(order.id)).slice(-2)).toEqual(['cancelled', 'refunded']);

    const shown = await view(user.token, order.id);
    expect(shown).toMatchObject({ cancelled: 1, refunded: 1, refund_due: 0, estimated_delivery: null, delivered_at: null });
    expect(shown.timeline.map((s) => [s.kind, s.state])).toEqual([['status', 'done'], ['cancelled', 'done'], ['refunded', 'done']]);

    const mails = await mailsFor(order.order);
    const cancelled = mails.filter((m) => m.subject === `Your order ${order.order} has been cancelled`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('We have refunded the $17.50 you paid to your Stripe payment');
    expect(cancelled[0]!.text).not.toContain('Nothing more will be charged');
  });

  it('leaves a paid online order refund due when the provider is down, and the desk refunds it through the provider later', async () => {
    const { user, order, sessionId } = await placedOnline(shop, { quantity: 1 });
    expect((await paymentDone(shop, user.token, order.id, shop.stripe.payDirectly(sessionId))).body.status).toBe(200);
    shop.stripe.setDown(true);
    const answer = await cancel(user.token, order.id, 'fr');
    shop.stripe.setDown(false);
    expect(answer.body).toMatchObject({ status: 200, message: 'Cette commande a été annulée ; nous vous devons son paiement et vous le rembourserons', data: { refund_due: 1 } });
    expect(await row(order.id)).toEqual({ cancelled: 1, refunded: 0, refund_due: 1, payment_done: 1 });
    // The mail is in the language the order was placed in (English here), whatever the cancel call's.
    const [mail] = (await mailsFor(order.order)).filter((m) => m.subject === `Your order ${order.order} has been cancelled`);
    expect(mail!.text).toContain('We owe you the $17.50 you paid through Stripe: the refund to the same payment will follow shortly');

    const due = await listOrdersCommand(desk(), ['--refund-due']);
    expect(due.lines.some((line) => line.startsWith(order.order) && line.includes('REFUND DUE'))).toBe(true);
    const refunded = await changeOrderCommand(desk(), 'refund', order.order, null);
    expect(refunded.code, refunded.lines.join('\n')).toBe(0);
    expect(refunded.lines[0]).toMatch(/through stripe/);
    expect(await row(order.id)).toEqual({ cancelled: 1, refunded: 1, refund_due: 0, payment_done: 1 });
    expect((await listOrdersCommand(desk(), ['--refund-due'])).lines.some((line) => line.startsWith(order.order))).toBe(false);
  });

  it('records a verified bank transfer cancelled as refund due: the page and the mail say how it comes back, the desk lists it until it is paid back', async () => {
    const who = await buyer(shop, { quantity: 1 });
    const placed = await orderAction(shop, who.user.token, { order_method: 7, address_id: who.addressId }, 'ar');
    const order = placed.body.data as { id: number; order: string };
    await shop.call({
      method: 'POST', url: '/api/v1/order/transaction', headers: bearer(who.user.token),
      payload: { order_id: order.id, bank_name: 'SBI', account_holder_name: 'Asha', account_number: '001', branch_name: 'Pune', transaction_id: 'UTR1' },
    });
    expect((await changeOrderCommand(desk(), 'verify-transfer', order.order, null)).code).toBe(0);

    const answer = await cancel(who.user.token, order.id, 'ar');
    expect(answer.body).toMatchObject({ status: 200, data: { cancelled: 1, refunded: 0, refund_due: 1 } });
    expect(await row(order.id)).toEqual({ cancelled: 1, refunded: 0, refund_due: 1, payment_done: 1 });
    const shown = await view(who.user.token, order.id);
    expect(shown.timeline.map((s) => [s.kind, s.state])).toEqual([['status', 'done'], ['cancelled', 'done'], ['refund_due', 'active']]);
    const mail = (await mailsFor(order.order)).find((m) => m.subject === `تم إلغاء طلبك ${order.order}`)!;
    expect(mail.text).toContain('سنحوّله إلى الحساب الذي دفعت منه');

    const listed = await listOrdersCommand(desk(), ['--refund-due']);
    expect(listed.lines.some((line) => line.startsWith(order.order) && line.includes('cancelled, REFUND DUE'))).toBe(true);
    expect((await showOrderCommand(desk(), order.order)).lines.join('\n')).toContain(`REFUND DUE: $17.50 is owed back to the shopper; once paid back, run: npm run admin -- refund ${order.order}`);
    // The operator transferred it back: the refund is recorded, the shopper told, the desk's list is clear.
    expect(await changeOrderCommand(desk(), 'refund', order.order, null)).toMatchObject({ code: 0, lines: [`${order.order} is now Pending, cancelled, refunded, paid.`, expect.stringContaining('e-mailed')] });
    expect(await row(order.id)).toEqual({ cancelled: 1, refunded: 1, refund_due: 0, payment_done: 1 });
    expect((await listOrdersCommand(desk(), ['--refund-due'])).lines.some((line) => line.startsWith(order.order))).toBe(false);
    expect((await view(who.user.token, order.id)).timeline.at(-1)).toMatchObject({ kind: 'refunded', state: 'done' });
  });

  it('cancels an unpaid order with nothing owed, and the operator\'s cancel of a paid transfer leaves it refund due too', async () => {
    const who = await buyer(shop, { quantity: 1 });
    const placed = (await orderAction(shop, who.user.token, { order_method: 2, address_id: who.addressId })).body.data as { id: number; order: string };
    expect((await cancel(who.user.token, placed.id)).body).toMatchObject({ message: 'This order has been cancelled', data: { refunded: 0, refund_due: 0 } });
    expect((await mailsFor(placed.order)).at(-1)!.text).toContain('Nothing more will be charged');

    const other = await buyer(shop, { quantity: 1 });
    const transfer = (await orderAction(shop, other.user.token, { order_method: 7, address_id: other.addressId })).body.data as { id: number; order: string };
    await shop.call({
      method: 'POST', url: '/api/v1/order/transaction', headers: bearer(other.user.token),
      payload: { order_id: transfer.id, bank_name: 'SBI', account_holder_name: 'Asha', account_number: '001', branch_name: 'Pune', transaction_id: 'UTR2' },
    });
    await changeOrderCommand(desk(), 'verify-transfer', transfer.order, null);
    await changeOrderCommand(desk(), 'advance', transfer.order, null);
    const result = await changeOrderCommand(desk(), 'cancel', transfer.order, 'Out of stock');
    expect(result).toEqual({ code: 0, lines: [`${transfer.order} is now cancelled.`, expect.stringContaining('REFUND DUE'), expect.stringContaining('e-mailed')] });
    expect(await row(transfer.id)).toEqual({ cancelled: 1, refunded: 0, refund_due: 1, payment_done: 1 });
  });
});
