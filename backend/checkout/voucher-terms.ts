import type { Kysely } from 'kysely';
import { centsToAmount } from '../db/money';
import type { VoucherTerms, VoucherUsage } from '../../core/checkout/voucher';
import type { CartOwner } from '../cart/cart-owner';
import type { DB } from '../db/schema';
import { PUBLIC } from '../../core/shared/visibility';

/** Codes are short; anything longer is not a code and is not looked up. */
const MAX_CODE_LENGTH = 64;

/** The voucher as voucher/validity shows it: money as API decimals, a percent as a percent (750 -> 7.5). */
export interface PublicVoucher {
  id: number;
  code: string;
  title: string;
  type: number;
  price: number;
  min_spend: number;
  capped_price: number | null;
  usage_limit: number | null;
  limit_per_customer: number | null;
  start_time: string;
  end_time: string;
}

export interface LoadedVoucher {
  terms: VoucherTerms;
  voucher: PublicVoucher;
}

/** The code as typed: trimmed and upper-cased (the shop stores codes upper-case), or null when it cannot be one. */
export function normalizeVoucherCode(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const code = String(value).trim().toUpperCase();
  return code !== '' && code.length <= MAX_CODE_LENGTH ? code : null;
}

/**
 * The voucher with this code, matched case-insensitively (shoppers type "save5" for SAVE5), with
 * its title in `language`. Private vouchers load too: checkVoucher refuses them as not found, so
 * every refusal goes through the one rule set.
 */
export async function loadVoucher(db: Kysely<DB>, code: string, language: string): Promise<LoadedVoucher | null> {
  const row = await db.selectFrom('vouchers as v')
    .leftJoin('voucher_translations as t', (join) => join.onRef('t.voucher_id', '=', 'v.id').on('t.lang', '=', language))
    .select((eb) => [
      'v.id', 'v.code', 'v.type', 'v.price', 'v.capped_price', 'v.min_spend', 'v.usage_limit', 'v.limit_per_customer',
      'v.start_time', 'v.end_time', 'v.status', eb.fn.coalesce('t.title', 'v.title').as('title'),
    ])
    .where((eb) => eb(eb.fn('upper', ['v.code']), '=', code.toUpperCase()))
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    terms: {
      id: row.id,
      code: row.code,
      type: row.type,
      amount: row.price,
      cappedCents: row.capped_price,
      minSpendCents: row.min_spend,
      usageLimit: row.usage_limit,
      limitPerCustomer: row.limit_per_customer,
      startsAt: row.start_time,
      endsAt: row.end_time,
      isPublic: row.status === PUBLIC,
    },
    voucher: {
      id: row.id,
      code: row.code,
      title: row.title,
      type: row.type,
      // Cents for a flat voucher, hundredths of a percent for a percent one: both read /100 (500 -> 5, 750 -> 7.5).
      price: centsToAmount(row.price),
      min_spend: centsToAmount(row.min_spend),
      capped_price: row.capped_price === null ? null : centsToAmount(row.capped_price),
      usage_limit: row.usage_limit,
      limit_per_customer: row.limit_per_customer,
      start_time: row.start_time,
      end_time: row.end_time,
    },
  };
}

/** How often the voucher was used in all, and by this buyer (a user or a guest; null: a buyer with nothing stored yet). */
export async function voucherUsage(db: Kysely<DB>, voucherId: number, owner: CartOwner | null): Promise<VoucherUsage> {
  const row = await db.selectFrom('voucher_usages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(
        owner === null
          ? eb.lit(0)
          : 'userId' in owner
          ? eb.case().when('user_id', '=', owner.userId).then(1).else(0).end()
          : eb.case().when('guest_user_id', '=', owner.guestId).then(1).else(0).end(),
      ).as('mine'),
    ])
    .where('voucher_id', '=', voucherId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), byCustomer: Number(row.mine ?? 0) };
}
