import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_DELIVERY, SHIPPING_PICKUP } from './cart';
import { priceCart, type PricingLine, TAX_FLAT, TAX_PERCENT, voucherBase } from './cart-pricing';
import { freeDeliveryOf } from './free-delivery';
import { freeDeliveryThreshold } from '../common/free-delivery-setting';

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: 1, quantity: 1, unitCents: 1000, bundle: null, tax: null, shipping: null, ...overrides,
});
const ship = (priceCents: number, o: { ruleId?: number; singlePrice?: boolean; type?: number } = {}) =>
  ({ ruleId: o.ruleId ?? 1, singlePrice: o.singlePrice ?? false, type: o.type ?? SHIPPING_DELIVERY, priceCents });

// Shipping always costs something here, so "shipping is 0" says exactly "free delivery applied".
const arbitraryLine = (id: number) => fc.record({
  id: fc.constant(id),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitCents: fc.integer({ min: 0, max: 20_000 }),
  bundle: fc.option(fc.record({ buy: fc.integer({ min: 1, max: 5 }), free: fc.integer({ min: 1, max: 3 }) }), { nil: null }),
  tax: fc.option(fc.record({ type: fc.constantFrom(TAX_FLAT, TAX_PERCENT), rate: fc.integer({ min: 0, max: 3000 }) }), { nil: null }),
  shipping: fc.record({
    ruleId: fc.integer({ min: 1, max: 3 }),
    singlePrice: fc.boolean(),
    type: fc.constantFrom(SHIPPING_DELIVERY, SHIPPING_PICKUP),
    priceCents: fc.integer({ min: 1, max: 5_000 }),
  }),
});
const arbitraryCart = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbitraryLine(i + 1))));
const arbitraryThreshold = fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null });

describe('free delivery', () => {
  it('reads the setting: an amount from common, cents from the database, off when unset or 0', () => {
    expect(freeDeliveryThreshold(50)).toBe(5000);
    expect(freeDeliveryThreshold('49.99')).toBe(4999);
    expect(freeDeliveryThreshold(5000, true)).toBe(5000);
    for (const off of [null, undefined, '', 0, '0', -5, 'abc']) expect(freeDeliveryThreshold(off)).toBeNull();
    expect(freeDeliveryThreshold(0, true)).toBeNull();
  });

  it('says how much more is needed, then that it is reached, and is absent when off', () => {
    expect(freeDeliveryOf(3000, 500, 5000)).toEqual({ overCents: 5000, basisCents: 3000, missingCents: 2000, reached: false, waivedCents: 0 });
    expect(freeDeliveryOf(5000, 500, 5000)).toEqual({ overCents: 5000, basisCents: 5000, missingCents: 0, reached: true, waivedCents: 500 });
    expect(freeDeliveryOf(9999, 500, null)).toBeNull();
  });

  it('waives delivery and pickup charges, per line and single-price, once the goods reach the threshold', () => {
    const lines = [
      line({ id: 1, unitCents: 3000, shipping: ship(500) }),
      line({ id: 2, unitCents: 1500, shipping: ship(700, { ruleId: 2, singlePrice: true }) }),
      line({ id: 3, unitCents: 500, shipping: ship(125, { ruleId: 3, type: SHIPPING_PICKUP }) }),
    ];
    const under = priceCart(lines, 0, 5001);
    expect(under.totals.shipping).toBe(500 + 700 + 125);
    expect(under.freeDelivery).toMatchObject({ reached: false, missingCents: 1 });
    const over = priceCart(lines, 0, 5000);
    expect(over.totals).toEqual({ subtotal: 5000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 5000 });
    expect(over.lines.map((l) => l.shipping)).toEqual([0, 0, 0]);
    expect(over.shippingGroups.map((g) => g.cents)).toEqual([0]);
    expect(over.freeDelivery).toEqual({ overCents: 5000, basisCents: 5000, missingCents: 0, reached: true, waivedCents: 1325 });
  });

  it('compares the goods after bundle offers, before voucher and tax', () => {
    // 3 x $20 with one free: $40 of goods, under $50 however much tax is added.
    const bundled = [line({ quantity: 3, unitCents: 2000, bundle: { buy: 3, free: 1 }, tax: { type: TAX_FLAT, rate: 1000 }, shipping: ship(500) })];
    expect(priceCart(bundled, 0, 5000).totals.shipping).toBe(500);
    // $60 of goods with a $20 voucher: still free delivery.
    const priced = priceCart([line({ quantity: 3, unitCents: 2000, shipping: ship(500) })], 2000, 5000);
    expect(priced.totals).toMatchObject({ shipping: 0, voucher: 2000, total: 4000 });
  });

  it('shipping is 0 exactly when the threshold is on and the goods reach it; everything else is unchanged', () => {
    fc.assert(fc.property(arbitraryCart, arbitraryThreshold, fc.integer({ min: 0, max: 50_000 }), (lines, threshold, voucher) => {
      const plain = priceCart(lines, voucher);
      const priced = priceCart(lines, voucher, threshold);
      const basis = voucherBase(priced.totals);
      const free = threshold !== null && basis >= threshold;
      expect(priced.totals.shipping === 0).toBe(free);
      expect(priced.totals.shipping).toBe(free ? 0 : plain.totals.shipping);
      expect(priced.freeDelivery === null).toBe(threshold === null);
      if (priced.freeDelivery) {
        expect(priced.freeDelivery.reached).toBe(free);
        expect(priced.freeDelivery.missingCents).toBe(free ? 0 : threshold! - basis);
        expect(priced.freeDelivery.waivedCents).toBe(free ? plain.totals.shipping : 0);
      }
      // Goods, tax and the sum are what they were; the lines and groups add up to the shipping.
      const { subtotal, bundleOffer, tax, voucher: taken, total } = priced.totals;
      expect({ subtotal, bundleOffer, tax }).toEqual({ subtotal: plain.totals.subtotal, bundleOffer: plain.totals.bundleOffer, tax: plain.totals.tax });
      expect(total).toBe(subtotal - bundleOffer + priced.totals.shipping + tax - taken);
      expect(total).toBeGreaterThanOrEqual(0);
      const lineShipping = priced.lines.reduce((sum, l) => sum + l.shipping, 0) + priced.shippingGroups.reduce((sum, g) => sum + g.cents, 0);
      expect(lineShipping).toBe(priced.totals.shipping);
    }), { seed: 28_0002, numRuns: 300 });
  });
});
