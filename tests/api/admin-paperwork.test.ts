// An order's packing slip and invoice as PDF (issue 31, deliverable 3), on SQLite and PostgreSQL:
// for a member who works the orders, in the language asked or the member's own; Arabic drawn
// joined and right to left with the order's code left to right, Devanagari shaped; nobody gets
// the back office's 403 and an unknown order a 404 in the member's language.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { centsToAmount } from '../../backend/db/money';
import { formatPrice } from '../../core/shared/money';
import { testDatabases } from '../support/databases';
import { readPdf } from '../support/pdf-reader';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, useOrderShop } from './orders-support';

/**
 * What the glyphs of a right-to-left text drawn as one run stand for, left to right: its letters
 * reversed, each read as its dotless shape (Noto Sans Arabic draws ب ت ث ن ي, ج ح خ, ... from one
 * shape and its dots, and a PDF maps a glyph to one text only).
 */
const SKELETONS: [RegExp, string][] = [[/[بتثنيى]/g, 'ٮ'], [/[جحخ]/g, 'ح'], [/[دذ]/g, 'د'], [/[رز]/g, 'ر'], [/[سش]/g, 'س'], [/[صض]/g, 'ص'], [/[طظ]/g, 'ط'], [/[عغ]/g, 'ع'], [/[فق]/g, 'ڡ'], [/[ةه]/g, 'ه']];
const skeleton = (text: string) => SKELETONS.reduce((out, [letters, shape]) => out.replace(letters, shape), text);
const drawnRightToLeft = (text: string) => skeleton([...text].reverse().join(''));

