import type { CommonData } from '../../core/common/common-data';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, directionOf } from '../../core/language/language';
import { CURRENCY_POSITION } from '../../core/shared/money';
import { DEFAULT_IMAGE, IMG_SRC_URL, THUMB_PREFIX } from '../db/constants';
import { LANGUAGE_NAMES } from '../seed/seed-settings';

/**
 * `common` before the shop has a database: the five built-in languages and neutral settings, so
 * the installer page renders in any of them. Nothing here is the operator's data.
 */
export function installerCommon(): CommonData {
  return {
    languages: LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGE_NAMES[code], default: code === DEFAULT_LANGUAGE ? 1 : 0, direction: directionOf(code), predefined: 1 })),
    default_language: DEFAULT_LANGUAGE,
    img_src_url: IMG_SRC_URL,
    thumb_prefix: THUMB_PREFIX,
    default_image: DEFAULT_IMAGE,
    header_links: { left: [], right: [] },
    site_setting: {
      site_name: 'Storefront', copyright_text: '', meta_title: 'Storefront', meta_description: '',
      primary_color: '#470096', primary_hover_color: '#3a007a', api_base: '/api/v1/', header_logo: '', footer_logo: '',
    },
    setting: {
      currency: 'USD', currency_icon: '$', currency_position: CURRENCY_POSITION.before, decimal_format: 'en-US',
      phone: null, email: null, address_1: null, address_2: null, city: null, state: null, zip: null, country: null,
      google_login: 0, facebook_login: 0, guest_checkout: 0, enable_ga: 0, ga_id: null, enable_pixel: 0, pixel_id: null,
      default_country: 'US', default_state: 'NY', vendor_registration: 0, cookie_banner: 0, free_delivery_over: null,
    },
    categories: [],
    top_banner: null,
    popup_banner: null,
    custom_scripts: null,
    services: [],
    about: [],
    payment: [],
    social: [],
  };
}
