/*
 * A seller cancels lines of their part of a marketplace order (issue 33, decision 0036), before
 * their parcel has left (or the shop cancels the parcels that have not left). The rest of the order
 * goes on; what the shopper owes (or is given back) is what the cancelled lines cost them, by one
 * rule shared by the server (what it writes and refunds) and the pages (what they show).
 *
 * A cancelled part never makes the rest cost more: the lines left keep the delivery they were
 * charged (free delivery reached by the whole order stays free) and their share of the voucher.
 */
import type { CartTotals } from '../cart/cart-pricing';

/** What one ordered line cost, as the order recorded it, in cents. */
export interface PartLine {
  /** Units times price. */
  subtotal: number;
  /** What its bundle offer took off. */
  bundleOffer: number;
  tax: number;
  /** Its own delivery charge, and a single-price group's charge when recorded on it. */
  shipping: number;
}

/**
 * An order's totals as its row keeps them (cents): the cart's as priced at checkout, `total` =
 * subtotal − bundleOffer + shipping + tax − voucher.
 */
export type OrderTotals = CartTotals;

/** What a line comes to before the voucher. */
export function lineAmount(line: PartLine): number {
  return line.subtotal - line.bundleOffer + line.shipping + line.tax;
}

/**
 * The order after its lines `part` are cancelled out of the live lines `live` (which include
 * `part`), and what came off: each line's own amounts, and the voucher shared pro rata by what the
 * lines came to (the lines left keep `floor(voucher × left / live)`; the part gives back the rest).
 * `removed.total` is what the shopper no longer owes, or is owed back: never negative, never more
 * than the order's total, and the order's total after is never negative.
 */
export function cancelPart(order: OrderTotals, live: readonly PartLine[], part: readonly PartLine[]): { removed: OrderTotals; after: OrderTotals } {
  const sumOf = (lines: readonly PartLine[], pick: (line: PartLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  const liveAmount = sumOf(live, lineAmount);
  const partAmount = Math.min(sumOf(part, lineAmount), liveAmount);
  const voucherLeft = liveAmount <= 0 ? 0 : Number((BigInt(order.voucher) * BigInt(liveAmount - partAmount)) / BigInt(liveAmount));
  const removedVoucher = Math.max(0, order.voucher - voucherLeft);
  const removed: OrderTotals = {
    subtotal: Math.min(order.subtotal, sumOf(part, (line) => line.subtotal)),
    bundleOffer: Math.min(order.bundleOffer, sumOf(part, (line) => line.bundleOffer)),
    shipping: Math.min(order.shipping, sumOf(part, (line) => line.shipping)),
    tax: Math.min(order.tax, sumOf(part, (line) => line.tax)),
    voucher: removedVoucher,
    total: 0,
  };
  removed.total = Math.max(0, Math.min(order.total, removed.subtotal - removed.bundleOffer + removed.shipping + removed.tax - removed.voucher));
  const after: OrderTotals = {
    subtotal: order.subtotal - removed.subtotal,
    bundleOffer: order.bundleOffer - removed.bundleOffer,
    shipping: order.shipping - removed.shipping,
    tax: order.tax - removed.tax,
    voucher: order.voucher - removed.voucher,
    total: order.total - removed.total,
  };
  return { removed, after };
}
