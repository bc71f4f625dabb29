import type { Kysely } from 'kysely';
import type { UserVoucher } from '../../core/account/account';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { PUBLIC } from '../../core/shared/visibility';

/**
 * Public, non-personal vouchers valid now (start_time <= now < end_time), each with how many times this user
 * used it. Usage is counted in a subquery filtered by the user, so nobody else's orders show.
 */
export async function userVouchers(db: Kysely<DB>, userId: number, language: string, now = new Date()): Promise<UserVoucher[]> {
  const at = now.toISOString();
  const rows = await db.selectFrom('vouchers as v')
    .leftJoin('voucher_translations as t', (join) => join.onRef('t.voucher_id', '=', 'v.id').on('t.lang', '=', language))
    .leftJoin(
      (eb) => eb.selectFrom('voucher_usages').select(['voucher_id', (u) => u.fn.countAll<string | number>().as('used')]).where('user_id', '=', userId).groupBy('voucher_id').as('u'),
      (join) => join.onRef('u.voucher_id', '=', 'v.id'),
    )
    .select([
      'v.id', 'v.code', 'v.title', 't.title as translated_title', 'v.type', 'v.price', 'v.capped_price', 'v.min_spend',
      'v.start_time', 'v.end_time', 'v.usage_limit', 'v.limit_per_customer', 'u.used',
    ])
    .where('v.status', '=', PUBLIC)
    // Vouchers made for one subscriber (newsletter welcome) are mailed to them, not listed.
    .where('v.personal', '=', 0)
    .where('v.start_time', '<=', at)
    .where('v.end_time', '>', at)
    .orderBy('v.end_time', 'asc').orderBy('v.id', 'asc')
    .execute();

  return rows.map((v) => ({
    id: v.id,
    title: v.translated_title ?? v.title,
    code: v.code,
    type: v.type === PRICE_TYPE.percent ? PRICE_TYPE.percent : PRICE_TYPE.flat,
    // Flat amounts are cents; percentages hundredths of a percent (750 → 7.5).
    price: centsToAmount(v.price),
    capped_price: v.capped_price === null ? null : centsToAmount(v.capped_price),
    min_spend: centsToAmount(v.min_spend),
    start_time: v.start_time,
    end_time: v.end_time,
    usage_limit: v.usage_limit,
    limit_per_customer: v.limit_per_customer,
    used: Number(v.used ?? 0),
  }));
}
