import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf, commissionCents, commissionRateOf, isMatured, type LedgerEntry, MAX_RATE_BPS, payoutProblem, refundEntries, type SaleLine, saleEntries,
} from './ledger';

const line: fc.Arbitrary<SaleLine> = fc.record({
  storeId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  goodsCents: fc.integer({ min: 0, max: 5_000_000 }),
  extraCents: fc.integer({ min: 0, max: 100_000 }),
  commissionBps: fc.integer({ min: 0, max: MAX_RATE_BPS }),
});

/** An order as the shop prices it: its lines, and what the shopper paid (voucher and shop delivery around the lines). */
const order = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 6 }), shopDelivery: fc.integer({ min: 0, max: 50_000 }), voucher: fc.integer({ min: 0, max: 200_000 }) })
  .map(({ lines, shopDelivery, voucher }) => {
    const before = lines.reduce((sum, l) => sum + l.goodsCents + l.extraCents, 0) + shopDelivery;
    return { lines, paid: before - Math.min(voucher, before) };
  });

/** What happens to each order: never paid, paid, paid and refunded (maybe twice). */
const fate = fc.constantFrom('unpaid', 'paid', 'refunded', 'refunded twice');

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, e) => total + e.cents, 0);

describe('the ledger', () => {
  it('balances: every store\'s entries plus the shop\'s add up to what shoppers paid minus what was refunded, for any orders', () => {
    fc.assert(fc.property(fc.array(fc.tuple(order, fate), { maxLength: 12 }), (orders) => {
      const ledger: LedgerEntry[] = [];
      let paid = 0;
      let refunded = 0;
      orders.forEach(([o, what], i) => {
        if (what === 'unpaid') return;
        ledger.push(...saleEntries(i + 1, o.paid, o.lines));
        paid += o.paid;
        if (what === 'paid') return;
        for (let times = what === 'refunded' ? 1 : 2; times > 0; times--) ledger.push(...refundEntries(ledger.filter((e) => e.orderId === i + 1)));
        refunded += o.paid;
      });
      expect(sum(ledger)).toBe(paid - refunded);
      // Each order on its own, too; and a refunded one leaves every account of it at zero.
      orders.forEach(([o, what], i) => {
        const own = ledger.filter((e) => e.orderId === i + 1);
        expect(sum(own)).toBe(what === 'paid' ? o.paid : 0);
        if (what.startsWith('refunded')) for (const account of new Set(own.map((e) => e.storeId))) expect(sum(own.filter((e) => e.storeId === account))).toBe(0);
      });
      for (const e of ledger) expect(Number.isSafeInteger(e.cents)).toBe(true);
    }));
  });

  it('credits each store its sale less a commission that never exceeds its goods, and the shop exactly those commissions', () => {
    fc.assert(fc.property(order, ({ lines, paid }) => {
      const entries = saleEntries(7, paid, lines);
      for (const storeId of new Set(lines.flatMap((l) => (l.storeId === null ? [] : [l.storeId])))) {
        const own = lines.filter((l) => l.storeId === storeId);
        const sale = entries.find((e) => e.storeId === storeId && e.kind === 'sale')!.cents;
        const commission = -sum(entries.filter((e) => e.storeId === storeId && e.kind === 'commission'));
        expect(sale).toBe(own.reduce((s, l) => s + l.goodsCents + l.extraCents, 0));
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(commission).toBeLessThanOrEqual(own.reduce((s, l) => s + l.goodsCents, 0));
      }
      const shopCommission = sum(entries.filter((e) => e.storeId === null && e.kind === 'commission'));
      expect(shopCommission + sum(entries.filter((e) => e.storeId !== null && e.kind === 'commission'))).toBe(0);
    }));
  });

  it('rounds commission half up to the cent, and reads a store\'s deal before its category\'s before the shop\'s', () => {
    expect(commissionCents(1999, 1000)).toBe(200);
    expect(commissionCents(1994, 1000)).toBe(199);
    expect(commissionCents(1995, 1000)).toBe(200);
    expect(commissionCents(0, 1000)).toBe(0);
    const rates = { shopBps: 1000, byCategory: new Map([[3, 1500]]), byStore: new Map([[9, 500]]) };
    expect(commissionRateOf(rates, { storeId: 9, categoryId: 3 })).toBe(500);
    expect(commissionRateOf(rates, { storeId: 2, categoryId: 3 })).toBe(1500);
    expect(commissionRateOf(rates, { storeId: 2, categoryId: 4 })).toBe(1000);
    expect(commissionRateOf(rates, { storeId: 2, categoryId: null })).toBe(1000);
    expect(commissionRateOf(rates, { storeId: null, categoryId: 3 })).toBe(0);
  });

  it('keeps an order\'s money pending until it matured, and counts payouts at once', () => {
    const entries: LedgerEntry[] = [
      { storeId: 1, orderId: 1, kind: 'sale', cents: 10_000 },
      { storeId: 1, orderId: 1, kind: 'commission', cents: -1_000 },
      { storeId: 1, orderId: 2, kind: 'sale', cents: 5_000 },
      { storeId: 1, orderId: null, kind: 'payout', cents: -4_000 },
      { storeId: 1, orderId: null, kind: 'payout_return', cents: 1_000 },
    ];
    expect(balanceOf(entries, (id) => id === 1)).toEqual({ pendingCents: 5_000, availableCents: 6_000, paidOutCents: 3_000 });
    fc.assert(fc.property(fc.array(fc.record({ orderId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), cents: fc.integer({ min: -9_999, max: 9_999 }) })), fc.func(fc.boolean()), (rows, matured) => {
      const all = rows.map((r) => ({ storeId: 1, orderId: r.orderId, kind: r.orderId === null ? 'payout' as const : 'sale' as const, cents: r.cents }));
      const balance = balanceOf(all, (id) => matured(id));
      expect(balance.pendingCents + balance.availableCents).toBe(sum(all));
    }));
  });

  it('matures an order the return window after its delivery, never a cancelled or undelivered one', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(isMatured('2026-11-14T12:00:00.000Z', false, 14, now)).toBe(true);
    expect(isMatured('2026-11-14T12:00:00.001Z', false, 14, now)).toBe(false);
    expect(isMatured('2026-11-28T12:00:00.000Z', false, 0, now)).toBe(true);
    expect(isMatured(null, false, 0, now)).toBe(false);
    expect(isMatured('2026-11-01T00:00:00.000Z', true, 0, now)).toBe(false);
  });

  it('refuses a payout that is not a positive whole amount or above what is available', () => {
    expect(payoutProblem(0, 100)).toBe('not_positive');
    expect(payoutProblem(-5, 100)).toBe('not_positive');
    expect(payoutProblem(1.5, 100)).toBe('not_positive');
    expect(payoutProblem(101, 100)).toBe('above_available');
    expect(payoutProblem(100, 100)).toBeNull();
    expect(payoutProblem(1, -50)).toBe('above_available');
  });
});

describe('the operator\'s terms as typed', () => {
  it('reads a percentage with two decimals at most into basis points, and back', async () => {
    const { bpsToPercent, percentToBps, returnWindowOf, statementMonthOf } = await import('./earnings');
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('12,05')).toBe(1205);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('<b>5</b>')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_RATE_BPS }), (bps) => {
      expect(percentToBps(bpsToPercent(bps))).toBe(bps);
    }));
    expect(returnWindowOf('14')).toBe(14);
    expect(returnWindowOf('366')).toBeNull();
    expect(returnWindowOf('1.5')).toBeNull();
    expect(statementMonthOf('2026-11')).toBe('2026-11');
    expect(statementMonthOf('2026-13')).toBeNull();
  });
});
