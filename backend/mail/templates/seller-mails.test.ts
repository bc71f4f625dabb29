import { describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW_MESSAGES } from '../../admin/product-review-messages';
import { SELLER_MESSAGES } from '../../seller/seller-messages';
import { LOW_STOCK_MAIL_TEXTS, lowStockMail, productApprovedMail, productSentBackMail, SELLER_MAIL_TEXTS } from './seller-mails';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];

describe('seller mails and messages', () => {
  it('has every text in all five languages, translated, with the same placeholders', () => {
    for (const table of [SELLER_MAIL_TEXTS, LOW_STOCK_MAIL_TEXTS, SELLER_MESSAGES, PRODUCT_REVIEW_MESSAGES]) {
      for (const [key, texts] of Object.entries(table)) {
        const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort().join();
        for (const lang of LANGUAGES) {
          expect(texts[lang], `${key}.${lang}`).toBeTruthy();
          expect(placeholders(texts[lang]!), `${key}.${lang}`).toBe(placeholders(texts.en!));
          if (lang !== 'en' && key !== 'greeting') expect(texts[lang], `${key}.${lang} is not English`).not.toBe(texts.en);
        }
      }
    }
  });

  it('links to pages that exist, in the seller\'s language, and sets the seller\'s words apart', () => {
    const to = { email: 's@b.test', name: 'Sam', language: 'fr' };
    const product = { id: 42, slug: 'desk-lamp', title: 'Lampe <b>' };
    const approved = productApprovedMail(to, product, 'http://s.test/', 'en');
    expect(approved.text).toContain('http://s.test/fr/desk-lamp/product/42');
    expect(approved.html).not.toContain('<b>');
    const returned = productSentBackMail({ ...to, language: 'en' }, product, 'Blurry photos', 'http://s.test', 'en');
    expect(returned.text).toContain('http://s.test/seller/products/42');
    expect(returned.text).toContain('Blurry photos');
    expect(productSentBackMail({ ...to, language: 'ar' }, product, 'x', 'http://s.test', 'en').html).toContain('dir="rtl"');
  });

  it('lists each low variant with its SKU and stock, and links each product to its form in the seller\'s language', () => {
    const lines = [{ productId: 7, title: 'Lamp <b>', sku: 'L-RED', stock: 2 }, { productId: 7, title: 'Lamp <b>', sku: 'L-BLUE', stock: 0 }];
    const mail = lowStockMail({ email: 's@b.test', name: 'Sam', language: 'ar' }, lines, 'http://s.test', 'en');
    expect(mail.subject).toBe('المخزون في متجرك يوشك على النفاد');
    expect(mail.text).toContain('L-RED');
    expect(mail.text).toContain('المتبقي 0');
    expect(mail.text.match(/http:\/\/s\.test\/ar\/seller\/products\/7/g)).toHaveLength(1);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain('<b>');
  });
});
