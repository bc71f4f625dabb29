/**
 * The advertised price of a product: what a tile, a listing and the product page before a choice
 * show (decision 0001). It is the lowest unit price a shopper can actually pay among the variants
 * in stock (all variants when none is), so a list never shows a price no variant sells at; "from"
 * marks a product whose candidate variants pay different prices. The badge and the struck price
 * are those of that cheapest variant, so the "-N%" is true of the price shown.
 */
import { ownPriceCents, type PriceCents, priceCentsForOwn, type PricedProduct, type PricedVariant, productCentsOf, type ProductCents } from './pricing';
import { fromCents, type MoneyInput, parseCents } from '../shared/cents';

/** A variant as the advertised price reads it: its own price and its stock. */
export interface StockedVariant extends PricedVariant {
  quantity: number;
}

export interface AdvertisedPriceCents extends PriceCents {
  /** True when the candidate variants pay different unit prices ("from $X"). */
  from: boolean;
}

/** The advertised price in API amounts, for display. */
export interface AdvertisedDisplay {
  current: number;
  previous: number | null;
  discountPercent: number;
  from: boolean;
}

/** The candidates of `variants`: those in stock, or every variant when none is. */
function candidates<V extends { quantity: number }>(variants: readonly V[]): readonly V[] {
  const stocked = variants.filter((variant) => Number.isFinite(variant.quantity) && variant.quantity > 0);
  return stocked.length > 0 ? stocked : variants;
}

/**
 * The everyday prices (cents; null: the product's own price applies) of the variants a shopper
 * can buy: those in stock, or every variant when none is (the product is sold out and shows what
 * it costs when it is back).
 */
export function candidateOwnPrices(variants: readonly StockedVariant[]): (number | null)[] {
  return candidates(variants).map(ownPriceCents);
}

/** `candidateOwnPrices` of variants read as stored: each one's own price in cents (`ownCents`) and its stock. */
export function candidateOwnCents(variants: readonly { own: number | null; quantity: number }[]): (number | null)[] {
  return candidates(variants).map((variant) => variant.own);
}

/** The advertised price of a product's cents over its candidates' own prices (`candidateOwnPrices`) at `now`. */
export function advertisedCents(prices: ProductCents, owns: readonly (number | null)[], now: number | Date): AdvertisedPriceCents {
  if (owns.length === 0) return { ...priceCentsForOwn(prices, null, now), from: false };
  const priced = owns.map((own) => priceCentsForOwn(prices, own, now));
  // The cheapest to pay; among equal payments, the one of the lowest everyday price (what the
  // tile's range finds), so the struck price and badge do not depend on the variants' order.
  const everyday = (own: number | null) => own ?? prices.selling ?? 0;
  let bestAt = 0;
  for (let n = 1; n < priced.length; n++) {
    const unit = priced[n]!.unit;
    const bestUnit = priced[bestAt]!.unit;
    if (unit < bestUnit || (unit === bestUnit && everyday(owns[n]!) < everyday(owns[bestAt]!))) bestAt = n;
  }
  const best = priced[bestAt]!;
  return { ...best, from: priced.some((price) => price.unit !== best.unit) };
}

/** The advertised price of a product as api/v1 sends it, over its variants at `now`; a product without variants is priced as itself. */
export function advertisedPriceCents(product: PricedProduct, variants: readonly StockedVariant[], now: number | Date): AdvertisedPriceCents {
  return advertisedCents(productCentsOf(product), candidateOwnPrices(variants), now);
}

/** The highest unit price (cents) among the variants a shopper can buy; the product's own price without variants. */
export function highestCandidateCents(product: PricedProduct, variants: readonly StockedVariant[], now: number | Date): number {
  const prices = productCentsOf(product);
  const owns = candidateOwnPrices(variants);
  if (owns.length === 0) return priceCentsForOwn(prices, null, now).unit;
  return Math.max(...owns.map((own) => priceCentsForOwn(prices, own, now).unit));
}

/**
 * The advertised price from the everyday-price range (cents) of the candidate variants, as a tile
 * carries it (null: the product's own price). The unit price grows with the everyday price, so
 * the cheapest candidate is the one priced `low`: the same answer as `advertisedCents` over the
 * variants themselves.
 */
export function advertisedRangeCents(prices: ProductCents, lowCents: number | null, highCents: number | null, now: number | Date): AdvertisedPriceCents {
  if (lowCents === null || lowCents <= 0) return { ...priceCentsForOwn(prices, null, now), from: false };
  const best = priceCentsForOwn(prices, lowCents, now);
  const top = highCents !== null && highCents > lowCents ? priceCentsForOwn(prices, highCents, now).unit : best.unit;
  return { ...best, from: top !== best.unit };
}

/** `advertisedRangeCents` of a tile as api/v1 sends it (`low`/`high` amounts; missing: the product's own price). */
export function advertisedFromRange(product: PricedProduct, low: MoneyInput, high: MoneyInput, now: number | Date): AdvertisedPriceCents {
  return advertisedRangeCents(productCentsOf(product), parseCents(low), parseCents(high), now);
}

/** A price in cents as display amounts. */
export function advertisedDisplay(price: AdvertisedPriceCents): AdvertisedDisplay {
  return {
    current: fromCents(price.unit),
    previous: price.previous === null ? null : fromCents(price.previous),
    discountPercent: price.discountPercent,
    from: price.from,
  };
}
