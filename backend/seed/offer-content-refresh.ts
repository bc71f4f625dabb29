import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toCents } from '../../core/product/pricing';
import { BANNER_TYPE } from '../../core/banners/banner';
import { BANNERS, FREE_DELIVERY_OVER, VOUCHERS } from './content/site';
import type { Localized } from './content/types';
import { TRANSLATED_LANGS } from './seed-context';

/** What a demo database seeded before issue 28 says, by English text, and what it says now. */
const STALE_BANNERS: { type: number; old: string; now: string }[] = [
  { type: BANNER_TYPE.home1, old: 'Electronics week: up to 40% off', now: 'The latest electronics from independent stores' },
  { type: BANNER_TYPE.home2, old: 'Kitchen essentials from $15', now: 'Kitchen essentials for every cook' },
  { type: BANNER_TYPE.home5, old: 'Free shipping on your first order', now: 'Gifts for every occasion' },
  // The top banner's text comes from the free-delivery setting now: nothing stored.
  { type: BANNER_TYPE.top, old: 'Free shipping on orders over $50 — this week only', now: '' },
];
const STALE_FEATURE = { title: 'Free delivery', detail: 'On orders over $50' };
const STALE_VOUCHER = { code: 'WELCOME10', old: '10% off your first order' };

const NO_TEXT: Localized = { en: '', fr: '', ar: '', tr: '', hi: '' };

/**
 * Brings a demo database seeded before issue 28 up to offers the checkout keeps (migration
 * 0029-free-delivery): the top banner and the home page's card promised free delivery over $50
 * ("this week only") that no rule granted, a banner free shipping on a first order, others
 * discounts nothing guaranteed, and the WELCOME10 voucher a "first order" its rule does not check.
 *
 * Only what the demo seed wrote is touched, found by its English text, so a shop's own texts stay.
 * A database that still made the demo's free-delivery promise gets the demo's threshold ($50), so
 * the promise it made is kept from now on, stated from the setting; any other shop starts without.
 */
export async function refreshOfferContent(db: Kysely<DB>): Promise<void> {
  let promisedFreeDelivery = false;
  for (const stale of STALE_BANNERS) {
    const rows = await db.selectFrom('banners').select('id').where('type', '=', stale.type).where('title', '=', stale.old).execute();
    const text = stale.now === '' ? NO_TEXT : BANNERS.find((b) => b.type === stale.type && b.title.en === stale.now)!.title;
    for (const row of rows) {
      if (stale.type === BANNER_TYPE.top) promisedFreeDelivery = true;
      await db.updateTable('banners').set({ title: text.en }).where('id', '=', row.id).execute();
      for (const lang of TRANSLATED_LANGS) {
        const updated = await db.updateTable('banner_translations').set({ title: text[lang] }).where('banner_id', '=', row.id).where('lang', '=', lang).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) await db.insertInto('banner_translations').values({ banner_id: row.id, lang, title: text[lang] }).execute();
      }
    }
  }

  const features = await db.selectFrom('site_features').select('id').where('title', '=', STALE_FEATURE.title).where('detail', '=', STALE_FEATURE.detail).execute();
  for (const feature of features) {
    promisedFreeDelivery = true;
    await db.deleteFrom('site_feature_translations').where('site_feature_id', '=', feature.id).execute();
    await db.deleteFrom('site_features').where('id', '=', feature.id).execute();
  }

  const welcome = VOUCHERS.find((v) => v.code === STALE_VOUCHER.code)!.title;
  const voucher = await db.selectFrom('vouchers').select('id').where('code', '=', STALE_VOUCHER.code).where('title', '=', STALE_VOUCHER.old).executeTakeFirst();
  if (voucher) {
    await db.updateTable('vouchers').set({ title: welcome.en }).where('id', '=', voucher.id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('voucher_translations').set({ title: welcome[lang] }).where('voucher_id', '=', voucher.id).where('lang', '=', lang).execute();
    }
  }

  if (promisedFreeDelivery) {
    await db.updateTable('settings').set({ free_delivery_over: toCents(FREE_DELIVERY_OVER) }).where('id', '=', 1).where('free_delivery_over', 'is', null).execute();
  }
}
