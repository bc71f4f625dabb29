import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTexts, flattenTexts, LOCALIZATION } from './localization';

const known = new Map([
  ['layout.login', 'Login'],
  ['layout.contact.email', 'Email us at {{email}}'],
  ['cart.items_other', '{{count}} items'],
  ['cart.items_one', '{{count}} item'],
]);

describe('imported storefront texts', () => {
  it('keeps the known keys, nested as the catalogues are, and reports the others', () => {
    const result = checkTexts(JSON.stringify({ layout: { login: 'Anmelden', logout: 'Abmelden', contact: { email: 'Schreiben Sie an {{email}}' } } }), known);
    expect(result).toEqual({
      ok: true,
      texts: { layout: { login: 'Anmelden', contact: { email: 'Schreiben Sie an {{email}}' } } },
      count: 2,
      unknown: ['layout.logout'],
    });
  });

  it('takes plural forms the default language lacks, and leaves out a placeholder it does not have', () => {
    const result = checkTexts(JSON.stringify({ cart: { items_few: '{{count}} عناصر', items_many: '{{total}} x' } }), known);
    expect(result.ok && result.texts).toEqual({ cart: { items_few: '{{count}} عناصر' } });
    expect(result.ok && result.unknown).toEqual(['cart.items_many (placeholder {{total}} is not in the default text)']);
  });

  it('refuses a file that is not nested maps of non-empty texts, with the place that is wrong', () => {
    expect(checkTexts('{"layout": ', known)).toEqual({ ok: false, problem: 'the file is not valid JSON' });
    expect(checkTexts('["Anmelden"]', known)).toEqual({ ok: false, problem: 'the file must hold a JSON object of texts' });
    expect(checkTexts('{"layout": {"login": 3}}', known)).toEqual({ ok: false, problem: '"layout.login" must be a text or a map of texts' });
    expect(checkTexts('{"layout": {"login": " "}}', known)).toEqual({ ok: false, problem: '"layout.login" is empty' });
    expect(checkTexts('{"layout": {"a.b": "x"}}', known)).toEqual({ ok: false, problem: '"layout.a.b": a key may not be empty or contain a dot' });
    expect(checkTexts('{"nothing": {"here": "x"}}', known).ok).toBe(false);
  });

  it('refuses a file over the size cap and a text over the length cap', () => {
    expect(checkTexts(JSON.stringify({ layout: { login: 'x'.repeat(LOCALIZATION.maxBytes) } }), known)).toEqual({ ok: false, problem: `the file is larger than ${LOCALIZATION.maxBytes} bytes` });
    expect(checkTexts(JSON.stringify({ layout: { login: 'x'.repeat(LOCALIZATION.maxTextLength + 1) } }), known).ok).toBe(false);
  });

  it('never keeps anything but known keys with texts, whatever the file holds', () => {
    fc.assert(fc.property(fc.json(), (json) => {
      const result = checkTexts(json, known);
      if (!result.ok) return;
      const kept = flattenTexts(result.texts);
      expect(kept.size).toBe(result.count);
      for (const [key, text] of kept) {
        expect(known.has(key) || known.has(key.replace(/_(zero|one|two|few|many|other)$/, '_other'))).toBe(true);
        expect(typeof text).toBe('string');
      }
    }));
  });
});
