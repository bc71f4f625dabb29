import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, CART_SELECTED, CART_UNSELECTED, cartCount, hasBundle, selectedQuantity, SHIPPING_DELIVERY, SHIPPING_PICKUP } from './cart';
import { freeUnits, lineTax, priceCart, priceLine, priceSelectedLines, pricingLineOf, type PricingLine, TAX_FLAT, TAX_PERCENT, voucherBase } from './cart-pricing';

const NOW = Date.parse('2026-06-01T12:00:00Z');

const pricingLine = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: 1, quantity: 1, unitCents: 1000, bundle: null, tax: null, shipping: null, ...overrides,
});

const arbitraryLine = (id: number) => fc.record({
  id: fc.constant(id),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitCents: fc.integer({ min: 0, max: 5_000_000 }),
  bundle: fc.option(fc.record({ buy: fc.integer({ min: 1, max: 5 }), free: fc.integer({ min: 1, max: 3 }) }), { nil: null }),
  tax: fc.option(fc.record({ type: fc.constantFrom(TAX_FLAT, TAX_PERCENT), rate: fc.integer({ min: 0, max: 3000 }) }), { nil: null }),
  shipping: fc.option(fc.record({
    ruleId: fc.integer({ min: 1, max: 3 }),
    singlePrice: fc.boolean(),
    type: fc.constantFrom(SHIPPING_DELIVERY, SHIPPING_PICKUP),
    priceCents: fc.integer({ min: 0, max: 10_000 }),
  }), { nil: null }),
});
const arbitraryCart = fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbitraryLine(i + 1))));

describe('cart pricing rules', () => {
  it('gives a bundle deal its free units once the quantity reaches buy', () => {
    const bundle = { buy: 2, free: 1 };
    expect(freeUnits(1, bundle)).toBe(0);
    expect(freeUnits(2, bundle)).toBe(1);
    expect(freeUnits(6, bundle)).toBe(1);
    expect(freeUnits(1, { buy: 1, free: 3 })).toBe(1);
    expect(priceLine(pricingLine({ quantity: 3, unitCents: 1999, bundle })).bundleOffer).toBe(1999);
  });

  it('charges tax per unit, flat or percent of the unit price, rounded once half up', () => {
    expect(lineTax(1000, 3, { type: TAX_FLAT, rate: 50 })).toBe(150);
    expect(lineTax(1000, 3, { type: TAX_PERCENT, rate: 800 })).toBe(240);
    // 3 x 7.5 % of 0.99 = 0.22275: one rounding gives 22 cents, rounding each unit would give 21.
    expect(lineTax(99, 3, { type: TAX_PERCENT, rate: 750 })).toBe(22);
    // 5 % of 0.10 = 0.005: half up.
    expect(lineTax(10, 1, { type: TAX_PERCENT, rate: 500 })).toBe(1);
    expect(lineTax(1000, 2, null)).toBe(0);
  });

  it('charges a single-price rule once per rule and shipping type', () => {
    const shipping = (ruleId: number, type: number, priceCents: number, singlePrice = true) => ({ ruleId, singlePrice, type, priceCents });
    const priced = priceCart([
      pricingLine({ id: 1, shipping: shipping(1, SHIPPING_DELIVERY, 500) }),
      pricingLine({ id: 2, shipping: shipping(1, SHIPPING_DELIVERY, 500) }),
      pricingLine({ id: 3, shipping: shipping(1, SHIPPING_PICKUP, 200) }),
      pricingLine({ id: 4, shipping: shipping(2, SHIPPING_DELIVERY, 300, false) }),
      pricingLine({ id: 5, shipping: shipping(2, SHIPPING_DELIVERY, 300, false) }),
    ]);
    expect(priced.totals.shipping).toBe(500 + 200 + 300 + 300);
    expect(priced.shippingGroups).toEqual([
      { ruleId: 1, type: SHIPPING_DELIVERY, cents: 500, lineIds: [1, 2] },
      { ruleId: 1, type: SHIPPING_PICKUP, cents: 200, lineIds: [3] },
    ]);
    expect(priced.lines.map((line) => line.shipping)).toEqual([0, 0, 0, 300, 300]);
  });

  it('takes a voucher off but never below zero', () => {
    const priced = priceCart([pricingLine({ unitCents: 1000, quantity: 2 })], 5000);
    expect(priced.totals).toEqual({ subtotal: 2000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 2000, total: 0 });
  });

  it('keeps every total a sum of its parts', () => {
    fc.assert(fc.property(arbitraryCart, fc.integer({ min: 0, max: 10_000_000 }), (lines, voucher) => {
      const { totals, lines: amounts, shippingGroups } = priceCart(lines, voucher);
      const sum = (pick: (line: (typeof amounts)[number]) => number) => amounts.reduce((total, line) => total + pick(line), 0);
      expect(totals.subtotal).toBe(sum((line) => line.subtotal));
      expect(totals.bundleOffer).toBe(sum((line) => line.bundleOffer));
      expect(totals.tax).toBe(sum((line) => line.tax));
      expect(totals.shipping).toBe(sum((line) => line.shipping) + shippingGroups.reduce((total, group) => total + group.cents, 0));
      expect(totals.total).toBe(totals.subtotal - totals.bundleOffer + totals.shipping + totals.tax - totals.voucher);
      for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
    }));
  });

  it('never lets a voucher make a total negative', () => {
    fc.assert(fc.property(arbitraryCart, fc.integer({ min: 0, max: 100_000_000 }), (lines, voucher) => {
      const { totals } = priceCart(lines, voucher);
      expect(totals.total).toBeGreaterThanOrEqual(0);
      expect(totals.voucher).toBeLessThanOrEqual(voucher);
    }));
  });

  it('never changes another line when a line is deselected', () => {
    fc.assert(fc.property(arbitraryCart.filter((lines) => lines.length > 0), fc.nat(), (lines, pick) => {
      const dropped = lines[pick % lines.length]!.id;
      const before = priceCart(lines).lines.filter((line) => line.id !== dropped);
      const after = priceCart(lines.filter((line) => line.id !== dropped)).lines;
      expect(after).toEqual(before);
    }));
  });

  it('prices the same cart the same whatever the order of its lines', () => {
    fc.assert(fc.property(arbitraryCart, (lines) => {
      expect(priceCart([...lines].reverse()).totals).toEqual(priceCart(lines).totals);
    }));
  });

  it('bases a voucher on the goods after bundle offers', () => {
    const { totals } = priceCart([pricingLine({ quantity: 3, unitCents: 1000, bundle: { buy: 3, free: 1 }, tax: { type: TAX_FLAT, rate: 100 } })]);
    expect(voucherBase(totals)).toBe(2000);
  });
});

