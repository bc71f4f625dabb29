// @vitest-environment jsdom
// Issue 28 item 6: mails that carry the order. Orders placed through api/v1 on both databases,
// their mails sent by the job queue over real SMTP: every order mail lists the lines with their
// variant (in the mail's language), quantity and price charged, the delivery address with every
// line, the payment method by name and whether it is paid; in Arabic HTML each amount sits isolated
// in its own cell, never run into its label. `npm run admin` links to the address the running shop
// recorded when PUBLIC_URL is unset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderCommand, type Desk, showOrderCommand } from '../../backend/admin/order-desk';
import { publicUrlFor, recordPublicUrl } from '../../backend/common/public-url';
import { createMailer } from '../../backend/mail/create-mailer';
import { testDatabases } from '../support/databases';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { address, bearer, cartLine, isSellerOrderMail, type PlacedOrder, placeOrderCall, product, sentAtOnce, shippingRule, useOrderShop } from './orders-support';

/** The text a node holds, as a reader (or a client that drops the layout) gets it: a line break is one. */
function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeName === 'BR') return '\n';
  return [...node.childNodes].map(textOf).join('');
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const cells = (row: Element) => [...row.querySelectorAll('td')];
/** The whole HTML part as text. */
const htmlText = (html: string) => textOf(parse(html).body);

