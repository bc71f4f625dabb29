import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTrackingCode, TRACKING_ALPHABET, TRACKING_LENGTH } from './tracking-code';

const code = fc.string({ unit: fc.constantFrom(...TRACKING_ALPHABET), minLength: TRACKING_LENGTH, maxLength: TRACKING_LENGTH });

describe('tracking code', () => {
  it('takes back any code as a shopper may type it: lower case, spaced, dashed', () => {
    fc.assert(fc.property(code, (c) => {
      expect(normalizeTrackingCode(c)).toBe(c);
      expect(normalizeTrackingCode(` ${c.toLowerCase().slice(0, 4)}-${c.slice(4, 8)} ${c.slice(8)} `)).toBe(c);
    }));
  });

  it('refuses what cannot be a code: wrong length, letters that are never used, not text', () => {
    for (const input of ['', 'ABC', '2345678ABCDEF0', '23456789ABCO', '23456789ABC1', 42, null, 'x'.repeat(100)]) expect(normalizeTrackingCode(input)).toBeNull();
  });
});
