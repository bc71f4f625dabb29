/**
 * The one pricing truth of a cart: used by the cart screen, `voucher/validity` and `order/action`,
 * so the totals the shopper sees are exactly what the server charges. Everything is integer cents;
 * rounding happens once per amount, half up, on exact
 * integers (BigInt where a product of three factors could pass 2^53).
 */
import { type CartLine, isSelected, SHIPPING_DELIVERY, SHIPPING_PICKUP } from './cart';
import { unitPriceCents } from '../product/pricing';
import { parseCents, toCents } from '../shared/cents';
import { type FreeDelivery, freeDeliveryOf } from './free-delivery';
import { PRICE_TYPE } from './price-type';

/** Tax rule type 1 is a flat amount per unit; 2 a percent of the unit price. */
export const TAX_FLAT = PRICE_TYPE.flat;
export const TAX_PERCENT = PRICE_TYPE.percent;

/** Voucher type 1 takes a flat amount off; 2 a percent, capped. */
export const VOUCHER_FLAT = PRICE_TYPE.flat;
export const VOUCHER_PERCENT = PRICE_TYPE.percent;

/** What pricing needs of one line, in cents. */
export interface PricingLine {
  id: number;
  quantity: number;
  unitCents: number;
  bundle: { buy: number; free: number } | null;
  /** `rate` is cents per unit (flat) or hundredths of a percent (percent: 750 is 7.5 %). */
  tax: { type: number; rate: number } | null;
  /**
   * The matched place's price for the line's shipping type, and its rule; null when the line has
   * no place (it cannot ship to the address, or no address is chosen yet).
   */
  shipping: { ruleId: number; singlePrice: boolean; type: number; priceCents: number } | null;
}

export interface LineAmounts {
  id: number;
  /** unit x quantity. */
  subtotal: number;
  /** What the bundle's free units take off. */
  bundleOffer: number;
  tax: number;
  /** The line's own shipping; 0 for a single-price rule, which is charged in `shippingGroups`. */
  shipping: number;
}

/** A single-price rule charged once for all its lines of one shipping type. */
export interface ShippingGroup {
  ruleId: number;
  type: number;
  cents: number;
  /** The lines it covers, in cart order; an order records the charge on the first. */
  lineIds: number[];
}

export interface CartTotals {
  subtotal: number;
  bundleOffer: number;
  shipping: number;
  tax: number;
  voucher: number;
  /** subtotal - bundleOffer + shipping + tax - voucher; never negative. */
  total: number;
}

export interface PricedCart {
  lines: LineAmounts[];
  shippingGroups: ShippingGroup[];
  totals: CartTotals;
  /** Free delivery over the shop's threshold (core/cart/free-delivery.ts); null when the shop has none. */
  freeDelivery: FreeDelivery | null;
}

/** round(numerator / denominator) half up, for non-negative integers, exactly. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

function nonNegative(cents: number): number {
  return Number.isFinite(cents) && cents > 0 ? Math.trunc(cents) : 0;
}

/** The free units of a bundle deal: `free` of them once the quantity reaches `buy`, never more than bought. */
export function freeUnits(quantity: number, bundle: PricingLine['bundle']): number {
  if (!bundle || bundle.buy < 1 || bundle.free < 1 || quantity < bundle.buy) return 0;
  return Math.min(bundle.free, quantity);
}

/** Tax of a line: per unit, flat or percent of the unit price, times quantity, rounded once. */
export function lineTax(unitCents: number, quantity: number, tax: PricingLine['tax']): number {
  if (!tax || quantity <= 0) return 0;
  const rate = nonNegative(tax.rate);
  if (tax.type === TAX_PERCENT) return divideRounded(BigInt(nonNegative(unitCents)) * BigInt(rate) * BigInt(quantity), 10000n);
  return rate * quantity;
}

/** Amounts of one line, independent of every other line. */
export function priceLine(line: PricingLine): LineAmounts {
  const unit = nonNegative(line.unitCents);
  const quantity = Math.max(0, Math.trunc(line.quantity));
  const shared = line.shipping?.singlePrice ?? false;
  return {
    id: line.id,
    subtotal: unit * quantity,
    bundleOffer: unit * freeUnits(quantity, line.bundle),
    tax: lineTax(unit, quantity, line.tax),
    shipping: line.shipping && !shared ? nonNegative(line.shipping.priceCents) : 0,
  };
}

