import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedConfig } from './payment-methods';

describe('a payment method config written per language', () => {
  const instructions = { en: 'Use your order code.', ar: 'اكتب رمز طلبك.', fr: 'Indiquez votre code.' };

  it('gives each text in the asked language, else the fallback, else the first given', () => {
    const config = { bank_name: 'Demo Bank', instructions };
    expect(localizedConfig(config, 'ar', 'en')).toEqual({ bank_name: 'Demo Bank', instructions: 'اكتب رمز طلبك.' });
    expect(localizedConfig(config, 'hi', 'en')).toEqual({ bank_name: 'Demo Bank', instructions: 'Use your order code.' });
    expect(localizedConfig({ instructions: { tr: 'Sipariş kodunuzu yazın.', fr: 'Indiquez votre code.' } }, 'hi', 'en')).toEqual({ instructions: 'Sipariş kodunuzu yazın.' });
  });

  it('leaves plain values, and objects without any text, as they are', () => {
    const odd = { nested: { amount: 3 }, list: ['a'], flag: true, empty: {} };
    expect(localizedConfig(odd, 'fr', 'en')).toEqual(odd);
    // A stored field named __proto__ (JSON.parse makes it an own key) stays a field (fast-check found it).
    const proto = JSON.parse('{"__proto__": null, "bank_name": "Demo Bank"}') as Record<string, unknown>;
    expect(Object.keys(localizedConfig(proto, 'en', 'en'))).toEqual(['__proto__', 'bank_name']);
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))), fc.constantFrom('en', 'fr', 'ar', 'tr', 'hi'), (config, language) => {
        expect(localizedConfig(config, language, 'en')).toEqual(config);
      }),
    );
  });

  it('always answers a text of the object when the value is written per language', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('en', 'fr', 'ar', 'tr', 'hi'), fc.string(), { minKeys: 1 }), fc.constantFrom('en', 'fr', 'ar', 'tr', 'hi'), (texts, language) => {
        const text = localizedConfig({ instructions: texts }, language, 'en').instructions;
        expect(Object.values(texts)).toContain(text);
        if (language in texts) expect(text).toBe(texts[language]);
      }),
    );
  });
});
