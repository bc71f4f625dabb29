import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VOUCHER_FLAT, VOUCHER_PERCENT } from '../cart/cart-pricing';
import { matchShippingPlace } from './shipping-place';
import { checkVoucher, voucherDiscount, type VoucherTerms } from './voucher';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const terms = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 1, code: 'SAVE10', type: VOUCHER_PERCENT, amount: 1000, cappedCents: null, minSpendCents: 0,
  usageLimit: null, limitPerCustomer: null, startsAt: iso(NOW - DAY), endsAt: iso(NOW + DAY), isPublic: true, ...overrides,
});
const unused = { total: 0, byCustomer: 0 };

describe('voucher validity', () => {
  it('applies a live public voucher', () => {
    expect(checkVoucher(terms(), 5000, unused, NOW)).toEqual({ ok: true, discountCents: 500 });
  });

  it('refuses an unknown, private, future or expired voucher', () => {
    expect(checkVoucher(null, 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND' });
    expect(checkVoucher(terms({ isPublic: false }), 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND' });
    expect(checkVoucher(terms({ startsAt: iso(NOW + 1) }), 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_NOT_STARTED' });
    expect(checkVoucher(terms({ endsAt: iso(NOW) }), 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_EXPIRED' });
    expect(checkVoucher(terms({ endsAt: 'not a date' }), 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_EXPIRED' });
  });

  it('needs the minimum spend and respects both usage limits', () => {
    expect(checkVoucher(terms({ minSpendCents: 5001 }), 5000, unused, NOW)).toEqual({ ok: false, code: 'VOUCHER_MIN_SPEND' });
    expect(checkVoucher(terms({ minSpendCents: 5000 }), 5000, unused, NOW).ok).toBe(true);
    expect(checkVoucher(terms({ usageLimit: 3 }), 5000, { total: 3, byCustomer: 0 }, NOW)).toEqual({ ok: false, code: 'VOUCHER_USED_UP' });
    expect(checkVoucher(terms({ limitPerCustomer: 1 }), 5000, { total: 1, byCustomer: 1 }, NOW)).toEqual({ ok: false, code: 'VOUCHER_CUSTOMER_LIMIT' });
    expect(checkVoucher(terms({ usageLimit: 3, limitPerCustomer: 2 }), 5000, { total: 2, byCustomer: 1 }, NOW).ok).toBe(true);
  });

  it('caps a percent discount, and takes a flat one as it is', () => {
    expect(voucherDiscount({ type: VOUCHER_PERCENT, amount: 2000, cappedCents: 300 }, 5000)).toBe(300);
    expect(voucherDiscount({ type: VOUCHER_PERCENT, amount: 1250, cappedCents: null }, 999)).toBe(125);
    expect(voucherDiscount({ type: VOUCHER_FLAT, amount: 700, cappedCents: null }, 5000)).toBe(700);
  });

  it('never takes off more than the goods are worth', () => {
    fc.assert(fc.property(
      fc.constantFrom(VOUCHER_FLAT, VOUCHER_PERCENT), fc.integer({ min: 0, max: 10_000_000 }),
      fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }), fc.integer({ min: 0, max: 10_000_000 }),
      (type, amount, cappedCents, base) => {
        const discount = voucherDiscount({ type, amount: type === VOUCHER_PERCENT ? Math.min(amount, 10000) : amount, cappedCents }, base);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(base);
      },
    ));
  });
});

describe('matching a shipping place to an address', () => {
  const places = [
    { id: 1, country: 'ALL', state: 'ALL' },
    { id: 2, country: 'TR', state: 'ALL' },
    { id: 3, country: 'TR', state: '34' },
    { id: 4, country: 'FR', state: '75' },
  ];

  it('prefers country and state, then the country with state ALL, then country ALL', () => {
    expect(matchShippingPlace(places, { country: 'TR', state: '34' })?.id).toBe(3);
    expect(matchShippingPlace(places, { country: 'tr', state: ' 34 ' })?.id).toBe(3);
    expect(matchShippingPlace(places, { country: 'TR', state: '06' })?.id).toBe(2);
    expect(matchShippingPlace(places, { country: 'FR', state: '13' })?.id).toBe(1);
  });

  it('finds nothing when no place serves the address', () => {
    expect(matchShippingPlace(places.slice(1), { country: 'FR', state: '13' })).toBeNull();
    expect(matchShippingPlace([], { country: 'TR', state: '34' })).toBeNull();
  });
});
