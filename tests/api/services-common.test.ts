import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommonData } from '../../core/common/common-data';
import type { ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { CATEGORY_TREE } from '../../backend/seed/content/catalogue';
import { BANNERS, FOOTER_LINKS, FREE_DELIVERY_OVER, HEADER_LINKS, SITE } from '../../backend/seed/content/site';
import { seedDatabase } from '../../backend/seed/seed';
import { loadCommon } from '../../backend/common/common-service';
import { loadLanguages } from '../../backend/common/languages';
import { testDatabases } from '../support/databases';

const NOW = new Date('2025-03-01T12:00:00.000Z');

describe.each(testDatabases())('common data on $name', (database) => {
  let shop: ShopDatabase & { drop(): Promise<void> };
  let en: CommonData;

  beforeAll(async () => {
    shop = await database.open();
    await migrateToLatest(shop.db);
    await seedDatabase(shop, { products: 60, seed: 3, now: NOW });
    en = await loadCommon(shop.db, 'en');
  });
  afterAll(async () => {
    await shop?.drop();
  });

  it('lists the five languages, English first and default, Arabic right-to-left', async () => {
    expect(en.languages).toEqual([
      { code: 'en', name: 'English', default: 1, direction: 'ltr', predefined: 1 },
      { code: 'fr', name: 'Français', default: 0, direction: 'ltr', predefined: 1 },
      { code: 'ar', name: 'العربية', default: 0, direction: 'rtl', predefined: 1 },
      { code: 'tr', name: 'Türkçe', default: 0, direction: 'ltr', predefined: 1 },
      { code: 'hi', name: 'हिन्दी', default: 0, direction: 'ltr', predefined: 1 },
    ]);
    expect(en.default_language).toBe('en');
    expect(await loadLanguages(shop.db)).toEqual(en.languages);
  });

  it('returns exactly the contract fields of setting and site_setting', () => {
    expect(Object.keys(en.setting).sort()).toEqual([
      'address_1', 'address_2', 'city', 'cookie_banner', 'country', 'currency', 'currency_icon', 'currency_position', 'decimal_format',
      'default_country', 'default_state', 'email', 'enable_ga', 'enable_pixel', 'facebook_login', 'free_delivery_over', 'ga_id', 'google_login',
      'guest_checkout', 'phone', 'pixel_id', 'state', 'vendor_registration', 'zip',
    ]);
    // The demo's free-delivery threshold, as a decimal amount of the shop's currency (issue 28).
    expect(en.setting.free_delivery_over).toBe(FREE_DELIVERY_OVER);
    expect(en.setting).toMatchObject({
      currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US', phone: SITE.phone, email: SITE.email,
      vendor_registration: 1, cookie_banner: 1, google_login: 1, facebook_login: 1, guest_checkout: 1, default_country: 'US',
    });
    expect(en.site_setting).toEqual({
      site_name: SITE.site_name, copyright_text: SITE.copyright_text.en, meta_title: SITE.meta_title.en,
      meta_description: SITE.meta_description.en, primary_color: '#470096', primary_hover_color: '#3a007a', api_base: '/api/v1/',
      header_logo: 'logo/header.svg', footer_logo: 'logo/header.svg',
    });
    expect(en).toMatchObject({ img_src_url: '/uploads/', thumb_prefix: 'thumb/', default_image: 'default.svg', custom_scripts: null });
  });

  it('lists every category with its footer sub-categories', () => {
    expect(en.categories.map((c) => c.slug)).toEqual(CATEGORY_TREE.map((c) => c.key));
    for (const [i, category] of en.categories.entries()) {
      const content = CATEGORY_TREE[i];
      expect(category.title).toBe(content?.title.en);
      expect(category.in_footer_child.length).toBeGreaterThan(0);
      expect(category.in_footer_child.map((c) => c.title)).toEqual(content?.subCategories.slice(0, category.in_footer_child.length).map((s) => s.title.en));
    }
  });

  it('splits header links into left and right and footer links into their groups', () => {
    expect(en.header_links.left.map((l) => l.link)).toEqual(HEADER_LINKS.filter((l) => l.position === 'left').map((l) => l.link));
    expect(en.header_links.right.map((l) => l.title)).toEqual(HEADER_LINKS.filter((l) => l.position === 'right').map((l) => l.title.en));
    expect(en.services.length).toBeGreaterThan(0);
    // A static page by its slug; the contact, tracking and sitemap pages (not static pages) by their own paths.
    for (const service of en.services) expect(service.link === undefined ? service.slug : service.link).toMatch(service.link === undefined ? /^[a-z0-9-]+$/ : /^\/(contact|track-order|sitemap)$/);
    expect(en.services.map((service) => service.link ?? `/page/${service.slug}`)[0]).toBe('/contact');
    expect(en.about.map((l) => l.link)).toEqual(FOOTER_LINKS.filter((l) => l.group === 'about').map((l) => l.link));
    // Only what the shop takes: no card or PayPal badge while no online payment exists.
    expect(en.payment.map((l) => l.image)).toEqual(['payment/cod.svg', 'payment/bank.svg']);
    expect(en.social.map((l) => l.image)).toContain('social/facebook.svg');
  });

  it('gives the closable top banner (type 8) and the public popup banner (type 9)', () => {
    expect(en.top_banner).toMatchObject({ type: 8, status: 1, closable: 1, title: BANNERS.find((b) => b.type === 8)?.title.en });
    expect(en.top_banner?.image).toMatch(/^banner\/8-\d+\.svg$/);
    expect(en.popup_banner).toMatchObject({ type: 9, status: 1, title: BANNERS.find((b) => b.type === 9)?.title.en });
  });

  it('answers in Arabic', async () => {
    const ar = await loadCommon(shop.db, 'ar');
    expect(ar.categories[0]?.title).toBe(CATEGORY_TREE[0]?.title.ar);
    expect(ar.categories[0]?.in_footer_child[0]?.title).toBe(CATEGORY_TREE[0]?.subCategories[0]?.title.ar);
    expect(ar.site_setting.copyright_text).toBe(SITE.copyright_text.ar);
    expect(ar.header_links.left[0]?.title).toBe(HEADER_LINKS[0]?.title.ar);
    expect(ar.top_banner?.title).toBe(BANNERS.find((b) => b.type === 8)?.title.ar);
    // Not translated: the site name is a brand.
    expect(ar.site_setting.site_name).toBe(SITE.site_name);
  });

  it('falls back to English for a missing translation or an unknown language', async () => {
    await shop.db.deleteFrom('category_translations').where('category_id', '=', 1).where('lang', '=', 'fr').execute();
    const headerLinkId = en.header_links.left[0]?.id ?? 0;
    await shop.db.updateTable('header_link_translations').set({ title: null }).where('header_link_id', '=', headerLinkId).where('lang', '=', 'fr').execute();

    const fr = await loadCommon(shop.db, 'fr');
    expect(fr.categories[0]?.title).toBe(CATEGORY_TREE[0]?.title.en);
    expect(fr.categories[1]?.title).toBe(CATEGORY_TREE[1]?.title.fr);
    expect(fr.header_links.left[0]?.title).toBe(HEADER_LINKS[0]?.title.en);
    expect(fr.header_links.left[1]?.title).toBe(HEADER_LINKS[1]?.title.fr);

    const unknown = await loadCommon(shop.db, 'xx');
    expect(unknown.categories.map((c) => c.title)).toEqual(en.categories.map((c) => c.title));
    expect(unknown.site_setting).toEqual(en.site_setting);
  });

  it('leaves out private banners, categories and sub-categories', async () => {
    await shop.db.updateTable('banners').set({ status: 2 }).where('type', '=', 9).execute();
    await shop.db.updateTable('categories').set({ status: 2 }).where('id', '=', 2).execute();
    const hiddenChild = en.categories[0]?.in_footer_child[0]?.id ?? 0;
    await shop.db.updateTable('sub_categories').set({ status: 2 }).where('id', '=', hiddenChild).execute();

    const common = await loadCommon(shop.db, 'en');
    expect(common.popup_banner).toBeNull();
    expect(common.top_banner).not.toBeNull();
    expect(common.categories.map((c) => c.id)).not.toContain(2);
    expect(common.categories[0]?.in_footer_child.map((c) => c.id)).not.toContain(hiddenChild);
  });
});
