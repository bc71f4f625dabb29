import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, discountPercentCents, displayPrice, flashActive, ownPriceCents, previousPrice, priceInCents, unitPrice, unitPriceCents, type PricedProduct, type PricedVariant } from './pricing';
import { centsToDecimal, currencyDecimals, fromCents, parseCents, toCents, toMinorUnits } from '../shared/cents';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const DAY = 86_400_000;

const product = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({ selling: 100, offered: 0, price: null, end_time: null, ...overrides });
const variant = (price: PricedVariant['price'], attributes: unknown[] = [{ id: 1 }]): PricedVariant => ({ price, inventory_attributes: attributes });

// Up to ten million in cents: 100,000.00 covers every realistic price.
const cents = fc.integer({ min: 0, max: 10_000_000 });
const positiveCents = fc.integer({ min: 1, max: 10_000_000 });
const amount = cents.map(fromCents);
const endTime = fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY }).map(at), { nil: null });
const arbitraryProduct = fc.record({
  selling: amount,
  offered: fc.oneof(fc.constant(0), amount),
  price: fc.option(amount, { nil: null }),
  end_time: endTime,
});
const arbitraryVariant = fc.option(
  fc.record({ price: fc.oneof(fc.constant(0), amount), inventory_attributes: fc.oneof(fc.constant(null), fc.array(fc.constant({ id: 1 }), { maxLength: 3 })) }),
  { nil: null },
);

describe('toCents / fromCents', () => {
  it('converts API decimals exactly, from strings and numbers alike', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1999)).toBe(19.99);
    expect(toCents('120.50')).toBe(12050);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(' 7 ')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('5.')).toBe(500);
    expect(toCents('1e3')).toBe(100_000);
    expect(toCents(1.5e-7)).toBe(0);
  });

  it('rounds once, half away from zero, on the decimal as written', () => {
    // Math.round(1.005 * 100) is 100: the double 1.005 * 100 is 100.49999999999999.
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.0049999')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
    expect(toCents('-0.004')).toBe(0);
    expect(Object.is(toCents('-0.004'), 0)).toBe(true);
  });

  it('gives null (toCents: 0) for missing, malformed or unsafe amounts', () => {
    for (const bad of [null, undefined, '', ' ', '.', 'abc', '1,000', '12.3.4', '0x10', NaN, Infinity, '1e400']) {
      expect(parseCents(bad as never)).toBeNull();
      expect(toCents(bad as never)).toBe(0);
    }
    expect(parseCents('0')).toBe(0);
  });

  it('writes cents as a plain two-decimal string', () => {
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });

  it('round-trips any whole number of cents through decimal strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => {
        expect(toCents(centsToDecimal(c))).toBe(c);
      }),
    );
  });

  it('round-trips cents through amounts up to 15 significant digits, what a double always holds', () => {
    const limit = 10 ** 15 - 1;
    fc.assert(
      fc.property(fc.integer({ min: -limit, max: limit }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(fromCents(c)).toBe(Number(centsToDecimal(c)));
      }),
    );
  });

  it('reads any two-decimal amount as exactly its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, frac) => {
        const text = `${whole}.${String(frac).padStart(2, '0')}`;
        expect(toCents(text)).toBe(whole * 100 + frac);
        expect(toCents(Number(text))).toBe(whole * 100 + frac);
      }),
    );
  });

  it('rounds a third decimal half away from zero, symmetrically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{0,6}$/), (c, third, rest) => {
        const text = `${centsToDecimal(c)}${third}${rest}`;
        const expected = c + (third >= 5 ? 1 : 0);
        expect(toCents(text)).toBe(expected);
        expect(toCents(`-${text}`)).toBe(expected === 0 ? 0 : -expected);
      }),
    );
  });

  it('keeps the order of amounts', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toCents(low)).toBeLessThanOrEqual(toCents(high));
      }),
    );
  });

  it('never lands more than half a cent from the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (a) => {
        expect(Math.abs(toCents(a) - a * 100)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });
});

describe('flashActive', () => {
  it('needs a flash price and an end time still ahead; the end instant itself is over', () => {
    expect(flashActive({ price: 55, end_time: at(1) }, NOW)).toBe(true);
    expect(flashActive({ price: 55, end_time: at(0) }, NOW)).toBe(false);
    expect(flashActive({ price: 55, end_time: at(-1) }, NOW)).toBe(false);
    expect(flashActive({ price: 55, end_time: null }, NOW)).toBe(false);
    expect(flashActive({ price: 55, end_time: 'not a date' }, NOW)).toBe(false);
    expect(flashActive({ price: null, end_time: at(60_000) }, NOW)).toBe(false);
    expect(flashActive({ price: 'abc', end_time: at(60_000) }, NOW)).toBe(false);
    expect(flashActive({ price: -5, end_time: at(60_000) }, NOW)).toBe(false);
    expect(flashActive({ price: 55, end_time: at(1) }, new Date(NOW))).toBe(true);
  });
});

