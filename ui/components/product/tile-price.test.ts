import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tilePrice } from './tile-price';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const inFuture = (ms: number) => new Date(NOW + ms).toISOString();

const tile = (overrides: Partial<Parameters<typeof tilePrice>[0]> = {}) => ({ selling: 100, offered: 0, price: null, end_time: null, ...overrides });

describe('tilePrice', () => {
  it('charges selling when there is neither offer nor flash price', () => {
    expect(tilePrice(tile(), NOW)).toEqual({ current: 100, previous: null, discountPercent: null });
  });

  it('charges offered above 0 and strikes selling', () => {
    expect(tilePrice(tile({ offered: 80 }), NOW)).toEqual({ current: 80, previous: 100, discountPercent: 20 });
  });

  it('charges the flash price while the sale runs, over an offer', () => {
    expect(tilePrice(tile({ offered: 80, price: 55, end_time: inFuture(60_000) }), NOW)).toEqual({ current: 55, previous: 100, discountPercent: 45 });
  });

  it('ignores the flash price without an end time or after it', () => {
    expect(tilePrice(tile({ offered: 80, price: 55, end_time: null }), NOW).current).toBe(80);
    expect(tilePrice(tile({ offered: 80, price: 55, end_time: inFuture(0) }), NOW).current).toBe(80);
    expect(tilePrice(tile({ price: 55, end_time: inFuture(-1) }), NOW)).toEqual({ current: 100, previous: null, discountPercent: null });
    expect(tilePrice(tile({ price: 55, end_time: 'not a date' }), NOW).current).toBe(100);
  });

  it('truncates the discount rather than rounding it', () => {
    expect(tilePrice(tile({ selling: 30, offered: 20 }), NOW).discountPercent).toBe(33);
    expect(tilePrice(tile({ selling: 3, offered: 1 }), NOW).discountPercent).toBe(66);
  });

  it('is not thrown off by binary fractions', () => {
    expect(tilePrice(tile({ selling: 100, offered: 7 }), NOW).discountPercent).toBe(93);
    expect(tilePrice(tile({ selling: 24.99, offered: 19.99 }), NOW).discountPercent).toBe(20);
  });

  it('reads decimal strings as sent by the API', () => {
    expect(tilePrice(tile({ selling: '120.50' as unknown as number, offered: '99.00' as unknown as number }), NOW)).toEqual({ current: 99, previous: 120.5, discountPercent: 17 });
  });

  it('strikes nothing when the offer is not below selling', () => {
    expect(tilePrice(tile({ offered: 120 }), NOW)).toEqual({ current: 120, previous: null, discountPercent: null });
  });

  const money = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100));
  const arbitraryTile = fc.record({
    selling: money,
    offered: money,
    price: fc.option(money, { nil: null }),
    end_time: fc.option(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }).map(inFuture), { nil: null }),
  });

  it('keeps the discount within 0..100 and the current price at or below the previous one', () => {
    fc.assert(
      fc.property(arbitraryTile, (t) => {
        const { current, previous, discountPercent } = tilePrice(t, NOW);
        if (previous === null) {
          expect(discountPercent).toBeNull();
        } else {
          expect(current).toBeLessThanOrEqual(previous);
          expect(discountPercent).not.toBeNull();
          expect(discountPercent!).toBeGreaterThanOrEqual(0);
          expect(discountPercent!).toBeLessThanOrEqual(100);
          expect(Number.isInteger(discountPercent)).toBe(true);
        }
      }),
    );
  });

  it('prices a tile as if it had no flash price once the sale has ended', () => {
    fc.assert(
      fc.property(arbitraryTile, fc.integer({ min: 0, max: 10 * 86_400_000 }), (t, sinceEnd) => {
        const ended = { ...t, end_time: new Date(NOW - sinceEnd).toISOString() };
        expect(tilePrice(ended, NOW)).toEqual(tilePrice({ ...t, price: null, end_time: null }, NOW));
      }),
    );
  });

  it('charges exactly the flash price while the sale runs', () => {
    fc.assert(
      fc.property(arbitraryTile, money, fc.integer({ min: 1, max: 10 * 86_400_000 }), (t, flash, ahead) => {
        expect(tilePrice({ ...t, price: flash, end_time: inFuture(ahead) }, NOW).current).toBe(flash);
      }),
    );
  });

  it('agrees with the spec formula up to floating-point noise', () => {
    fc.assert(
      fc.property(arbitraryTile, (t) => {
        const { current, previous, discountPercent } = tilePrice(t, NOW);
        if (previous === null) return;
        const spec = 100 - (current / previous) * 100;
        expect(Math.abs(discountPercent! - Math.trunc(spec))).toBeLessThanOrEqual(1);
        expect(discountPercent!).toBeLessThanOrEqual(spec + 1e-6);
      }),
    );
  });
});
