import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitCentsForOwn } from '../product/pricing';
import { entriesOpen, everydayCents, type FlashProduct, flashEntryProblems, previewVariantPrices, removalProblem, saleState, variantSaleCents, windowsOverlap } from './flash-entry';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();
const upcoming = { start: hours(24), end: hours(48) };
const lamp: FlashProduct = { publication: 'published', sellingCents: 4000, offeredCents: 0, owns: [4000, 4550] };
const codes = (price: string, product = lamp, sale = upcoming, others: { start: string; end: string }[] = []) =>
  flashEntryProblems(price, product, sale, others, NOW).map((p) => `${p.field}:${p.code}`);

describe('a sale\'s state', () => {
  it('is upcoming before its start, running from it, over at its end', () => {
    expect(saleState(upcoming, NOW)).toBe('upcoming');
    expect(saleState({ start: hours(0), end: hours(1) }, NOW)).toBe('running');
    expect(saleState({ start: hours(-2), end: hours(0) }, NOW)).toBe('ended');
    expect(entriesOpen(upcoming, NOW)).toBe(true);
    expect(entriesOpen({ start: hours(0), end: hours(1) }, NOW)).toBe(false);
  });

  it('overlaps another exactly when the two windows share a moment', () => {
    expect(windowsOverlap(upcoming, { start: hours(47), end: hours(50) })).toBe(true);
    expect(windowsOverlap(upcoming, { start: hours(48), end: hours(50) })).toBe(false);
    expect(windowsOverlap(upcoming, { start: hours(0), end: hours(24) })).toBe(false);
    expect(windowsOverlap(upcoming, { start: hours(0), end: hours(100) })).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 50 }), (a, la, b, lb) => {
      const x = { start: hours(a), end: hours(a + la) };
      const y = { start: hours(b), end: hours(b + lb) };
      expect(windowsOverlap(x, y)).toBe(windowsOverlap(y, x));
      const shared = Math.max(a, b) < Math.min(a + la, b + lb);
      expect(windowsOverlap(x, y)).toBe(shared);
    }));
  });
});

describe('a flash entry', () => {
  it('takes a published product at a price below its everyday price, in no other sale at that time', () => {
    expect(codes('29.99')).toEqual([]);
    expect(codes('39.99', lamp, upcoming, [{ start: hours(48), end: hours(60) }])).toEqual([]);
  });

  it('refuses a price that is missing, no amount, or not below the everyday price (the offer when there is one)', () => {
    expect(codes('')).toEqual(['price:required']);
    expect(codes('-1')).toEqual(['price:invalid_price']);
    expect(codes('0')).toEqual(['price:invalid_price']);
    expect(codes('12.345')).toEqual(['price:invalid_price']);
    expect(codes('40.00')).toEqual(['price:sale_not_below']);
    expect(codes('41')).toEqual(['price:sale_not_below']);
    expect(codes('35.00', { ...lamp, offeredCents: 3500 })).toEqual(['price:sale_not_below']);
    expect(codes('34.99', { ...lamp, offeredCents: 3500 })).toEqual([]);
  });

  it('refuses a price that leaves a cheap variant at its own price after rounding', () => {
    // 1.00 reduced by 99.99 / 100.00 rounds back to 1.00.
    expect(codes('99.99', { publication: 'published', sellingCents: 10_000, offeredCents: 0, owns: [10_000, 100] })).toEqual(['price:variant_not_below']);
  });

  it('refuses a product that is not published, or in another sale at the same time, by its field', () => {
    expect(codes('20', { ...lamp, publication: 'draft' })).toEqual(['product_id:not_published']);
    expect(codes('20', lamp, upcoming, [{ start: hours(30), end: hours(31) }])).toEqual(['product_id:overlapping_sale']);
  });

  it('is fixed once the sale has started: nothing added, changed or removed', () => {
    const running = { start: hours(-1), end: hours(5) };
    expect(codes('20', lamp, running)).toEqual(['sale:sale_started']);
    expect(removalProblem(running, NOW)).toEqual({ field: 'sale', code: 'sale_started' });
    expect(removalProblem(upcoming, NOW)).toBeNull();
  });

  it('prices every variant by core\'s one rule, and each pays less during the sale exactly when no problem is found', () => {
    const product = fc.record({
      sellingCents: fc.integer({ min: 1, max: 1_000_000 }),
      offerShare: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
      owns: fc.array(fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }), { minLength: 1, maxLength: 5 }),
    });
    fc.assert(fc.property(product, fc.integer({ min: 1, max: 1_100_000 }), ({ sellingCents, offerShare, owns }, saleCents) => {
      const offeredCents = offerShare === null ? 0 : Math.max(1, Math.floor((sellingCents * offerShare) / 100));
      const p: FlashProduct = { publication: 'published', sellingCents, offeredCents, owns };
      const prices = variantSaleCents(p, owns, saleCents);
      prices.forEach((price, i) => {
        expect(price.sale).toBe(unitCentsForOwn({ selling: sellingCents, offered: offeredCents, flash: saleCents, flashEnd: hours(1) }, owns[i]!, NOW).cents);
        expect(price.everyday).toBe(unitCentsForOwn({ selling: sellingCents, offered: offeredCents, flash: null, flashEnd: null }, owns[i]!, NOW).cents);
      });
      const found = flashEntryProblems((saleCents / 100).toFixed(2), p, upcoming, [], NOW);
      const clean = saleCents < everydayCents(p) && prices.every((price) => price.sale < price.everyday);
      expect(found.length === 0).toBe(clean);
      // Accepted: every variant pays less while the sale runs than it does today.
      if (found.length === 0) expect(prices.every((price) => price.sale < price.everyday)).toBe(true);
    }), { numRuns: 500 });
  });

  it('previews the variants\' sale prices from what the form has, nothing while the price is no amount', () => {
    const candidate = { productId: 1, title: 'Lamp', version: 2, selling: '40.00', offerPrice: '', variants: [{ variantId: 11, values: 'Colour: Red', own: '40.00' }, { variantId: 12, values: 'Colour: Blue', own: '45.50' }] };
    expect(previewVariantPrices(candidate, '30')).toEqual([
      { variantId: 11, values: 'Colour: Red', everyday: '40.00', sale: '30.00' },
      { variantId: 12, values: 'Colour: Blue', everyday: '45.50', sale: '34.13' },
    ]);
    expect(previewVariantPrices(candidate, 'abc')).toBeNull();
    expect(previewVariantPrices({ ...candidate, offerPrice: '32.00', variants: [{ variantId: 9, values: '', own: null }] }, '24')).toEqual([{ variantId: 9, values: '', everyday: '32.00', sale: '24.00' }]);
  });
});