/**
 * Prices the given lines (the caller passes the selected ones) and, when given, takes the voucher
 * discount off. Single-price rules are charged once per rule and shipping type, at the highest
 * price among their lines so that the charge does not depend on which line comes first. Goods
 * reaching `freeDeliveryOverCents` (the shop's threshold, null when off) ship free: every line's
 * and group's shipping is 0, so an order's lines still add up to its shipping.
 */
export function priceCart(lines: readonly PricingLine[], voucherCents = 0, freeDeliveryOverCents: number | null = null): PricedCart {
  const amounts = lines.map(priceLine);
  const groups = new Map<string, ShippingGroup>();
  for (const line of lines) {
    if (!line.shipping?.singlePrice) continue;
    const key = `${line.shipping.ruleId}:${line.shipping.type}`;
    const cents = nonNegative(line.shipping.priceCents);
    const group = groups.get(key);
    if (group) {
      group.cents = Math.max(group.cents, cents);
      group.lineIds.push(line.id);
    } else {
      groups.set(key, { ruleId: line.shipping.ruleId, type: line.shipping.type, cents, lineIds: [line.id] });
    }
  }
  const shippingGroups = [...groups.values()];
  let subtotal = 0;
  let bundleOffer = 0;
  let shipping = 0;
  let tax = 0;
  for (const line of amounts) {
    subtotal += line.subtotal;
    bundleOffer += line.bundleOffer;
    shipping += line.shipping;
    tax += line.tax;
  }
  for (const group of shippingGroups) shipping += group.cents;
  const freeDelivery = freeDeliveryOf(voucherBase({ subtotal, bundleOffer }), shipping, freeDeliveryOverCents);
  if (freeDelivery?.reached) {
    for (const line of amounts) line.shipping = 0;
    for (const group of shippingGroups) group.cents = 0;
    shipping = 0;
  }
  const beforeVoucher = subtotal - bundleOffer + shipping + tax;
  const voucher = Math.min(nonNegative(voucherCents), beforeVoucher);
  return {
    lines: amounts,
    shippingGroups,
    totals: { subtotal, bundleOffer, shipping, tax, voucher, total: beforeVoucher - voucher },
    freeDelivery,
  };
}

/** What a voucher's minimum spend and percent apply to: the goods after bundle offers, before shipping and tax. */
export function voucherBase(totals: Pick<CartTotals, 'subtotal' | 'bundleOffer'>): number {
  return totals.subtotal - totals.bundleOffer;
}

/** The pricing view of a cart line as api/v1 sends it, at `now` (flash prices end on time). */
export function pricingLineOf(line: CartLine, now: number | Date): PricingLine {
  const product = line.flash_product;
  const unit = unitPriceCents(product, line.updated_inventory, now).cents;
  const deal = product.bundle_deal;
  const taxRule = product.tax_rules;
  const place = line.shipping_place;
  const pickup = line.shipping_type === SHIPPING_PICKUP;
  return {
    id: line.id,
    quantity: line.quantity,
    unitCents: unit,
    bundle: deal ? { buy: deal.buy, free: deal.free } : null,
    // Flat tax is an amount (cents); a percent is read with two decimals (hundredths of a percent).
    tax: taxRule ? { type: Number(taxRule.type), rate: parseCents(taxRule.price) ?? 0 } : null,
    shipping: place
      ? {
          ruleId: place.shipping_rule.id,
          singlePrice: Number(place.shipping_rule.single_price) === 1,
          type: pickup ? SHIPPING_PICKUP : SHIPPING_DELIVERY,
          priceCents: toCents(pickup ? place.pickup_price : place.price),
        }
      : null,
  };
}

/**
 * The selected lines of a cart priced at `now`, with an optional voucher discount in cents and the
 * shop's free-delivery threshold in cents (null: off).
 */
export function priceSelectedLines(lines: readonly CartLine[], now: number | Date, voucherCents = 0, freeDeliveryOverCents: number | null = null): PricedCart {
  return priceCart(lines.filter(isSelected).map((line) => pricingLineOf(line, now)), voucherCents, freeDeliveryOverCents);
}
