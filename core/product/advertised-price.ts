/**
 * The advertised price of a product: what a tile, a listing and the product page before a choice
 * show (decision 0001). It is the lowest unit price a shopper can actually pay among the variants
 * in stock (all variants when none is), so a list never shows a price no variant sells at; "from"
 * marks a product whose candidate variants pay different prices. The badge and the struck price
 * are those of that cheapest variant, so the "-N%" is true of the price shown.
 */
import { fromCents, type MoneyInput, ownPriceCents, parseCents, type PriceCents, priceForOwn, type PricedProduct, type PricedVariant } from './pricing';

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

/**
 * The everyday prices (cents; null: the product's own price applies) of the variants a shopper
 * can buy: those in stock, or every variant when none is (the product is sold out and shows what
 * it costs when it is back).
 */
export function candidateOwnPrices(variants: readonly StockedVariant[]): (number | null)[] {
  const stocked = variants.filter((variant) => Number.isFinite(variant.quantity) && variant.quantity > 0);
  return (stocked.length > 0 ? stocked : variants).map(ownPriceCents);
}

/** The advertised price of a product over its variants at `now`; a product without variants is priced as itself. */
export function advertisedPriceCents(product: PricedProduct, variants: readonly StockedVariant[], now: number | Date): AdvertisedPriceCents {
  const owns = candidateOwnPrices(variants);
  if (owns.length === 0) return { ...priceForOwn(product, null, now), from: false };
  const prices = owns.map((own) => priceForOwn(product, own, now));
  // The cheapest to pay; among equal payments, the one of the lowest everyday price (what the
  // tile's range finds), so the struck price and badge do not depend on the variants' order.
  const everyday = (own: number | null) => own ?? parseCents(product.selling) ?? 0;
  let bestAt = 0;
  for (let n = 1; n < prices.length; n++) {
    const unit = prices[n]!.unit;
    const bestUnit = prices[bestAt]!.unit;
    if (unit < bestUnit || (unit === bestUnit && everyday(owns[n]!) < everyday(owns[bestAt]!))) bestAt = n;
  }
  const best = prices[bestAt]!;
  return { ...best, from: prices.some((price) => price.unit !== best.unit) };
}

/** The highest unit price (cents) among the variants a shopper can buy; the product's own price without variants. */
export function highestCandidateCents(product: PricedProduct, variants: readonly StockedVariant[], now: number | Date): number {
  const owns = candidateOwnPrices(variants);
  if (owns.length === 0) return priceForOwn(product, null, now).unit;
  return Math.max(...owns.map((own) => priceForOwn(product, own, now).unit));
}

/**
 * The advertised price from the everyday-price range of the candidate variants, as a tile carries
 * it (`low`/`high` amounts; missing: the product's own price). The unit price grows with the
 * everyday price, so the cheapest candidate is the one priced `low`: the same answer as
 * `advertisedPriceCents` over the variants themselves.
 */
export function advertisedFromRange(product: PricedProduct, low: MoneyInput, high: MoneyInput, now: number | Date): AdvertisedPriceCents {
  const lowCents = parseCents(low);
  if (lowCents === null || lowCents <= 0) return { ...priceForOwn(product, null, now), from: false };
  const best = priceForOwn(product, lowCents, now);
  const highCents = parseCents(high);
  const top = highCents !== null && highCents > lowCents ? priceForOwn(product, highCents, now).unit : best.unit;
  return { ...best, from: top !== best.unit };
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
