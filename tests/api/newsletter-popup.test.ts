import { describe, expect, it } from 'vitest';
import type { CommonData } from '../../core/common/common-data';
import { OLD_POPUP_TITLE } from '../../backend/seed/content/site';
import { refreshPopupContent } from '../../backend/db/migrations/0030-newsletter-popup';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

const TITLES = { en: 'Join our newsletter', fr: 'Abonnez-vous à notre newsletter', ar: 'اشترك في نشرتنا البريدية', tr: 'Bültenimize abone olun', hi: 'हमारे न्यूज़लेटर से जुड़ें' };

// Issue 28, deliverable 4: the popup's title promises nothing; the popup states the welcome voucher itself.
describe.each(testDatabases())('the newsletter popup content on $name', (database) => {
  const shop = useApiShop(database, { products: 20, seed: 3 });
  const popupTitle = async (lang: string) => (await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common', headers: { lang } })).body.data.popup_banner?.title;

  it('is seeded with a title that promises nothing, in five languages', async () => {
    for (const [lang, title] of Object.entries(TITLES)) expect(await popupTitle(lang), lang).toBe(title);
  });

  it('brings a demo database whose popup promised "10% off your first order" to the new title, once, and keeps a shop\'s own title (0030)', async () => {
    const popup = await shop.db.selectFrom('banners').select('id').where('type', '=', 9).executeTakeFirstOrThrow();
    await shop.db.updateTable('banners').set({ title: OLD_POPUP_TITLE }).where('id', '=', popup.id).execute();
    await shop.db.updateTable('banner_translations').set({ title: 'Inscrivez-vous à notre newsletter et profitez de 10 % de réduction sur votre première commande' }).where('banner_id', '=', popup.id).where('lang', '=', 'fr').execute();
    await refreshPopupContent(shop.db);
    await refreshPopupContent(shop.db);
    const rows = await shop.db.selectFrom('banner_translations').select(['lang', 'title']).where('banner_id', '=', popup.id).orderBy('lang').execute();
    expect(rows).toEqual(['ar', 'fr', 'hi', 'tr'].map((lang) => ({ lang, title: TITLES[lang as 'fr'] })));
    expect((await shop.db.selectFrom('banners').select('title').where('id', '=', popup.id).executeTakeFirstOrThrow()).title).toBe(TITLES.en);

    await shop.db.updateTable('banners').set({ title: 'Our own words' }).where('id', '=', popup.id).execute();
    await refreshPopupContent(shop.db);
    expect((await shop.db.selectFrom('banners').select('title').where('id', '=', popup.id).executeTakeFirstOrThrow()).title).toBe('Our own words');
    await shop.db.updateTable('banners').set({ title: TITLES.en }).where('id', '=', popup.id).execute();
  });
});