const apiLine = (overrides: Partial<CartLine> = {}, product: Partial<CartLine['flash_product']> = {}): CartLine => ({
  id: 1,
  product_id: 10,
  user_id: 1,
  inventory_id: 100,
  quantity: 2,
  selected: CART_SELECTED,
  shipping_place_id: 7,
  shipping_type: SHIPPING_DELIVERY,
  flash_product: {
    id: 10, slug: 'mug', title: 'Mug', badge: null, selling: 20, offered: 15.5, image: 'mug.svg', review_count: 0, rating: 0,
    price: null, end_time: null, bundle_deal: null, tax_rules: { type: TAX_PERCENT, price: 7.5 }, shipping_rule_id: 3,
    ...product,
  },
  updated_inventory: { id: 100, quantity: 9, price: 0, sku: 'MUG', inventory_attributes: [] },
  product_images: [],
  shipping_place: {
    id: 7, shipping_rule_id: 3, country: 'TR', state: 'ALL', price: 4.99, pickup_price: 1.25, day_needed: 2, pickup_point: 'Kadıköy',
    pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null, pickup_country: null, pickup_phone: null,
    shipping_rule: { id: 3, title: 'Standard', single_price: 0 },
  },
  ...overrides,
});

describe('pricing a cart line as api/v1 sends it', () => {
  it('reads the unit price, a percent tax with decimals and the delivery price in exact cents', () => {
    expect(pricingLineOf(apiLine(), NOW)).toEqual({
      id: 1, quantity: 2, unitCents: 1550, bundle: null,
      tax: { type: TAX_PERCENT, rate: 750 },
      shipping: { ruleId: 3, singlePrice: false, type: SHIPPING_DELIVERY, priceCents: 499 },
    });
  });

  it('uses the pickup price for a pickup line and the flash price while the sale runs', () => {
    const line = pricingLineOf(apiLine({ shipping_type: SHIPPING_PICKUP }, { price: 9.99, end_time: new Date(NOW + 60_000).toISOString() }), NOW);
    expect(line.shipping?.priceCents).toBe(125);
    expect(line.unitCents).toBe(999);
    expect(pricingLineOf(apiLine({}, { price: 9.99, end_time: new Date(NOW).toISOString() }), NOW).unitCents).toBe(1550);
  });

  it('prices only the selected lines', () => {
    const lines = [apiLine({ id: 1 }), apiLine({ id: 2, selected: CART_UNSELECTED })];
    const priced = priceSelectedLines(lines, NOW);
    expect(priced.lines.map((line) => line.id)).toEqual([1]);
    // 2 x 15.50, 4.99 shipping for the line, 7.5 % of 31.00 (2.325 -> 2.33).
    expect(priced.totals).toEqual({ subtotal: 3100, bundleOffer: 0, shipping: 499, tax: 233, voucher: 0, total: 3832 });
  });
});

describe('cart count rules', () => {
  it('counts the sum of quantities, and the selected quantity an order removes', () => {
    const lines = [apiLine({ id: 1, quantity: 2 }), apiLine({ id: 2, quantity: 5, selected: CART_UNSELECTED })];
    expect(cartCount(lines)).toBe(7);
    expect(selectedQuantity(lines)).toBe(2);
    expect(cartCount([])).toBe(0);
  });

  it('knows a cart with a bundle deal', () => {
    expect(hasBundle([apiLine()])).toBe(false);
    expect(hasBundle([apiLine({}, { bundle_deal: { id: 1, buy: 2, free: 1, title: 'Buy 2, get 1 free' } })])).toBe(true);
  });
});
