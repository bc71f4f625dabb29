import type { Kysely } from 'kysely';
import { priceCart, voucherBase } from '../../core/cart/cart-pricing';
import { checkVoucher, type VoucherRefusal } from '../../core/checkout/voucher';
import type { CartOwner } from '../cart/cart-owner';
import type { DB } from '../db/schema';
import { loadOrderLines } from './order-lines';
import { loadVoucher, normalizeVoucherCode, type PublicVoucher, voucherUsage } from './voucher-terms';

export type VoucherValidity =
  | { ok: true; offeredCents: number; voucher: PublicVoucher }
  | { ok: false; code: VoucherRefusal; minSpendCents?: number };

/**
 * voucher/validity: what the voucher takes off the caller's SELECTED lines as the server prices
 * them now. A `price` sent by the client is never read: the server prices the cart itself, with
 * the same functions order/action charges with, so the figure shown is the figure charged. In
 * cents; the route gives the contract's amount.
 */
export async function voucherValidity(db: Kysely<DB>, owner: CartOwner | null, rawCode: unknown, language: string, now = new Date()): Promise<VoucherValidity> {
  const code = normalizeVoucherCode(rawCode);
  const loaded = code === null ? null : await loadVoucher(db, code, language);
  if (!loaded) return { ok: false, code: 'VOUCHER_NOT_FOUND' };
  const lines = owner ? await loadOrderLines(db, owner, language, { now }) : [];
  const base = voucherBase(priceCart(lines.map((line) => line.pricing)).totals);
  const usage = await voucherUsage(db, loaded.terms.id, owner);
  const check = checkVoucher(loaded.terms, base, usage, now);
  if (!check.ok) return check.code === 'VOUCHER_MIN_SPEND' ? { ok: false, code: check.code, minSpendCents: loaded.terms.minSpendCents } : check;
  return { ok: true, offeredCents: check.discountCents, voucher: loaded.voucher };
}
