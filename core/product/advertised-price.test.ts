import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advertisedFromRange, advertisedPriceCents, candidateOwnPrices, highestCandidateCents, type StockedVariant } from './advertised-price';
import { discountPercentCents, ownPriceCents, priceInCents, unitPriceCents, type PricedProduct } from './pricing';
import { fromCents, toCents } from '../shared/cents';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

const amount = (min: number, max: number) => fc.integer({ min, max }).map(fromCents);
// A product with or without an offer and a flash sale that may run, have ended or not started.
const arbitraryProduct: fc.Arbitrary<PricedProduct> = fc.record({
  selling: amount(1, 1_000_000),
  offered: fc.oneof(fc.constant(0), amount(1, 1_000_000)),
  price: fc.option(amount(0, 1_000_000), { nil: null }),
  end_time: fc.option(fc.integer({ min: -3 * DAY, max: 3 * DAY }).map(at), { nil: null }),
});
// Variants with their own price (attributes, price above 0) or the product's, in or out of stock.
const arbitraryVariant: fc.Arbitrary<StockedVariant> = fc.record({
  price: fc.oneof(fc.constant(0), amount(1, 1_200_000)),
  inventory_attributes: fc.oneof(fc.constant([]), fc.constant([{ id: 1 }]), fc.constant([{ id: 1 }, { id: 2 }])),
  quantity: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })),
});
const arbitraryVariants = fc.array(arbitraryVariant, { maxLength: 8 });
const instant = fc.integer({ min: -4 * DAY, max: 4 * DAY }).map((ms) => NOW + ms);

/** What the cart and order charge for one unit of `variant`. */
const charge = (p: PricedProduct, v: StockedVariant | null, now: number) => unitPriceCents(p, v, now).cents;

describe('advertised price (decision 0001)', () => {
  it('is the lowest unit price among the variants in stock (all variants when none is), at any time', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariants, instant, (p, variants, now) => {
        const advertised = advertisedPriceCents(p, variants, now);
        const stocked = variants.filter((v) => v.quantity > 0);
        const candidates = stocked.length > 0 ? stocked : variants;
        const expected = candidates.length > 0 ? Math.min(...candidates.map((v) => charge(p, v, now))) : charge(p, null, now);
        expect(advertised.unit).toBe(expected);
        // Some candidate variant is charged exactly the advertised price.
        if (candidates.length > 0) expect(candidates.some((v) => charge(p, v, now) === advertised.unit)).toBe(true);
      }),
    );
  });

  it('never advertises below what every candidate variant is charged, and says "from" exactly when they differ', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariants, instant, (p, variants, now) => {
        const advertised = advertisedPriceCents(p, variants, now);
        const stocked = variants.filter((v) => v.quantity > 0);
        const units = (stocked.length > 0 ? stocked : variants).map((v) => charge(p, v, now));
        for (const unit of units) expect(unit).toBeGreaterThanOrEqual(advertised.unit);
        expect(advertised.from).toBe(new Set(units).size > 1);
        expect(highestCandidateCents(p, variants, now)).toBe(units.length > 0 ? Math.max(...units) : advertised.unit);
      }),
    );
  });

  it('computes the badge from the price shown, against that variant\'s own struck price', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariants, instant, (p, variants, now) => {
        const advertised = advertisedPriceCents(p, variants, now);
        expect(advertised.discountPercent).toBe(discountPercentCents(advertised.unit, advertised.previous));
        if (advertised.previous !== null) expect(advertised.previous).toBeGreaterThan(advertised.unit);
        else expect(advertised.discountPercent).toBe(0);
      }),
    );
  });

  it('gives the same answer from the tile\'s everyday-price range as from the variants themselves', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariants, instant, (p, variants, now) => {
        // The range as the server sends it: own price, else selling, over the candidates.
        const everyday = candidateOwnPrices(variants).map((own) => own ?? toCents(p.selling));
        const low = everyday.length > 0 ? fromCents(Math.min(...everyday)) : null;
        const high = everyday.length > 0 ? fromCents(Math.max(...everyday)) : null;
        const fromRange = advertisedFromRange(p, low, high, now);
        const { source: _a, ...expected } = advertisedPriceCents(p, variants, now);
        const { source: _b, ...actual } = fromRange;
        expect(actual).toEqual(expected);
      }),
    );
  });

  it('leaves a product without variants (or with only its default inventory) priced as before', () => {
    fc.assert(
      fc.property(arbitraryProduct, instant, fc.integer({ min: 0, max: 20 }), (p, now, quantity) => {
        const plain = priceInCents(p, null, now);
        expect(advertisedPriceCents(p, [], now)).toEqual({ ...plain, from: false });
        expect(advertisedPriceCents(p, [{ price: 0, inventory_attributes: [], quantity }], now)).toEqual({ ...plain, from: false });
        expect(advertisedFromRange(p, null, null, now)).toEqual({ ...plain, from: false });
        // Before decision 0001: flash while running, else offered above 0, else selling.
        const running = p.price != null && p.end_time != null && Date.parse(p.end_time) > now;
        expect(plain.unit).toBe(running ? toCents(p.price) : toCents(p.offered) > 0 ? toCents(p.offered) : toCents(p.selling));
      }),
    );
  });

  it('gives every variant the same reduction as the product, to the cent', () => {
    fc.assert(
      fc.property(arbitraryProduct, arbitraryVariant, instant, (p, v, now) => {
        const own = ownPriceCents(v);
        fc.pre(own !== null);
        const level = priceInCents(p, null, now);
        const price = priceInCents(p, v, now);
        if (level.source === 'selling') expect(price.unit).toBe(own);
        // |unit/own - level/selling| within half a cent of the variant's price.
        else expect(Math.abs(price.unit * toCents(p.selling) - own! * level.unit)).toBeLessThanOrEqual(toCents(p.selling) / 2);
      }),
    );
  });

  it('shows "from" the cheapest in-stock colour of product 1043 at its offer', () => {
    // Selling 67.99, offered 58.75; colours at their own everyday price, one sold out.
    const p: PricedProduct = { selling: 67.99, offered: 58.75, price: null, end_time: null };
    const colours: StockedVariant[] = [
      { price: 67.99, inventory_attributes: [{ id: 1 }], quantity: 0 },
      { price: 68.99, inventory_attributes: [{ id: 2 }], quantity: 4 },
      { price: 70.99, inventory_attributes: [{ id: 3 }], quantity: 9 },
    ];
    const advertised = advertisedPriceCents(p, colours, NOW);
    // 68.99 x 58.75 / 67.99 = 59.6146...: what the cart charges for that colour.
    expect(advertised).toMatchObject({ unit: 5961, previous: 6899, discountPercent: 13, from: true });
    expect(charge(p, colours[1]!, NOW)).toBe(5961);
  });
});
