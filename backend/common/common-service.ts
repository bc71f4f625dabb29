import type { Kysely } from 'kysely';
import { POPUP_BANNER_TYPE, TOP_BANNER_TYPE } from '../../core/banners/banner';
import type { CommonData, FooterCategory, LinkItem, Setting, SiteSetting } from '../../core/common/common-data';
import type { DB } from '../db/schema';
import { loadPublicBanners } from './banners';
import { DEFAULT_IMAGE, IMG_SRC_URL, PUBLIC, THUMB_PREFIX } from '../db/constants';
import { centsToAmount } from '../db/money';
import { CURRENCY_POSITION } from '../../core/shared/money';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { defaultLanguageOf, loadLanguages } from './languages';

/**
 * Everything every page needs (api/v1 `common`), in `lang` with the default language's text
 * where a translation is missing. Eight small queries, run together.
 */
export async function loadCommon(db: Kysely<DB>, lang: string): Promise<CommonData> {
  const [languages, setting, site, headerLinks, footerLinks, categories, banners] = await Promise.all([
    loadLanguages(db),
    loadSetting(db),
    loadSiteSetting(db, lang),
    loadHeaderLinks(db, lang),
    loadFooterLinks(db, lang),
    loadFooterCategories(db, lang),
    loadPublicBanners(db, [TOP_BANNER_TYPE, POPUP_BANNER_TYPE], lang),
  ]);

  return {
    languages,
    default_language: defaultLanguageOf(languages),
    img_src_url: IMG_SRC_URL,
    thumb_prefix: THUMB_PREFIX,
    default_image: DEFAULT_IMAGE,
    header_links: headerLinks,
    site_setting: site.setting,
    setting,
    categories,
    top_banner: banners.find((b) => b.type === TOP_BANNER_TYPE) ?? null,
    popup_banner: banners.find((b) => b.type === POPUP_BANNER_TYPE) ?? null,
    custom_scripts: site.customScripts,
    services: footerLinks.services.map((link) => {
      const slug = pageSlugOf(link.link);
      return slug === null ? { id: link.id, title: link.title, slug: '', link: link.link } : { id: link.id, title: link.title, slug };
    }),
    about: footerLinks.about,
    payment: footerLinks.payment,
    social: footerLinks.social,
  };
}

/** Shop settings; the contract's defaults when the row is missing (a database not seeded yet). */
async function loadSetting(db: Kysely<DB>): Promise<Setting> {
  const row = await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTING };
  // The server's own columns stay on the server: the address the shop recorded for its mails
  // (migration 0032) is no part of the contract's `setting`, nor is the review of sellers' products
  // (migration 0041: the seller workspace reads it from seller/form-options).
  const { id: _id, public_url: _publicUrl, public_url_configured: _configured, version: _version, product_review: _review, free_delivery_over, ...setting } = row;
  // Stored in cents, sent as the contract's decimal amount; off (null or 0) is null.
  const over = freeDeliveryThreshold(free_delivery_over, true);
  return { ...setting, free_delivery_over: over === null ? null : centsToAmount(over) };
}

const DEFAULT_SETTING: Setting = {
  currency: 'USD', currency_icon: '$', currency_position: CURRENCY_POSITION.before, decimal_format: 'en-US',
  phone: null, email: null, address_1: null, address_2: null, city: null, state: null, zip: null, country: null,
  google_login: 0, facebook_login: 0, guest_checkout: 0, enable_ga: 0, ga_id: null, enable_pixel: 0, pixel_id: null,
  default_country: 'AF', default_state: 'BDS', vendor_registration: 0, cookie_banner: 0, free_delivery_over: null,
};

async function loadSiteSetting(db: Kysely<DB>, lang: string): Promise<{ setting: SiteSetting; customScripts: string | null }> {
  const row = await db
    .selectFrom('site_settings as s')
    .leftJoin('site_setting_translations as t', (join) => join.onRef('t.site_setting_id', '=', 's.id').on('t.lang', '=', lang))
    .select((eb) => [
      eb.fn.coalesce('t.site_name', 's.site_name').as('site_name'),
      eb.fn.coalesce('t.copyright_text', 's.copyright_text').as('copyright_text'),
      eb.fn.coalesce('t.meta_title', 's.meta_title').as('meta_title'),
      eb.fn.coalesce('t.meta_description', 's.meta_description').as('meta_description'),
      's.primary_color', 's.primary_hover_color', 's.api_base', 's.header_logo', 's.footer_logo', 's.custom_scripts',
    ])
    .where('s.id', '=', 1)
    .executeTakeFirst();
  if (!row) return { setting: { ...DEFAULT_SITE_SETTING }, customScripts: null };
  const { custom_scripts, ...setting } = row;
  return { setting, customScripts: custom_scripts };
}

