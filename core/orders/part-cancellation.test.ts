import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents, type LedgerEntry, MAX_RATE_BPS, partRefundEntries, refundEntries, saleEntries } from '../ledger/ledger';
import { cancelPart, lineAmount, type OrderTotals, type PartLine } from './part-cancellation';

interface Line extends PartLine {
  storeId: number;
  bps: number;
  /** Delivery charged by the store's own rule (it is the store's money), else the shop's. */
  ownDelivery: boolean;
}

const line: fc.Arbitrary<Line> = fc.record({
  storeId: fc.integer({ min: 1, max: 3 }),
  subtotal: fc.integer({ min: 0, max: 500_000 }),
  bundleShare: fc.integer({ min: 0, max: 100 }),
  tax: fc.integer({ min: 0, max: 50_000 }),
  shipping: fc.integer({ min: 0, max: 20_000 }),
  bps: fc.integer({ min: 0, max: MAX_RATE_BPS }),
  ownDelivery: fc.boolean(),
}).map(({ bundleShare, ...rest }) => ({ ...rest, bundleOffer: Math.floor((rest.subtotal * bundleShare) / 100) }));

/** An order as checkout records it: its lines' sums, and a voucher never above what they come to. */
const order = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 6 }), voucher: fc.integer({ min: 0, max: 600_000 }) }).map(({ lines, voucher }) => {
  const sum = (pick: (l: Line) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const before = sum(lineAmount);
  const totals: OrderTotals = { subtotal: sum((l) => l.subtotal), bundleOffer: sum((l) => l.bundleOffer), shipping: sum((l) => l.shipping), tax: sum((l) => l.tax), voucher: Math.min(voucher, before), total: 0 };
  totals.total = before - totals.voucher;
  return { lines, totals };
});

const total = (entries: readonly LedgerEntry[]) => entries.reduce((s, e) => s + e.cents, 0);

describe('cancelling a seller\'s part of an order', () => {
  it('takes off what the part\'s lines cost, never more than the order, and leaves no total negative', () => {
    fc.assert(fc.property(order, fc.integer({ min: 1, max: 3 }), ({ lines, totals }, storeId) => {
      const part = lines.filter((l) => l.storeId === storeId);
      const { removed, after } = cancelPart(totals, lines, part);
      expect(removed.total).toBeGreaterThanOrEqual(0);
      expect(removed.total).toBeLessThanOrEqual(totals.total);
      expect(removed.total).toBeLessThanOrEqual(part.reduce((s, l) => s + lineAmount(l), 0));
      for (const key of Object.keys(after) as (keyof OrderTotals)[]) expect(after[key]).toBeGreaterThanOrEqual(0);
      expect(after.total).toBe(after.subtotal - after.bundleOffer + after.shipping + after.tax - after.voucher);
      // The lines left never cost more than before: they keep their voucher share.
      const left = lines.filter((l) => l.storeId !== storeId);
      expect(after.total).toBeLessThanOrEqual(left.reduce((s, l) => s + lineAmount(l), 0));
      if (left.length === 0) expect(after.total).toBe(0);
    }));
  });

  it('gives back all of a part without a voucher, and a voucher share by what the part came to', () => {
    const a: PartLine = { subtotal: 6000, bundleOffer: 0, tax: 0, shipping: 0 };
    const b: PartLine = { subtotal: 4000, bundleOffer: 0, tax: 0, shipping: 0 };
    const plain = { subtotal: 10_000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 10_000 };
    expect(cancelPart(plain, [a, b], [b]).removed.total).toBe(4000);
    const { removed, after } = cancelPart({ ...plain, voucher: 1000, total: 9000 }, [a, b], [b]);
    expect(removed.voucher).toBe(400);
    expect(removed.total).toBe(3600);
    expect(after).toEqual({ subtotal: 6000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 600, total: 5400 });
  });

  it('keeps the ledger balanced: every account sums to what shoppers paid minus what was given back, whatever parts are cancelled and refunded', () => {
    fc.assert(fc.property(order, fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }), fc.boolean(), ({ lines, totals }, cancelled, refundRest) => {
      const ledger: LedgerEntry[] = saleEntries(1, totals.total, lines.map((l) => ({
        storeId: l.storeId, goodsCents: l.subtotal - l.bundleOffer, extraCents: l.tax + (l.ownDelivery ? l.shipping : 0), commissionBps: l.bps,
      })));
      let now = totals;
      let live = lines;
      let givenBack = 0;
      for (const storeId of cancelled) {
        const part = live.filter((l) => l.storeId === storeId);
        if (part.length === 0) continue;
        const { removed, after } = cancelPart(now, live, part);
        ledger.push(...partRefundEntries(1, {
          storeId,
          storeCents: part.reduce((s, l) => s + l.subtotal - l.bundleOffer + l.tax + (l.ownDelivery ? l.shipping : 0), 0),
          commissionCents: part.reduce((s, l) => s + commissionCents(l.subtotal - l.bundleOffer, l.bps), 0),
          refundCents: removed.total,
        }));
        givenBack += removed.total;
        now = after;
        live = live.filter((l) => l.storeId !== storeId);
        // The store is owed nothing of the order any more.
        expect(total(ledger.filter((e) => e.storeId === storeId))).toBe(0);
      }
      expect(total(ledger)).toBe(totals.total - givenBack);
      expect(givenBack + now.total).toBe(totals.total);
      if (refundRest) {
        ledger.push(...refundEntries(ledger));
        expect(total(ledger)).toBe(0);
        for (const account of new Set(ledger.map((e) => e.storeId))) expect(total(ledger.filter((e) => e.storeId === account))).toBe(0);
      }
    }));
  });
});
