/**
 * Whether a voucher applies to an order and how much it takes off:
 * public, inside its validity window, the goods (after bundle offers, before shipping and tax) reach
 * the minimum spend, under its usage limit and the buyer's limit; a flat amount or a percent capped
 * by `capped`. A discount never exceeds the goods it applies to, so a total never goes negative.
 * Expected failures are codes the UI maps to messages.
 */
import { VOUCHER_PERCENT } from '../cart/cart-pricing';

/** A voucher's terms in cents (`amount` is hundredths of a percent for a percent voucher). */
export interface VoucherTerms {
  id: number;
  code: string;
  type: number;
  amount: number;
  /** Upper bound of a percent discount in cents, or null. */
  cappedCents: number | null;
  minSpendCents: number;
  usageLimit: number | null;
  limitPerCustomer: number | null;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** Visibility 1 public. */
  isPublic: boolean;
}

/** How often the voucher was used: by anyone, and by this buyer. */
export interface VoucherUsage {
  total: number;
  byCustomer: number;
}

export type VoucherRefusal =
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_MIN_SPEND'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_CUSTOMER_LIMIT';

export type VoucherCheck = { ok: true; discountCents: number } | { ok: false; code: VoucherRefusal };

/** The discount of a voucher on `baseCents` of goods, ignoring its conditions. */
export function voucherDiscount(terms: Pick<VoucherTerms, 'type' | 'amount' | 'cappedCents'>, baseCents: number): number {
  const base = Math.max(0, baseCents);
  const amount = Math.max(0, Math.trunc(terms.amount));
  let discount: number;
  if (terms.type === VOUCHER_PERCENT) {
    // Half up, exactly: base x hundredths of a percent / 10000.
    discount = Number((BigInt(base) * BigInt(amount) * 2n + 10000n) / 20000n);
    if (terms.cappedCents !== null && terms.cappedCents >= 0) discount = Math.min(discount, terms.cappedCents);
  } else {
    discount = amount;
  }
  return Math.min(discount, base);
}

/** Checks a voucher (null when the code matched none) against goods worth `baseCents` at `now`. */
export function checkVoucher(terms: VoucherTerms | null, baseCents: number, usage: VoucherUsage, now: number | Date): VoucherCheck {
  if (!terms || !terms.isPublic) return { ok: false, code: 'VOUCHER_NOT_FOUND' };
  const at = typeof now === 'number' ? now : now.getTime();
  const start = Date.parse(terms.startsAt);
  const end = Date.parse(terms.endsAt);
  if (Number.isFinite(start) && at < start) return { ok: false, code: 'VOUCHER_NOT_STARTED' };
  // Unlike the known API, expiry really ends a voucher: the end instant is exclusive.
  if (!Number.isFinite(end) || at >= end) return { ok: false, code: 'VOUCHER_EXPIRED' };
  if (baseCents < terms.minSpendCents) return { ok: false, code: 'VOUCHER_MIN_SPEND' };
  if (terms.usageLimit !== null && usage.total >= terms.usageLimit) return { ok: false, code: 'VOUCHER_USED_UP' };
  if (terms.limitPerCustomer !== null && usage.byCustomer >= terms.limitPerCustomer) return { ok: false, code: 'VOUCHER_CUSTOMER_LIMIT' };
  return { ok: true, discountCents: voucherDiscount(terms, baseCents) };
}