describe.each(testDatabases())('an order\'s packing slip and invoice on $name', (database) => {
  const shop = useOrderShop(database);

  async function placed() {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 6, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 3);
    const { body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: await address(shop.db, owner) }, { Language: 'en' });
    const order = body.data as PlacedOrder;
    const row = await shop.db.selectFrom('orders').select(['id', 'total_amount']).where('tracking_code', '=', order.order).executeTakeFirstOrThrow();
    const line = await shop.db.selectFrom('ordered_products as op').leftJoin('stores as s', 's.id', 'op.store_id')
      .select(['op.title', 's.name as store']).where('op.order_id', '=', row.id).executeTakeFirstOrThrow();
    return { code: order.order, totalCents: Number(row.total_amount), title: line.title, store: line.store };
  }

  /** A back-office member (staff works the orders) with a live session: its bearer token. */
  async function member(language = 'en') {
    const now = new Date().toISOString();
    const user = await shop.db.insertInto('users')
      .values({ name: 'Desk Staff', email: `staff${randomBytes(5).toString('hex')}@example.test`, password_hash: '!test', verified_at: now, language })
      .returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role: 'staff', created_at: now, updated_at: now }).execute();
    return issueBackOfficeSession(shop.db, user.id, 'mail');
  }

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${url}`, headers, remoteAddress: '10.32.0.1' });
  const money = async (cents: number) => {
    const format = await shop.db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirstOrThrow();
    return formatPrice(centsToAmount(cents), format);
  };

  it('gives the invoice and the packing slip in English: the order, its lines, the total on the invoice and none on the slip', async () => {
    const order = await placed();
    const token = await member();
    const invoice = await get(`${order.code.toLowerCase()}/invoice.pdf`, bearer(token));
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(`inline; filename="invoice-${order.code}.pdf"`);
    expect(invoice.headers['cache-control']).toBe('no-store');
    const read = readPdf(invoice.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.lines).toEqual(expect.arrayContaining(['Invoice', order.code, 'Invoice number', 'Total', await money(order.totalCents), order.title, 'Bill to', 'Ship to',
      'Payment method: Cash on delivery', 'Payment status: To be paid on delivery', ...(order.store ? [`Sold by ${order.store}`] : [])]));
    // The glyphs drawn are the text's (the reader is not reading only the marked text).
    expect(read.drawn.map((d) => d.text)).toEqual(expect.arrayContaining(['Invoice', order.code, order.title]));

    const slip = await get(`${order.code}/packing-slip.pdf`, bearer(token));
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-disposition']).toBe(`inline; filename="packing-slip-${order.code}.pdf"`);
    const slipTexts = readPdf(slip.rawPayload).lines;
    expect(slipTexts).toEqual(expect.arrayContaining(['Packing slip', order.code, order.title, '3', 'Ship to', 'Items to pack: 3', 'Packed', 'Qty']));
    if (order.store) expect(slipTexts).toContain(`Store: ${order.store}`);
    // What to pack carries no price.
    expect(slipTexts.join('\n')).not.toContain(await money(1250));
    expect(slipTexts).not.toContain('Total');
  });

  it('draws the Arabic invoice joined and right to left, with the code and the amounts left to right', async () => {
    const order = await placed();
    const token = await member();
    const response = await get(`${order.code}/invoice.pdf?language=ar`, bearer(token));
    expect(response.statusCode).toBe(200);
    const read = readPdf(response.rawPayload);
    // Each line reads as written (the marked text, for copying and screen readers)...
    expect(read.lines).toEqual(expect.arrayContaining(['فاتورة', 'رقم الفاتورة', 'الإجمالي', 'طريقة الدفع: الدفع عند الاستلام', order.code]));
    // ... and each Arabic label is drawn as one run whose glyphs go, left to right, as its letters reversed.
    const arabic = read.drawn.filter((d) => d.font.includes('NotoSansArabic')).map((d) => skeleton(d.text));
    expect(arabic).toEqual(expect.arrayContaining([drawnRightToLeft('فاتورة'), drawnRightToLeft('رقم الفاتورة'), drawnRightToLeft('الإجمالي')]));
    // The code and the total stay left to right, in the Latin font.
    const latin = read.drawn.filter((d) => d.font.includes('NotoSans-')).map((d) => d.text);
    expect(latin).toEqual(expect.arrayContaining([order.code, await money(order.totalCents)]));
    // Joined, not isolated letters: the same letter is drawn with several glyphs (its initial,
    // medial and final forms); without shaping each letter has one.
    const glyphs = [...read.glyphs].find(([name]) => name.includes('NotoSansArabic-Regular'))![1];
    const formsOf = (letter: string) => [...glyphs.values()].filter((text) => text === letter).length;
    expect(formsOf('ل')).toBeGreaterThanOrEqual(2);
    expect(formsOf('م')).toBeGreaterThanOrEqual(2);
  });

  it('draws the Hindi packing slip shaped: vowel signs before their consonant, conjuncts as one glyph', async () => {
    const order = await placed();
    const token = await member('hi');
    // No ?language=: the member's own.
    const response = await get(`${order.code}/packing-slip.pdf`, bearer(token));
    expect(response.statusCode).toBe(200);
    const read = readPdf(response.rawPayload);
    const devanagari = read.drawn.filter((d) => d.font.includes('NotoSansDevanagari')).map((d) => d.text);
    // "पैकिंग स्लिप": the i-sign (ि) is drawn before क and before the conjunct स्ल, as it is read.
    expect(devanagari).toContain('पैिकंग िस्लप');
    const glyphs = [...read.glyphs].find(([name]) => name.includes('NotoSansDevanagari-Bold'))![1];
    expect([...glyphs.values()]).toContain('स्');
    expect(read.drawn.map((d) => d.text)).toContain(order.code);
    expect(read.lines).toEqual(expect.arrayContaining(['पैकिंग स्लिप', 'भेजने का पता', 'पैक करने वाली वस्तुएँ: 3']));
  });

  it('answers nobody and a shopper as the back office does, and an unknown order with a 404 in the member\'s language', async () => {
    const order = await placed();
    for (const kind of ['invoice', 'packing-slip']) {
      const nobody = await get(`${order.code}/${kind}.pdf`);
      expect(nobody.statusCode).toBe(403);
      expect(nobody.json()).toEqual({ status: 403, message: 'Unauthorized', data: null });
      const shopper = await shop.signedInUser();
      expect((await get(`${order.code}/${kind}.pdf`, bearer(shopper.token))).statusCode).toBe(403);
    }
    const token = await member('fr');
    const unknown = await get('ZZZZZZZZ/invoice.pdf?language=ar', bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: 'Aucune commande ne porte ce code.', data: null });
    expect((await get('not a code/packing-slip.pdf', bearer(token))).statusCode).toBe(404);
  });
});
