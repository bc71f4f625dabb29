import type { Kysely } from 'kysely';
import { type ContentTables, type Localized, TRANSLATED_LANGS } from './content-tables';
import content from './0029-free-delivery.json';

// Free delivery as a rule (issue 28): `settings.free_delivery_over`, the threshold in cents of the
// shop's currency (null: off), which cart, checkout and order/action price by
// (core/cart/free-delivery.ts). Then the demo content of an existing database stops promising what
// no rule grants (`refreshOfferContent`, its texts frozen in 0029-free-delivery.json); on a fresh
// database it finds nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('free_delivery_over', 'integer').execute();
  await refreshOfferContent(db);
}

// The old texts were untrue: they are not put back. The threshold goes with its column.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('free_delivery_over').execute();
}

/** Banner types as the demo seed wrote them: home places 1, 2 and 5, and the top banner. */
const TOP_BANNER = 8;
/** The demo's free-delivery threshold ($50), in cents. */
const DEMO_FREE_DELIVERY_OVER = 5000;

const NO_TEXT: Localized = { en: '', fr: '', ar: '', tr: '', hi: '' };
const NOW: Record<string, Localized> = content.banners;

/** What a demo database seeded before issue 28 says, by English text, and what it says now. */
const STALE_BANNERS: { type: number; old: string; now: Localized }[] = [
  { type: 1, old: 'Electronics week: up to 40% off', now: NOW['1']! },
  { type: 2, old: 'Kitchen essentials from $15', now: NOW['2']! },
  { type: 5, old: 'Free shipping on your first order', now: NOW['5']! },
  // The top banner's text comes from the free-delivery setting now: nothing stored.
  { type: TOP_BANNER, old: 'Free shipping on orders over $50 — this week only', now: NO_TEXT },
];
const STALE_FEATURE = { title: 'Free delivery', detail: 'On orders over $50' };
const STALE_VOUCHER = { code: 'WELCOME10', old: '10% off your first order' };

/**
 * Brings a demo database seeded before issue 28 up to offers the checkout keeps: the top banner and
 * the home page's card promised free delivery over $50 ("this week only") that no rule granted, a
 * banner free shipping on a first order, others discounts nothing guaranteed, and the WELCOME10
 * voucher a "first order" its rule does not check.
 *
 * Only what the demo seed wrote is touched, found by its English text, so a shop's own texts stay.
 * A database that still made the demo's free-delivery promise gets the demo's threshold ($50), so
 * the promise it made is kept from now on, stated from the setting; any other shop starts without.
 */
export async function refreshOfferContent<D>(database: Kysely<D>): Promise<void> {
  const db = database as unknown as Kysely<ContentTables>;
  let promisedFreeDelivery = false;
  for (const stale of STALE_BANNERS) {
    const rows = await db.selectFrom('banners').select('id').where('type', '=', stale.type).where('title', '=', stale.old).execute();
    for (const row of rows) {
      if (stale.type === TOP_BANNER) promisedFreeDelivery = true;
      await db.updateTable('banners').set({ title: stale.now.en }).where('id', '=', row.id).execute();
      for (const lang of TRANSLATED_LANGS) {
        const updated = await db.updateTable('banner_translations').set({ title: stale.now[lang] }).where('banner_id', '=', row.id).where('lang', '=', lang).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) await db.insertInto('banner_translations').values({ banner_id: row.id, lang, title: stale.now[lang] }).execute();
      }
    }
  }

  const features = await db.selectFrom('site_features').select('id').where('title', '=', STALE_FEATURE.title).where('detail', '=', STALE_FEATURE.detail).execute();
  for (const feature of features) {
    promisedFreeDelivery = true;
    await db.deleteFrom('site_feature_translations').where('site_feature_id', '=', feature.id).execute();
    await db.deleteFrom('site_features').where('id', '=', feature.id).execute();
  }

  const welcome: Localized = content.welcomeVoucherTitle;
  const voucher = await db.selectFrom('vouchers').select('id').where('code', '=', STALE_VOUCHER.code).where('title', '=', STALE_VOUCHER.old).executeTakeFirst();
  if (voucher) {
    await db.updateTable('vouchers').set({ title: welcome.en }).where('id', '=', voucher.id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('voucher_translations').set({ title: welcome[lang] }).where('voucher_id', '=', voucher.id).where('lang', '=', lang).execute();
    }
  }

  if (promisedFreeDelivery) {
    await db.updateTable('settings').set({ free_delivery_over: DEMO_FREE_DELIVERY_OVER }).where('id', '=', 1).where('free_delivery_over', 'is', null).execute();
  }
}