describe('unitPrice and previousPrice', () => {
  it('charges selling when there is neither offer nor flash price', () => {
    expect(displayPrice(product(), null, NOW)).toEqual({ current: 100, previous: null, discountPercent: 0 });
  });

  it('charges offered above 0 and strikes selling', () => {
    expect(displayPrice(product({ offered: 80 }), null, NOW)).toEqual({ current: 80, previous: 100, discountPercent: 20 });
  });

  it('charges the flash price while the sale runs, over an offer', () => {
    expect(displayPrice(product({ offered: 80, price: 55, end_time: at(60_000) }), null, NOW)).toEqual({ current: 55, previous: 100, discountPercent: 45 });
  });

  it('ignores the flash price without an end time, or from its end on', () => {
    expect(unitPrice(product({ offered: 80, price: 55, end_time: null }), null, NOW)).toBe(80);
    expect(unitPrice(product({ offered: 80, price: 55, end_time: at(0) }), null, NOW)).toBe(80);
    expect(displayPrice(product({ price: 55, end_time: at(-1) }), null, NOW)).toEqual({ current: 100, previous: null, discountPercent: 0 });
  });

  it("applies an offer and a running flash sale to a variant's own price as the same reduction (decision 0001)", () => {
    const onSale = product({ offered: 80, price: 55, end_time: at(60_000) });
    // 120 x 55 / 100: the flash sale's -45% on the variant's own price, which it strikes.
    expect(unitPriceCents(onSale, variant(120), NOW)).toEqual({ cents: 6_600, source: 'flash' });
    expect(displayPrice(onSale, variant(120), NOW)).toEqual({ current: 66, previous: 120, discountPercent: 45 });
    expect(unitPrice(onSale, variant(0), NOW)).toBe(55);
    expect(unitPrice(onSale, variant(120, []), NOW)).toBe(55);
    expect(unitPrice(onSale, { price: 120 }, NOW)).toBe(55);
    // 99.50 x 80 / 100 = 79.60, the offer's -20%.
    expect(displayPrice(product({ offered: 80 }), variant('99.50'), NOW)).toEqual({ current: 79.6, previous: 99.5, discountPercent: 20 });
    // Rounded half up to the cent: 10.01 x 80 / 100 = 8.008.
    expect(unitPrice(product({ offered: 80 }), variant(10.01), NOW)).toBe(8.01);
    expect(unitPriceCents(product(), variant(120), NOW)).toEqual({ cents: 12_000, source: 'variant' });
    expect(unitPrice(product(), variant(null), NOW)).toBe(100);
  });

  it('strikes nothing when the offer or flash price is not below selling', () => {
    expect(displayPrice(product({ offered: 120 }), null, NOW)).toEqual({ current: 120, previous: null, discountPercent: 0 });
    expect(previousPrice(product({ price: 100, end_time: at(1000) }), null, NOW)).toBeNull();
  });

  it('reads decimal strings as sent by the API', () => {
    expect(displayPrice(product({ selling: '120.50', offered: '99.00' }), null, NOW)).toEqual({ current: 99, previous: 120.5, discountPercent: 17 });
  });

  it('charges 0 rather than NaN when the product carries no usable price', () => {
    expect(displayPrice(product({ selling: 'abc', offered: null }), null, NOW)).toEqual({ current: 0, previous: null, discountPercent: 0 });
  });

  it("charges the variant's own price when nothing reduces the product, else the product's reduction of it", () => {
    fc.assert(
      fc.property(arbitraryProduct, positiveCents, (p, own) => {
        const level = unitPriceCents(p, null, NOW);
        const selling = toCents(p.selling);
        const priced = priceInCents(p, variant(fromCents(own)), NOW);
        if (level.source === 'selling' || selling <= 0) {
          expect(priced).toEqual({ unit: own, previous: null, discountPercent: 0, source: 'variant' });
        } else {
          expect(priced.unit).toBe(Math.round((own * level.cents) / selling));
          expect(priced.source).toBe(level.source);
        }
      }),
    );
  });

  it('prices a variant at exactly selling as the product itself', () => {
    fc.assert(
      fc.property(arbitraryProduct.filter((p) => toCents(p.selling) > 0), (p) => {
        const { source: _own, ...asVariant } = priceInCents(p, variant(p.selling), NOW);
        const { source: _plain, ...asProduct } = priceInCents(p, null, NOW);
        expect(asVariant).toEqual(asProduct);
      }),
    );
  });

  it('prices a variant without attributes, or without a price, as the product itself', () => {
    fc.assert(
      fc.property(arbitraryProduct, amount, (p, own) => {
        const plain = priceInCents(p, null, NOW);
        expect(priceInCents(p, variant(own, []), NOW)).toEqual(plain);
        expect(priceInCents(p, { price: own, inventory_attributes: null }, NOW)).toEqual(plain);
        expect(priceInCents(p, variant(0), NOW)).toEqual(plain);
      }),
    );
  });

  it('charges exactly the flash price while the sale runs, up to the last millisecond', () => {
    fc.assert(
      fc.property(arbitraryProduct, amount, fc.integer({ min: 1, max: 10 * DAY }), (p, flash, ahead) => {
        expect(unitPrice({ ...p, price: flash, end_time: at(ahead) }, null, NOW)).toBe(flash);
      }),
    );
  });

  it('prices a product as if it had no flash price from the end instant on', () => {
    fc.assert(
      fc.property(arbitraryProduct, fc.integer({ min: 0, max: 10 * DAY }), (p, sinceEnd) => {
        const ended = { ...p, end_time: at(-sinceEnd) };
        expect(priceInCents(ended, null, NOW)).toEqual(priceInCents({ ...p, price: null, end_time: null }, null, NOW));
      }),
    );
  });

  it('follows the precedence flash, then offered above 0, then selling', () => {
    fc.assert(
      fc.property(arbitraryProduct, (p) => {
        const { cents: unit, source } = unitPriceCents(p, null, NOW);
        const running = flashActive(p, NOW);
        const expected = running ? toCents(p.price) : toCents(p.offered) > 0 ? toCents(p.offered) : toCents(p.selling);
        expect(unit).toBe(expected);
        expect(source).toBe(running ? 'flash' : toCents(p.offered) > 0 ? 'offered' : 'selling');
      }),
    );
  });

  it('strikes the everyday price (own, else selling) exactly when an offer or flash price sets a lower unit price', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariant, (p, v) => {
        const { unit, previous, discountPercent: percent, source } = priceInCents(p, v, NOW);
        const everyday = ownPriceCents(v) ?? toCents(p.selling);
        const reduced = (source === 'flash' || source === 'offered') && unit < everyday;
        expect(previous).toBe(reduced ? everyday : null);
        if (previous !== null) {
          expect(unit).toBeLessThan(previous);
          expect(percent).toBeGreaterThanOrEqual(0);
        } else {
          expect(percent).toBe(0);
        }
      }),
    );
  });

  it('agrees between the cents and the amount views', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariant, (p, v) => {
        const inCents = priceInCents(p, v, NOW);
        expect(displayPrice(p, v, NOW)).toEqual({
          current: fromCents(inCents.unit),
          previous: inCents.previous === null ? null : fromCents(inCents.previous),
          discountPercent: inCents.discountPercent,
        });
        expect(unitPrice(p, v, NOW)).toBe(fromCents(inCents.unit));
        expect(previousPrice(p, v, NOW)).toBe(inCents.previous === null ? null : fromCents(inCents.previous));
      }),
    );
  });
});

