import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../checkout/order-messages';
import { newTrackingCode } from '../../checkout/place-order';
import { ORDER_MAIL_TEXTS, orderConfirmationMail } from './order-mails';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];
const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort().join();

describe('order confirmation mail', () => {
  it('has every mail text and order message in all five languages with the same placeholders', () => {
    for (const table of [ORDER_MAIL_TEXTS, ORDER_MESSAGES]) {
      for (const [key, texts] of Object.entries(table)) {
        for (const lang of LANGUAGES) {
          expect(texts[lang], `${key}.${lang}`).toBeTruthy();
          expect(placeholders(texts[lang]!), `${key}.${lang}`).toBe(placeholders(texts.en!));
        }
      }
    }
  });

  const content = {
    to: { email: 'a@b.test', name: 'Zoé <b>', language: 'en' },
    trackingCode: 'ABCD23456789',
    lines: [{ title: 'Tea & cups', quantity: 2, amountCents: 2500 }],
    totals: { subtotal: 2500, bundleOffer: 0, shipping: 499, tax: 125, voucher: 250, total: 2874 },
    format: { currency: 'EUR', currency_icon: '€', currency_position: 2, decimal_format: 'fr-FR' },
    publicUrl: 'http://shop.test/',
  };

  it('carries the tracking code, the lines and the totals in the shop currency format', () => {
    const mail = orderConfirmationMail(content);
    expect(mail.subject).toBe('Your order ABCD23456789 is placed');
    expect(mail.text).toContain('Tea & cups × 2: 25€');
    expect(mail.text).toContain('Shipping: 4,99€');
    expect(mail.text).toContain('Voucher: -2,50€');
    expect(mail.text).toContain('Total: 28,74€');
    expect(mail.text).not.toContain('Bundle offer');
    expect(mail.text).toContain('http://shop.test/track-order?order=ABCD23456789');
    expect(mail.html).toContain('Tea &amp; cups');
    expect(mail.html).not.toContain('<b>');
  });

  it('is written in the buyer language, right to left for Arabic', () => {
    const mail = orderConfirmationMail({ ...content, to: { ...content.to, language: 'ar' } });
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toContain('ABCD23456789');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('sets the lines and totals out as tables, the total in bold, the tracking link a link', () => {
    const { html } = orderConfirmationMail(content);
    const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
    expect(tables).toHaveLength(2);
    expect(tables[0]).toMatch(/<td[^>]*>Tea &amp; cups × 2<\/td><td[^>]*><bdi>25€<\/bdi><\/td>/);
    expect(tables[1]!.match(/<tr>/g)).toHaveLength(5);
    expect(tables[1]).toMatch(/<td style="font-weight:700[^"]*">Total<\/td><td style="font-weight:700[^"]*text-align:right[^"]*"><bdi>28,74€<\/bdi>/);
    expect(html).toContain('<a href="http://shop.test/track-order?order=ABCD23456789" dir="ltr">');
  });

  it('keeps Arabic amounts and codes in their own order: isolated in the text, <bdi> cells aligned left in the HTML', () => {
    const mail = orderConfirmationMail({ ...content, to: { ...content.to, language: 'ar' } });
    expect(mail.text).toContain('الإجمالي: \u206828,74€\u2069');
    expect(mail.text).toContain('القسيمة: \u2068-2,50€\u2069');
    expect(mail.text).toContain('\u2068ABCD23456789\u2069');
    expect(mail.html).toMatch(/<table role="presentation" dir="rtl"/);
    expect(mail.html).toMatch(/text-align:left[^"]*"><bdi>28,74€<\/bdi>/);
    // The address stays clean for the mail client to open.
    expect(mail.text).toMatch(/http:\/\/shop\.test\/track-order\?order=ABCD23456789\n$/);
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
    lines: [{ title: 'Tea', quantity: 1, amountCents: 2500 }],
    totals: { subtotal: 2500, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 2500 },
    format: { currency: 'TRY', currency_icon: '₺', currency_position: 1, decimal_format: 'tr-TR' },
    publicUrl: 'http://shop.test/',
  };

  it('tells a bank-transfer buyer the account to pay into and the reference to quote, in their language', () => {
    const bank = { bank_name: 'Ziraat', account_number: 'TR12 0001', swift: 'TCZBTR2A', instructions: 'Havale açıklamasına kodu yazın.' };
    const mail = orderConfirmationMail({ ...content, bank });
    expect(mail.text).toContain('ödeme açıklamasına ABCD23456789 yazın');
    for (const line of ['Banka: Ziraat', 'Hesap numarası: TR12 0001', 'SWIFT / BIC: TCZBTR2A', 'Ödeme açıklaması: ABCD23456789', 'Havale açıklamasına kodu yazın.']) expect(mail.text).toContain(line);
    expect(mail.html).toMatch(/<td[^>]*>Hesap numarası<\/td><td[^>]*><bdi>TR12 0001<\/bdi>/);
    expect(orderConfirmationMail(content).text).not.toContain('ABCD23456789 yazın');
  });
});