const DEFAULT_SITE_SETTING: SiteSetting = {
  site_name: '', copyright_text: '', meta_title: '', meta_description: '', primary_color: '#470096',
  primary_hover_color: '#3a007a', api_base: '/api/v1/', header_logo: 'logo/header.svg', footer_logo: 'logo/footer.svg',
};

async function loadHeaderLinks(db: Kysely<DB>, lang: string): Promise<CommonData['header_links']> {
  const rows = await db
    .selectFrom('header_links as h')
    .leftJoin('header_link_translations as t', (join) => join.onRef('t.header_link_id', '=', 'h.id').on('t.lang', '=', lang))
    .select((eb) => ['h.id', 'h.position', 'h.link', eb.fn.coalesce('t.title', 'h.title').as('title')])
    .where('h.status', '=', PUBLIC)
    .orderBy('h.sort_order')
    .orderBy('h.id')
    .execute();
  const links: CommonData['header_links'] = { left: [], right: [] };
  for (const row of rows) links[row.position].push({ id: row.id, title: row.title, link: row.link });
  return links;
}

type FooterGroups = Record<'services' | 'about' | 'payment' | 'social', LinkItem[]>;

async function loadFooterLinks(db: Kysely<DB>, lang: string): Promise<FooterGroups> {
  const rows = await db
    .selectFrom('footer_links as f')
    .leftJoin('footer_link_translations as t', (join) => join.onRef('t.footer_link_id', '=', 'f.id').on('t.lang', '=', lang))
    .select((eb) => ['f.id', 'f.link_group', 'f.link', 'f.image', eb.fn.coalesce('t.title', 'f.title').as('title')])
    .where('f.status', '=', PUBLIC)
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .execute();
  const groups: FooterGroups = { services: [], about: [], payment: [], social: [] };
  for (const row of rows) groups[row.link_group].push({ id: row.id, title: row.title, link: row.link, image: row.image });
  return groups;
}

/**
 * The contract lists footer services as static pages ({id, title, slug}) and the storefront links
 * each to /page/{slug}; they are stored as links '/page/{slug}'. A service link that is not a page
 * (/contact, /track-order) has no slug to give: it goes out with an empty slug and its own `link`.
 */
function pageSlugOf(link: string): string | null {
  const match = /^\/page\/([^/?#]+)$/.exec(link);
  return match?.[1] ?? null;
}

/** Public categories with the public sub-categories marked for the footer. Two queries. */
async function loadFooterCategories(db: Kysely<DB>, lang: string): Promise<FooterCategory[]> {
  const [categories, children] = await Promise.all([
    db
      .selectFrom('categories as c')
      .leftJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('t.title', 'c.title').as('title')])
      .where('c.status', '=', PUBLIC)
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('sub_categories as s')
      .leftJoin('sub_category_translations as t', (join) => join.onRef('t.sub_category_id', '=', 's.id').on('t.lang', '=', lang))
      .select((eb) => ['s.id', 's.category_id', 's.slug', eb.fn.coalesce('t.title', 's.title').as('title')])
      .where('s.status', '=', PUBLIC)
      .where('s.in_footer', '=', 1)
      .orderBy('s.sort_order')
      .orderBy('s.id')
      .execute(),
  ]);
  const byParent = new Map<number, FooterCategory['in_footer_child']>();
  for (const child of children) {
    const list = byParent.get(child.category_id) ?? [];
    list.push({ id: child.id, title: child.title, slug: child.slug });
    byParent.set(child.category_id, list);
  }
  return categories.map((c) => ({ id: c.id, title: c.title, slug: c.slug, in_footer_child: byParent.get(c.id) ?? [] }));
}