describe('discountPercent', () => {
  it('is 100 - current / previous x 100, truncated', () => {
    expect(discountPercent(20, 30)).toBe(33);
    expect(discountPercent(1, 3)).toBe(66);
    expect(discountPercent(80, 100)).toBe(20);
    expect(discountPercent(0, 100)).toBe(100);
    expect(discountPercent('99.00', '120.50')).toBe(17);
  });

  it('is not thrown off by binary fractions', () => {
    // 100 - 7 / 100 * 100 is 92.99999999999999 in doubles.
    expect(discountPercent(7, 100)).toBe(93);
    expect(discountPercent(19.99, 24.99)).toBe(20);
    expect(discountPercent(0.7, 1)).toBe(30);
  });

  it('is 0 without a previous price, when it is not above 0, or when current is not below it', () => {
    expect(discountPercent(50, null)).toBe(0);
    expect(discountPercent(50, undefined)).toBe(0);
    expect(discountPercent(50, 'abc')).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(5, -10)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(150, 100)).toBe(0);
  });

  it('is the exact truncation of the formula, within 0..100', () => {
    fc.assert(
      fc.property(cents, positiveCents, (current, previous) => {
        const percent = discountPercentCents(current, previous);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (current < previous) {
          // percent <= 100 - 100c/p < percent + 1, in integers: no rounding anywhere.
          expect(percent * previous).toBeLessThanOrEqual(100 * previous - 100 * current);
          expect(100 * previous - 100 * current).toBeLessThan((percent + 1) * previous);
        } else {
          expect(percent).toBe(0);
        }
        expect(discountPercent(fromCents(current), fromCents(previous))).toBe(percent);
      }),
    );
  });

  it('never shrinks as the current price falls', () => {
    fc.assert(
      fc.property(cents, cents, positiveCents, (a, b, previous) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountPercentCents(low, previous)).toBeGreaterThanOrEqual(discountPercentCents(high, previous));
      }),
    );
  });
});

describe('toMinorUnits (what a payment provider is asked for)', () => {
  it('keeps cents for two-decimal currencies, and converts for zero- and three-decimal ones', () => {
    expect(toMinorUnits(1999, 'USD')).toBe(1999);
    expect(toMinorUnits(1999, 'try')).toBe(1999);
    expect(toMinorUnits(1999, 'JPY')).toBe(20);
    expect(toMinorUnits(150_000, 'KRW')).toBe(1500);
    expect(toMinorUnits(1999, 'KWD')).toBe(19990);
    expect(currencyDecimals('INR')).toBe(2);
    // A code Intl does not know is treated as two decimals rather than failing an order.
    expect(toMinorUnits(1999, 'ZZ')).toBe(1999);
  });
});
