import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../orders/order-messages';
import { newTrackingCode } from '../../checkout/order-rows';
import { ORDER_MAIL_TEXTS, orderConfirmationMail } from './order-mails';
import { type OrderMailSummary, ORDER_SUMMARY_TEXTS } from './order-mail-summary';
import { orderConfirmRequestMail } from './order-confirm-mails';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];
const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort().join();

describe('order confirmation mail', () => {
  it('has every mail text and order message in all five languages with the same placeholders', () => {
    for (const table of [ORDER_MAIL_TEXTS, ORDER_SUMMARY_TEXTS, ORDER_MESSAGES]) {
      for (const [key, texts] of Object.entries(table)) {
        for (const lang of LANGUAGES) {
          expect(texts[lang], `${key}.${lang}`).toBeTruthy();
          expect(placeholders(texts[lang]!), `${key}.${lang}`).toBe(placeholders(texts.en!));
        }
      }
    }
  });

  const summary = (o: Partial<OrderMailSummary> = {}): OrderMailSummary => ({
    lines: [{ title: 'Tea & cups', variant: [{ attribute: 'Colour', value: 'Red' }, { attribute: 'Size', value: 'M' }], quantity: 2, unitCents: 1250, pickup: null }],
    totals: { subtotal: 2500, bundleOffer: 0, shipping: 499, tax: 125, voucher: 250, total: 2874 },
    address: { name: 'Zoé <b>', phone: '+33 1 23', address_1: '1 rue de la Paix', address_2: 'Appartement 4B', city: 'Paris', zip: '75002', state: { name: 'Paris' }, country: 'France' },
    payment: { method: 2, state: 'awaiting' },
    format: { currency: 'EUR', currency_icon: '€', currency_position: 2, decimal_format: 'fr-FR' },
    ...o,
  });
  const content = {
    to: { email: 'a@b.test', name: 'Zoé <b>', language: 'en' },
    trackingCode: 'ABCD23456789',
    summary: summary(),
    publicUrl: 'http://shop.test/',
  };

  it('carries the tracking code, the lines with variant, quantity and unit price, the totals, the address and the payment', () => {
    const mail = orderConfirmationMail(content);
    expect(mail.subject).toBe('Your order ABCD23456789 is placed');
    expect(mail.text).toContain('Tea & cups × 2: 25€\n  Colour: Red, Size: M\n  Unit price: 12,50€');
    expect(mail.text).toContain('Shipping: 4,99€');
    expect(mail.text).toContain('Voucher: -2,50€');
    expect(mail.text).toContain('Total: 28,74€');
    expect(mail.text).not.toContain('Bundle offer');
    for (const line of ['Delivery address', 'Address: “1 rue de la Paix”', 'Address line 2: “Appartement 4B”', 'City: “Paris”', 'State / region: Paris', 'Postcode: “75002”', 'Country: France']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Payment method: Cash on delivery\nPayment status: To be paid on delivery');
    expect(mail.text).toContain('http://shop.test/track-order?order=ABCD23456789');
    expect(mail.html).toContain('Tea &amp; cups');
    expect(mail.html).not.toContain('<b>');
  });

  it('says whether an online order is paid, and names the method in the mail language', () => {
    const paid = orderConfirmationMail({ ...content, to: { ...content.to, language: 'fr' }, summary: summary({ payment: { method: 3, state: 'paid' } }) });
    expect(paid.text).toContain('Moyen de paiement : Carte (Stripe)\nÉtat du paiement : Payé');
    const refunded = orderConfirmationMail({ ...content, to: { ...content.to, language: 'tr' }, summary: summary({ payment: { method: 7, state: 'refunded' } }) });
    expect(refunded.text).toContain('Ödeme yöntemi: Banka havalesi\nÖdeme durumu: İade edildi');
  });

  it('shows a pickup line with its place, and the place with its address', () => {
    const pickup = { id: 4, name: 'Depot Nord', lines: ['3 quai Est', 'Lille 59000'] };
    const mail = orderConfirmationMail({ ...content, summary: summary({ lines: [{ ...summary().lines[0]!, pickup }] }) });
    expect(mail.text).toContain('Pickup at Depot Nord');
    expect(mail.text).toContain('Pickup point: Depot Nord\n3 quai Est\nLille 59000');
    // No line is delivered: the buyer's address is theirs, not a delivery address.
    expect(mail.text).toContain('Your address');
    expect(mail.text).not.toContain('Delivery address');
  });

  it('is written in the buyer language, right to left for Arabic', () => {
    const mail = orderConfirmationMail({ ...content, to: { ...content.to, language: 'ar' } });
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toContain('ABCD23456789');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('sets the lines, totals, address and payment out as tables, the total in bold, the tracking link a link', () => {
    const { html } = orderConfirmationMail(content);
    const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
    expect(tables).toHaveLength(4);
    expect(tables[0]).toMatch(/<td dir="ltr"[^>]*>Tea &amp; cups × 2: <br><span[^>]*>Colour: Red, Size: M<\/span><br><span[^>]*>Unit price: 12,50€<\/span><\/td><td dir="ltr"[^>]*><bdi dir="ltr">25€<\/bdi><\/td>/);
    expect(tables[1]!.match(/<tr>/g)).toHaveLength(5);
    expect(tables[1]).toMatch(/<td dir="ltr" style="font-weight:700[^"]*">Total: <\/td><td dir="ltr" style="font-weight:700[^"]*text-align:right[^"]*"><bdi dir="ltr">28,74€<\/bdi>/);
    expect(tables[2]).toMatch(/Address line 2: <\/td><td[^>]*><bdi dir="ltr"><i class="customer-words">“Appartement 4B”<\/i><\/bdi>/);
    expect(html).toContain('<a href="http://shop.test/track-order?order=ABCD23456789" dir="ltr">');
  });

  it('keeps Arabic amounts and codes in their own order: isolated in the text and in the HTML cells, never run into their labels', () => {
    const mail = orderConfirmationMail({ ...content, to: { ...content.to, language: 'ar' } });
    expect(mail.text).toContain('الإجمالي: \u206828,74€\u2069');
    expect(mail.text).toContain('القسيمة: \u2068-2,50€\u2069');
    expect(mail.text).toContain('\u2068ABCD23456789\u2069');
    expect(mail.html).toMatch(/<table role="presentation" dir="rtl"/);
    expect(mail.html).toMatch(/<td dir="rtl" style="[^"]*text-align:right[^"]*">الإجمالي: <\/td><td dir="ltr" style="[^"]*text-align:left[^"]*"><bdi dir="ltr">\u206828,74€\u2069<\/bdi>/);
    expect(mail.html).not.toMatch(/[\u0600-\u06FF]<\/td><td[^>]*><bdi[^>]*>[^\u2068]/);
    // The address stays clean for the mail client to open.
    expect(mail.text).toMatch(/http:\/\/shop\.test\/track-order\?order=ABCD23456789\n$/);
  });
});

describe('a guest order\'s confirmation request', () => {
  it('shows what was ordered and how it is paid, but nothing the guest typed: no name, no address', () => {
    const summary: OrderMailSummary = {
      lines: [{ title: 'Tea', variant: [{ attribute: 'اللون', value: 'أحمر' }], quantity: 2, unitCents: 1250, pickup: null }],
      totals: { subtotal: 2500, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 2500 },
      address: { name: 'Mallory www.evil.test/x', phone: null, address_1: 'Call +1 555 now', address_2: 'Flat 9', city: 'X', zip: '1', state: { written: 'Y' }, country: 'United States' },
      payment: { method: 2, state: 'awaiting' },
      format: { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US' },
    };
    const mail = orderConfirmRequestMail({ to: { email: 'a@b.test', language: 'ar' }, trackingCode: 'ABCD23456789', amount: '$25', url: 'http://shop.test/ar/order-confirm?token=t', minutes: 30, summary });
    expect(mail.text).toContain('\u2068Tea\u2069 × 2: \u2068$25\u2069\n  اللون: أحمر\n  سعر الوحدة: \u2068$12.50\u2069');
    expect(mail.text).toContain('طريقة الدفع: \u2068الدفع عند الاستلام\u2069');
    for (const typed of ['Mallory', 'Call', 'Flat 9', 'عنوان التوصيل']) expect(mail.text + mail.html).not.toContain(typed);
  });
});

describe('tracking codes', () => {
  it('are 12 readable symbols (no 0/O, 1/I/L) and do not repeat', () => {
    const codes = Array.from({ length: 5000 }, () => newTrackingCode());
    expect(codes.every((c) => /^[2-9A-HJKMNP-Z]{12}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('bank-transfer confirmation', () => {
  const content = {
    to: { email: 'a@b.test', name: 'Zoé', language: 'tr' },
    trackingCode: 'ABCD23456789',
    summary: {
      lines: [{ title: 'Tea', variant: [], quantity: 1, unitCents: 2500, pickup: null }],
      totals: { subtotal: 2500, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 2500 },
      address: { name: 'Zoé', phone: null, address_1: 'Bağdat Cd. 1', address_2: null, city: 'İstanbul', zip: '34000', state: { written: 'Kadıköy' }, country: 'Türkiye' },
      payment: { method: 7, state: 'awaiting' as const },
      format: { currency: 'TRY', currency_icon: '₺', currency_position: 1, decimal_format: 'tr-TR' },
    },
    publicUrl: 'http://shop.test/',
  };

  it('tells a bank-transfer buyer the account to pay into and the reference to quote, in their language', () => {
    const bank = { bank_name: 'Ziraat', account_number: 'TR12 0001', swift: 'TCZBTR2A', instructions: 'Havale açıklamasına kodu yazın.' };
    const mail = orderConfirmationMail({ ...content, bank });
    expect(mail.text).toContain('ödeme açıklamasına ABCD23456789 yazın');
    for (const line of ['Banka: Ziraat', 'Hesap numarası: TR12 0001', 'SWIFT / BIC: TCZBTR2A', 'Ödeme açıklaması: ABCD23456789', 'Havale açıklamasına kodu yazın.']) expect(mail.text).toContain(line);
    expect(mail.html).toMatch(/<td[^>]*>Hesap numarası: <\/td><td[^>]*><bdi dir="ltr">TR12 0001<\/bdi>/);
    expect(orderConfirmationMail(content).text).not.toContain('ABCD23456789 yazın');
  });
});
