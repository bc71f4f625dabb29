import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NEWSLETTER } from '../../core/newsletter/newsletter-form';
import type { DB } from '../db/schema';
import type { MessageTable } from '../i18n/server-messages';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { PUBLIC } from '../../core/shared/visibility';

// No 0/O, 1/I/L: a code is read from a mail and typed at checkout.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const TITLE: MessageTable = {
  title: { en: 'Newsletter welcome: 10% off', fr: 'Bienvenue newsletter : -10 %', ar: 'ترحيب النشرة البريدية: خصم 10%', tr: 'Bülten hoş geldin: %10 indirim', hi: 'न्यूज़लेटर स्वागत: 10% छूट' },
};

export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${NEWSLETTER.voucherPrefix}-${code}`;
}

/**
 * The popup's promise: a voucher of its own for a newly confirmed subscriber, 10% off one order
 * (used once by anyone, once per customer), valid `NEWSLETTER.voucherDays`, personal (checkout
 * takes it like any public voucher; no listing shows it). Recorded on the subscription in the same
 * transaction, so an address gets one ever. core/checkout/voucher.ts applies it like any other.
 */
export async function issueWelcomeVoucher(trx: Kysely<DB>, subscriptionId: number, now: Date): Promise<{ code: string; percent: number; endsAt: string }> {
  const code = newVoucherCode();
  const endsAt = new Date(now.getTime() + NEWSLETTER.voucherDays * 86_400_000).toISOString();
  const voucher = await trx.insertInto('vouchers')
    .values({
      code, title: TITLE.title!.en!, type: PRICE_TYPE.percent, price: NEWSLETTER.voucherHundredthsOfPercent, capped_price: null, min_spend: 0,
      usage_limit: 1, limit_per_customer: 1, start_time: now.toISOString(), end_time: endsAt, status: PUBLIC, personal: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(voucher.id);
  const translations = Object.entries(TITLE.title!).filter(([lang]) => lang !== 'en').map(([lang, title]) => ({ voucher_id: id, lang, title }));
  await trx.insertInto('voucher_translations').values(translations).execute();
  await trx.updateTable('newsletter_subscriptions').set({ voucher_id: id }).where('id', '=', subscriptionId).execute();
  return { code, percent: NEWSLETTER.voucherHundredthsOfPercent / 100, endsAt };
}
