/**
 * Pricing rules shared by the browser and the backend (one price per variant: docs/decisions/0001-one-price-per-variant.md).
 *
 * Money is worked in integer minor units (cents) so no floating-point drift ever reaches a
 * comparison or a percentage. The server works in cents from its rows (`ProductCents`,
 * `unitCentsForOwn`); api/v1 amounts cross into cents once, in the browser, through `toCents` and
 * `productCentsOf`, which round the decimal as written (half away from zero, two decimals);
 * everything after that is integer maths. The crossings themselves (`parseCents`, `toCents`,
 * `fromCents`) are shared money arithmetic, in core/shared/cents.ts.
 */
import { fromCents, type MoneyInput, parseCents, toCents } from '../shared/cents';

/** The product fields pricing reads; a `ProductTile` and the product detail both fit. */
export interface PricedProduct {
  selling: MoneyInput;
  offered: MoneyInput;
  /** The flash-sale price, or null when the product is in no running sale. */
  price: MoneyInput;
  /** The flash sale's end (ISO 8601), or null. */
  end_time: string | null | undefined;
}

/** The chosen variant (an `inventory` row); its own price counts only when it has attributes and is above 0. */
export interface PricedVariant {
  price: MoneyInput;
  inventory_attributes?: readonly unknown[] | null;
}

/** Which rule set the unit price. */
export type PriceSource = 'variant' | 'flash' | 'offered' | 'selling';

/** A product's price as the shopper sees it, in cents. */
export interface PriceCents {
  /** What the shopper pays per unit now. */
  unit: number;
  /** The struck-through selling price, or null when no offer or flash price undercuts it. */
  previous: number | null;
  /** Whole percent saved, truncated; 0 without a previous price. */
  discountPercent: number;
  source: PriceSource;
}

/** The same price in API amounts (decimals), ready for `formatPrice`. */
export interface DisplayPrice {
  current: number;
  previous: number | null;
  discountPercent: number;
}

/** A price in cents; missing, malformed and negative amounts are no price. */
function priceCents(amount: MoneyInput): number | null {
  const cents = parseCents(amount);
  return cents !== null && cents >= 0 ? cents : null;
}

function instant(now: number | Date): number {
  return typeof now === 'number' ? now : now.getTime();
}

/**
 * A product's prices in cents, as the database keeps them and every rule below works them; null
 * is no price (missing, malformed or negative). The server builds it from its rows directly; the
 * browser from api/v1 amounts through `productCentsOf`, the one mapper on that side.
 */
export interface ProductCents {
  selling: number | null;
  offered: number | null;
  /** The flash-sale price, or null when the product is in no running sale. */
  flash: number | null;
  /** The flash sale's end (ISO 8601), or null. */
  flashEnd: string | null;
}

/** The cents of a product as api/v1 sends it (a tile, the product detail): the edge mapper into cents. */
export function productCentsOf(product: PricedProduct): ProductCents {
  return { selling: priceCents(product.selling), offered: priceCents(product.offered), flash: priceCents(product.price), flashEnd: product.end_time ?? null };
}

/** Whether the flash price counts at `now`: there is one, its end is set and still ahead (the end is exclusive). */
function flashRunning(prices: Pick<ProductCents, 'flash' | 'flashEnd'>, now: number | Date): boolean {
  if (prices.flash === null || !prices.flashEnd) return false;
  const end = Date.parse(prices.flashEnd);
  return Number.isFinite(end) && end > instant(now);
}

/**
 * Whether the flash price counts at `now`: there is one, its end time is set and still ahead.
 * The end is exclusive: at the exact end instant the sale is over.
 */
export function flashActive(product: Pick<PricedProduct, 'price' | 'end_time'>, now: number | Date): boolean {
  return flashRunning({ flash: priceCents(product.price), flashEnd: product.end_time ?? null }, now);
}

function hasAttributes(variant: PricedVariant | null | undefined): variant is PricedVariant {
  return Array.isArray(variant?.inventory_attributes) && variant.inventory_attributes.length > 0;
}

/**
 * A variant's own everyday price from its stored cents, or null when the product's price applies:
 * a variant without attributes (the default inventory) or priced 0. See docs/decisions/0001-one-price-per-variant.md.
 */
export function ownCents(priceCentsOfVariant: number | null, withAttributes: boolean): number | null {
  return withAttributes && priceCentsOfVariant !== null && priceCentsOfVariant > 0 ? priceCentsOfVariant : null;
}

/** The variant's own everyday price in cents from its api/v1 amounts (see `ownCents`). */
export function ownPriceCents(variant: PricedVariant | null | undefined): number | null {
  return ownCents(hasAttributes(variant) ? priceCents(variant.price) : null, hasAttributes(variant));
}

/** The product-level price (no variant): the running flash price, else offered when above 0, else selling. */
function productUnitCents(prices: ProductCents, now: number | Date): { cents: number; source: Exclude<PriceSource, 'variant'> } {
  if (flashRunning(prices, now)) return { cents: prices.flash!, source: 'flash' };
  if (prices.offered !== null && prices.offered > 0) return { cents: prices.offered, source: 'offered' };
  return { cents: prices.selling ?? 0, source: 'selling' };
}

