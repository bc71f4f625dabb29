import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('puts the symbol before the amount by default, in en-US format', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(20)).toBe('$20');
    expect(formatPrice('19.99')).toBe('$19.99');
  });

  it('puts the symbol after the amount for position 2 and uses the decimal format', () => {
    expect(formatPrice(1234.56, { currency: 'EUR', currency_icon: '€', currency_position: 2, decimal_format: 'de-DE' })).toBe('1.234,56€');
  });

  it('shows no decimals or exactly two, never more', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
      const digits = formatPrice(amount).replace('$', '').split('.')[1] ?? '';
      expect([0, 2]).toContain(digits.length);
    }));
  });

  it('shows zero for missing or non-numeric amounts and survives an unknown locale', () => {
    expect(formatPrice(null)).toBe('$0');
    expect(formatPrice('abc')).toBe('$0');
    expect(formatPrice(5, { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'not a locale!!' })).toBe('$5');
  });

  it('rounds half away from zero as the decimal is written, not through a double', () => {
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice('2.675')).toBe('$2.68');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });
});
