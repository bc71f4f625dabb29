import { describe, expect, it } from 'vitest';
import { changeOrderCommand, type Desk, listOrdersCommand, showOrderCommand } from '../../backend/admin/order-desk';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, sentAtOnce, shippingRule, shopperMails, stockOf, useOrderShop } from './orders-support';

describe.each(testDatabases())('the operator\'s order desk on $name', (database) => {
  const shop = useOrderShop(database);
  const desk = (): Desk => ({ db: shop.db, dialect: shop.dialect, mail: sentAtOnce(shop.recorder), publicUrl: 'http://shop.test' });

  async function placed(o: { method?: number; lang?: string } = {}) {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 6, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 2);
    const { body } = await placeOrderCall(shop, user.token, { order_method: o.method ?? 2, address_id: await address(shop.db, owner) }, { Language: o.lang ?? 'en' });
    // The order confirmation is sent before the desk's own mails.
    await shop.jobsDone();
    return { user, item, order: body.data as PlacedOrder };
  }
  const mailsFor = (code: string) => shopperMails(shop.mails, code);

  it('advances an order step by step and e-mails the shopper in the language the order was placed in', async () => {
    const { order } = await placed({ lang: 'ar' });
    const result = await changeOrderCommand(desk(), 'advance', order.order.toLowerCase(), null);
    expect(result).toEqual({ code: 0, lines: [`${order.order} is now Confirmed.`, expect.stringContaining('e-mailed')] });
    const mail = mailsFor(order.order).at(-1)!;
    expect(mail.subject).toBe(`طلبك ${order.order}: مؤكد`);
    expect(mail.text).toContain(`http://shop.test/ar/track-order?order=${order.order}`);
    expect(mail.html).toContain('dir="rtl"');
    const shown = await showOrderCommand(desk(), order.order);
    expect(shown.code).toBe(0);
    expect(shown.lines.join('\n')).toMatch(/placed\s+Pending\s+by shopper[\s\S]*status\s+Confirmed\s+by operator/);
  });

  it('cancels with a reason (stock returns), refuses what the rules forbid with exit code 1 and a clear message', async () => {
    const { item, order } = await placed();
    expect(await stockOf(shop.db, item.inventoryId)).toBe(4);
    expect(await changeOrderCommand(desk(), 'refund', order.order, null)).toEqual({ code: 1, lines: [`Cannot refund ${order.order}: only a paid order can be refunded.`] });
    const cancelled = await changeOrderCommand(desk(), 'cancel', order.order, 'Out of stock at the warehouse');
    expect(cancelled.code).toBe(0);
    expect(await stockOf(shop.db, item.inventoryId)).toBe(6);
    expect(mailsFor(order.order).at(-1)!.text).toContain('Reason: “Out of stock at the warehouse”');
    expect(await changeOrderCommand(desk(), 'advance', order.order, null)).toEqual({ code: 1, lines: [`Cannot advance ${order.order}: the order is cancelled or refunded and cannot change.`] });
    expect(await changeOrderCommand(desk(), 'advance', 'NOPE', null)).toEqual({ code: 1, lines: ['Cannot advance NOPE: no order has this tracking code.'] });
  });

  it('verifies a reported bank transfer (the order is paid, the shopper told), then refunds it', async () => {
    const { user, order } = await placed({ method: 7, lang: 'hi' });
    expect((await changeOrderCommand(desk(), 'verify-transfer', order.order, null)).lines[0]).toContain('no unverified bank transfer');
    await shop.call({
      method: 'POST', url: '/api/v1/order/transaction', headers: bearer(user.token),
      payload: { order_id: order.id, bank_name: 'SBI', account_holder_name: 'Asha', account_number: '001', branch_name: 'Pune', transaction_id: 'UTR1' },
    });
    const verified = await changeOrderCommand(desk(), 'verify-transfer', order.order, null);
    expect(verified.lines[0]).toBe(`${order.order} is now Pending, paid.`);
    expect(mailsFor(order.order).at(-1)!.subject).toBe(`आपके ऑर्डर ${order.order} का भुगतान मिल गया है`);
    expect((await changeOrderCommand(desk(), 'refund', order.order, null)).code).toBe(0);
    expect((await showOrderCommand(desk(), order.order)).lines.join('\n')).toContain('transaction UTR1 (verified');
  });

  it('records a cash-on-delivery order\'s cash as received from the command line; a transfer order is refused', async () => {
    const { order } = await placed();
    const done = await changeOrderCommand(desk(), 'cash-received', order.order, null);
    expect(done.code, done.lines.join('\n')).toBe(0);
    expect(done.lines[0]).toMatch(/is now Pending, paid\./);
    const again = await changeOrderCommand(desk(), 'cash-received', order.order, null);
    expect(again.code).toBe(1);
    const transfer = (await placed({ method: 7 })).order.order;
    expect((await changeOrderCommand(desk(), 'cash-received', transfer, null)).lines).toEqual([`Cannot cash-received ${transfer}: only a cash-on-delivery order is paid by recording its cash.`]);
  });

  it('lists orders by status and payment, and explains misuse', async () => {
    const { order } = await placed();
    await changeOrderCommand(desk(), 'advance', order.order, null);
    const confirmed = await listOrdersCommand(desk(), ['--status', '2', '--unpaid']);
    expect(confirmed.code).toBe(0);
    expect(confirmed.lines.some((line) => line.startsWith(order.order) && line.includes('Confirmed'))).toBe(true);
    expect((await listOrdersCommand(desk(), ['--status', '9'])).code).toBe(2);
    expect((await listOrdersCommand(desk(), ['--bogus'])).code).toBe(2);
  });
});