/** round(a x b / c) half up, exactly, for non-negative integers and c > 0. */
function scaleRounded(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (BigInt(c) * 2n));
}

/**
 * The unit price in cents of a variant whose everyday price is `own` (null: the product's price
 * applies), and the rule that set it. One rule for every variant (decision 0001): an offer or a
 * running flash sale is the product-level reduction `reduced / selling`, applied to the variant's
 * own price and rounded half up to the cent; a variant without its own price (or priced at
 * selling) pays the product-level price itself, exactly as a product without variants does.
 */
export function unitCentsForOwn(prices: ProductCents, own: number | null, now: number | Date): { cents: number; source: PriceSource } {
  const level = productUnitCents(prices, now);
  if (own === null) return level;
  const selling = prices.selling;
  if (level.source === 'selling' || selling === null || selling <= 0) return { cents: own, source: 'variant' };
  return { cents: scaleRounded(own, level.cents, selling), source: level.source };
}

/** `unitCentsForOwn` of a product as api/v1 sends it. */
export function unitPriceForOwn(product: PricedProduct, own: number | null, now: number | Date): { cents: number; source: PriceSource } {
  return unitCentsForOwn(productCentsOf(product), own, now);
}

/**
 * The unit price in cents and the rule that set it, for the chosen variant (or the product when
 * none): see `unitPriceForOwn`. 'variant' means the variant's own price with no reduction.
 */
export function unitPriceCents(product: PricedProduct, variant: PricedVariant | null | undefined, now: number | Date): { cents: number; source: PriceSource } {
  return unitPriceForOwn(product, ownPriceCents(variant), now);
}

/**
 * Discount in whole percent: 100 - (current / previous x 100), truncated, computed exactly on
 * cents. 0 without a previous price, when it is not above 0, or when current is not below it.
 */
export function discountPercentCents(current: number, previous: number | null | undefined): number {
  if (previous == null || !(previous > 0) || current >= previous) return 0;
  if (current <= 0) return 100;
  // 100 - 100c/p lies in (0, 100), so truncating it is 100 - ceil(100c/p); the remainder keeps
  // the ceiling exact where 100c/p as a double could round onto a whole number.
  const scaled = current * 100;
  const remainder = scaled % previous;
  const ceiling = (scaled - remainder) / previous + (remainder > 0 ? 1 : 0);
  return 100 - ceiling;
}

/**
 * The whole price in cents of a variant whose everyday price is `own` (null: the product's). The
 * struck previous price is that everyday price (the variant's own, else selling) when an offer or
 * flash sale brought the unit price below it; an "offer" at or above it strikes nothing.
 */
export function priceForOwn(product: PricedProduct, own: number | null, now: number | Date): PriceCents {
  return priceCentsForOwn(productCentsOf(product), own, now);
}

/** `priceForOwn` on a product's cents. */
export function priceCentsForOwn(prices: ProductCents, own: number | null, now: number | Date): PriceCents {
  const { cents: unit, source } = unitCentsForOwn(prices, own, now);
  const everyday = own ?? prices.selling;
  const reduced = (source === 'flash' || source === 'offered') && everyday !== null && everyday > unit;
  const previous = reduced ? everyday : null;
  return { unit, previous, discountPercent: discountPercentCents(unit, previous), source };
}

/** The whole price of a product (or one of its variants) in cents: see `priceForOwn`. */
export function priceInCents(product: PricedProduct, variant: PricedVariant | null | undefined, now: number | Date): PriceCents {
  return priceForOwn(product, ownPriceCents(variant), now);
}

/** What the shopper pays per unit, as an API amount (see `unitPriceCents`). */
export function unitPrice(product: PricedProduct, variant: PricedVariant | null | undefined, now: number | Date): number {
  return fromCents(unitPriceCents(product, variant, now).cents);
}

/** The struck-through price as an API amount, or null (see `priceInCents`). */
export function previousPrice(product: PricedProduct, variant: PricedVariant | null | undefined, now: number | Date): number | null {
  const { previous } = priceInCents(product, variant, now);
  return previous === null ? null : fromCents(previous);
}

/** Discount in whole percent between two API amounts, exact and truncated (see `discountPercentCents`). */
export function discountPercent(current: MoneyInput, previous: MoneyInput): number {
  const before = parseCents(previous);
  return before === null ? 0 : discountPercentCents(toCents(current), before);
}

/** Current price, struck previous price and discount of a product, in API amounts, for display. */
export function displayPrice(product: PricedProduct, variant: PricedVariant | null | undefined, now: number | Date): DisplayPrice {
  const { unit, previous, discountPercent: percent } = priceInCents(product, variant, now);
  return { current: fromCents(unit), previous: previous === null ? null : fromCents(previous), discountPercent: percent };
}
