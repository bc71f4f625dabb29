import { LANGUAGE_STATUS } from '../../core/language/language';
import { CURRENCY_POSITION } from '../../core/shared/money';
import { insertRows } from './bulk-insert';
import { SITE } from './content/site';
import { LANGS, type Lang } from './content/types';
import { DEFAULT_LANG, type SeedContext, translationRows } from './seed-context';
import { seedPaymentMethods } from './seed-payments';

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', ar: 'العربية', tr: 'Türkçe', hi: 'हिन्दी' };

/**
 * Languages (default first), the shop settings row, the site settings row and the payment methods.
 * `freeDeliveryOverCents` is the free-delivery threshold (null: none; the demo sets one, a shop
 * set up without the demo starts without).
 */
export async function seedSettings(ctx: SeedContext, freeDeliveryOverCents: number | null = null): Promise<void> {
  const { db, dialect } = ctx;
  await insertRows(db, dialect, 'languages', LANGS.map((code, i) => ({
    id: i + 1,
    code,
    name: LANGUAGE_NAMES[code],
    direction: code === 'ar' ? 'rtl' as const : 'ltr' as const,
    is_default: code === DEFAULT_LANG ? 1 : 0,
    predefined: 1,
    status: LANGUAGE_STATUS.active,
    sort_order: i,
  })));

  await insertRows(db, dialect, 'settings', [{
    id: 1,
    currency: 'USD',
    currency_icon: '$',
    currency_position: CURRENCY_POSITION.before,
    decimal_format: 'en-US',
    phone: SITE.phone,
    email: SITE.email,
    address_1: SITE.address_1,
    address_2: null,
    city: SITE.city,
    state: SITE.state,
    zip: SITE.zip,
    country: SITE.country,
    google_login: 1,
    facebook_login: 1,
    guest_checkout: 1,
    enable_ga: 0,
    ga_id: null,
    enable_pixel: 0,
    pixel_id: null,
    default_country: 'US',
    default_state: 'NY',
    vendor_registration: 1,
    cookie_banner: 1,
    free_delivery_over: freeDeliveryOverCents,
  }]);

  await insertRows(db, dialect, 'site_settings', [{
    id: 1,
    site_name: SITE.site_name,
    copyright_text: SITE.copyright_text.en,
    meta_title: SITE.meta_title.en,
    meta_description: SITE.meta_description.en,
    primary_color: '#470096',
    primary_hover_color: '#3a007a',
    api_base: '/api/v1/',
    site_url: '',
    header_logo: 'logo/header.svg',
    // The footer is light: it carries the dark-text logo (logo/footer.svg is for dark footers).
    footer_logo: 'logo/header.svg',
    styling: null,
    custom_scripts: null,
  }]);
  await insertRows(db, dialect, 'site_setting_translations', translationRows('site_setting_id', 1, {
    site_name: null,
    copyright_text: SITE.copyright_text,
    meta_title: SITE.meta_title,
    meta_description: SITE.meta_description,
  }));
  await seedPaymentMethods(ctx);
}