describe.each(testDatabases())('order mails on $name', (database) => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  const shop = useOrderShop(database, () => createMailer({ smtpUrl: smtp.url, outboxDir: 'unused', log: () => {} }));
  afterAll(async () => {
    await smtp.close();
  });

  /** A product whose one variant is Colour: Red (أحمر in Arabic), 3 of them ordered at $12.50 each to an address with a flat number. */
  async function placed(o: { lang: string; method?: number; shippingCents?: number }) {
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: o.shippingCents ?? 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 9, shippingRuleId: ruleId });
    await shop.db.deleteFrom('inventory_attributes').where('inventory_id', '=', item.inventoryId).execute();
    const attribute = await shop.db.insertInto('attributes').values({ slug: `colour-${item.productId}`, title: 'Colour', sort_order: 0 }).returning('id').executeTakeFirstOrThrow();
    const value = await shop.db.insertInto('attribute_values').values({ attribute_id: attribute.id, slug: `red-${item.productId}`, title: 'Red', color_code: '#c00', sort_order: 0 }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('attribute_translations').values({ attribute_id: attribute.id, lang: 'ar', title: 'اللون' }).execute();
    await shop.db.insertInto('attribute_value_translations').values({ attribute_value_id: value.id, lang: 'ar', title: 'أحمر' }).execute();
    await shop.db.insertInto('inventory_attributes').values({ inventory_id: item.inventoryId, attribute_value_id: value.id }).execute();
    await cartLine(shop.db, owner, item, 3);
    const addressId = await address(shop.db, owner);
    await shop.db.updateTable('addresses').set({ address_1: '221 Baker Street', address_2: 'Flat 4B', city: 'Springfield', zip: '90001' }).where('id', '=', addressId).execute();
    const { body } = await placeOrderCall(shop, user.token, { order_method: o.method ?? 2, address_id: addressId }, { Language: o.lang });
    const order = body.data as PlacedOrder;
    // The title as ordered, in the order's language.
    const { title } = await shop.db.selectFrom('ordered_products').select('title').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const mail = await smtp.waitFor((m) => m.subject.includes(order.order) && !isSellerOrderMail(m), 15_000);
    return { user, order, title, mail };
  }

  const carriesTheOrder = (mail: CaughtMail, words: string[]) => {
    const html = htmlText(mail.html);
    for (const word of words) {
      expect(mail.text, word).toContain(word);
      expect(html, word).toContain(word);
    }
  };

  it('the English order mail lists the variant, quantity, price charged, every address line and the payment method with its state', async () => {
    const { order, title, mail } = await placed({ lang: 'en' });
    carriesTheOrder(mail, [`${title} × 3`, 'Colour: Red', 'Unit price: $12.50', '$37.50', 'Address: “221 Baker Street”', 'Address line 2: “Flat 4B”',
      'City: “Springfield”', 'State / region: California', 'Postcode: “90001”', 'Country: United States', 'Payment method: Cash on delivery', 'Payment status: To be paid on delivery']);
    expect(mail.text).toContain(`http://shop.test/track-order?order=${order.order}`);
  });

  it('says delivery is free when the order paid nothing for it, in the order\'s language, not "$0.00"', async () => {
    const { mail } = await placed({ lang: 'fr', shippingCents: 0 });
    carriesTheOrder(mail, ['Livraison : Gratuite']);
    expect(htmlText(mail.html)).not.toMatch(/Livraison :\s*\u2068?\$0/);
  });

  it('the Arabic order mail says the same in Arabic, and its HTML keeps every amount isolated in its own cell', async () => {
    const { order, title, mail } = await placed({ lang: 'ar' });
    carriesTheOrder(mail, [`\u2068${title}\u2069 × 3`, 'اللون: أحمر', 'سعر الوحدة:', '$12.50', '$37.50', '«221 Baker Street»', 'سطر العنوان 2: \u2068«Flat 4B»\u2069',
      'طريقة الدفع: \u2068الدفع عند الاستلام\u2069', 'حالة الدفع: \u2068يُدفع عند الاستلام\u2069', 'الدولة: \u2068الولايات المتحدة\u2069']);
    expect(mail.text).toContain(`http://shop.test/ar/track-order?order=${order.order}`);

    const document = parse(mail.html);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    const rows = [...document.querySelectorAll('tr')];
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const row of rows) {
      expect(cells(row), textOf(row)).toHaveLength(2);
      const [label, value] = cells(row) as [HTMLTableCellElement, HTMLTableCellElement];
      // The label is its own right-to-left cell ending with its colon; the value its own cell, in <bdi>, between isolates.
      expect(label.getAttribute('dir')).toBe('rtl');
      expect(textOf(label).split('\n')[0]!.trimEnd()).toMatch(/:$/);
      expect(['ltr', 'auto']).toContain(value.getAttribute('dir'));
      expect(value.querySelectorAll('bdi')).toHaveLength(1);
      expect(textOf(value)).toMatch(/^\u2068[\s\S]*\u2069$/);
    }
    const amounts = rows.filter((row) => /\$\d/.test(textOf(cells(row)[1]!)));
    expect(amounts.length).toBe(5); // the line, subtotal, shipping, tax, total
    for (const row of amounts) {
      const value = cells(row)[1]!;
      expect(value.getAttribute('dir')).toBe('ltr');
      expect(value.querySelector('bdi')!.getAttribute('dir')).toBe('ltr');
    }
    const subtotal = rows.find((row) => textOf(row).startsWith('المجموع الفرعي'))!;
    expect(textOf(subtotal)).toBe('المجموع الفرعي: \u2068$37.50\u2069');
    // Nowhere in the HTML, read as text, nor in the text part, does an Arabic word run into an amount.
    expect(htmlText(mail.html)).not.toMatch(/[\u0600-\u06FF][$\d]/);
    expect(mail.text).not.toMatch(/[\u0600-\u06FF][$\d]/);
  });

  it('a cancelled order\'s mail carries the order and its address line 2', async () => {
    const { user, order, title } = await placed({ lang: 'en' });
    await shop.call({ method: 'POST', url: '/api/v1/cancellation/cancel-order', payload: { order_id: order.id }, headers: { ...bearer(user.token), Language: 'en' } });
    const mail = await smtp.waitFor((m) => m.subject === `Your order ${order.order} has been cancelled`, 15_000);
    carriesTheOrder(mail, [`${title} × 3`, 'Colour: Red', 'Unit price: $12.50', 'Address line 2: “Flat 4B”', 'Payment method: Cash on delivery']);
  });

  it('npm run admin, without PUBLIC_URL, links to the address the running shop recorded; its mails say paid once the transfer is verified; its ship-to has line 2', async () => {
    // The test shop was given http://shop.test (configured): it recorded it when it became ready.
    await shop.app.ready();
    expect(await publicUrlFor(shop.db, {})).toBe('http://shop.test');
    expect(await publicUrlFor(shop.db, { PUBLIC_URL: 'https://elsewhere.example/' })).toBe('https://elsewhere.example');
    // A process started without PUBLIC_URL does not undo the operator's address.
    await recordPublicUrl(shop.db, 'http://localhost:3000', 'listening');
    expect(await publicUrlFor(shop.db, { PORT: '4000' })).toBe('http://shop.test');

    const { user, order } = await placed({ lang: 'ar', method: 7 });
    await shop.call({
      method: 'POST', url: '/api/v1/order/transaction', headers: bearer(user.token),
      payload: { order_id: order.id, bank_name: 'SBI', account_holder_name: 'Asha', account_number: '001', branch_name: 'Pune', transaction_id: 'UTR1' },
    });
    const desk: Desk = { db: shop.db, dialect: shop.dialect, mail: sentAtOnce(createMailer({ smtpUrl: smtp.url, outboxDir: 'unused', log: () => {} })), publicUrl: await publicUrlFor(shop.db, {}) };
    expect((await changeOrderCommand(desk, 'verify-transfer', order.order, null)).code).toBe(0);
    const paid = await smtp.waitFor((m) => m.subject === `تم استلام الدفع لطلبك ${order.order}`, 15_000);
    expect(paid.text).toContain(`http://shop.test/ar/track-order?order=${order.order}`);
    expect(paid.text).not.toContain('localhost');
    carriesTheOrder(paid, ['طريقة الدفع: \u2068تحويل بنكي\u2069', 'حالة الدفع: \u2068مدفوع\u2069', 'اللون: أحمر', 'سطر العنوان 2: \u2068«Flat 4B»\u2069']);

    const shown = await showOrderCommand(desk, order.order);
    expect(shown.lines.find((line) => line.startsWith('Ship to:'))).toMatch(/221 Baker Street, Flat 4B, Springfield 90001, California United States of America/);

    // With nothing recorded, the address it would listen on; a shop started without PUBLIC_URL records its own.
    await shop.db.updateTable('settings').set({ public_url: null, public_url_configured: 0 }).where('id', '=', 1).execute();
    expect(await publicUrlFor(shop.db, { PORT: '4000' })).toBe('http://localhost:4000');
    await recordPublicUrl(shop.db, 'http://localhost:3100/', 'listening');
    expect(await publicUrlFor(shop.db, {})).toBe('http://localhost:3100');
    await recordPublicUrl(shop.db, 'http://shop.test', 'configured');
    expect(await publicUrlFor(shop.db, {})).toBe('http://shop.test');
  });
});
