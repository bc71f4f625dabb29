import type { Banner } from '../../core/banners/banner';
import type { CommonData, Setting, SiteSetting } from '../../core/common/common-data';
import type {
  Collection,
  FeaturedBrand,
  FeaturedCategory,
  FlashSaleSummary,
  HomeData,
  SiteFeature,
  Slide,
} from '../../core/home/home-data';
import { directionOf, type Language } from '../../core/language/language';
import type { ProductTile } from '../../core/product/product-tile';

// Test data factories: sensible defaults, each test overrides only what it is about.
let sequence = 0;
const nextId = () => ++sequence;

// ---- common data (shop-wide: languages, settings, banners) ----------------------------------

export function language(code: string, name: string): Language {
  return { code, name, default: code === 'en' ? 1 : 0, direction: directionOf(code), predefined: 1 };
}

/** A shop-wide top or popup banner (fixed id, closable): see makeBanner for home page sections. */
export function banner(overrides: Partial<Banner> = {}): Banner {
  return { id: 1, type: 8, title: 'Free shipping this week', image: 'banner.jpg', status: 1, closable: 1, source_type: 6, url: null, slug: null, source_id: null, ...overrides };
}

export function setting(overrides: Partial<Setting> = {}): Setting {
  return {
    currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US',
    phone: null, email: null, address_1: null, address_2: null, city: null, state: null, zip: null, country: null,
    google_login: 0, facebook_login: 0, guest_checkout: 1, enable_ga: 0, ga_id: null, enable_pixel: 0, pixel_id: null,
    default_country: 'AF', default_state: 'BDS', vendor_registration: 0, cookie_banner: 0, free_delivery_over: null,
    ...overrides,
  };
}

export function siteSetting(overrides: Partial<SiteSetting> = {}): SiteSetting {
  return {
    site_name: 'Demo Shop', copyright_text: 'Demo Shop. All rights reserved.', meta_title: 'Demo Shop', meta_description: '',
    primary_color: '#470096', primary_hover_color: '#3a007a', api_base: '/api/v1/', header_logo: 'logo.svg', footer_logo: 'footer-logo.svg',
    ...overrides,
  };
}

/** English-only shop data; `setting` and `site_setting` overrides merge into their defaults. */
export function commonData(overrides: Partial<Omit<CommonData, 'setting' | 'site_setting'>> & { setting?: Partial<Setting>; site_setting?: Partial<SiteSetting> } = {}): CommonData {
  const { setting: settingOverrides, site_setting: siteOverrides, ...rest } = overrides;
  return {
    languages: [language('en', 'English')],
    default_language: 'en',
    img_src_url: '/uploads/',
    thumb_prefix: 'thumb/',
    default_image: 'default.svg',
    header_links: { left: [], right: [] },
    categories: [],
    top_banner: null,
    popup_banner: null,
    custom_scripts: null,
    services: [],
    about: [],
    payment: [],
    social: [],
    ...rest,
    setting: setting(settingOverrides),
    site_setting: siteSetting(siteOverrides),
  };
}

/**
 * Shop data as the home page tests know it: English and Arabic, every optional feature switched
 * off (2), no logos; `setting` and `site_setting` overrides replace their defaults whole.
 */
export function makeCommonData(overrides: Partial<CommonData> = {}): CommonData {
  return {
    ...commonData({
      languages: [language('en', 'English'), language('ar', 'العربية')],
      site_setting: { site_name: 'Test Shop', copyright_text: '', meta_title: '', header_logo: '', footer_logo: '' },
      setting: { google_login: 2, facebook_login: 2, enable_ga: 2, enable_pixel: 2, vendor_registration: 2, cookie_banner: 2 },
    }),
    ...overrides,
  };
}

// ---- home page data and product tiles -------------------------------------------------------

export function makeTile(overrides: Partial<ProductTile> = {}): ProductTile {
  const id = overrides.id ?? nextId();
  return {
    id,
    slug: `product-${id}`,
    title: `Product ${id}`,
    badge: null,
    selling: 100,
    offered: 0,
    image: `product/${id}.svg`,
    review_count: 0,
    rating: 0,
    price: null,
    end_time: null,
    ...overrides,
  };
}

export const makeTiles = (count: number, overrides: Partial<ProductTile> = {}): ProductTile[] =>
  Array.from({ length: count }, () => makeTile(overrides));

export function makeSlide(overrides: Partial<Slide> = {}): Slide {
  const id = overrides.id ?? nextId();
  return { id, title: `Slide ${id}`, image: `slider/${id}.svg`, source_type: 5, url: null, slug: `slide-${id}`, source_id: id, ...overrides };
}

/** A home page section banner with its own id, linking to a category. */
export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  const id = overrides.id ?? nextId();
  return {
    id,
    type: 1,
    title: `Banner ${id}`,
    image: `banner/1-${id}.svg`,
    status: 1,
    closable: 2,
    source_type: 1,
    url: null,
    slug: `category-${id}`,
    source_id: id,
    background_color: null,
    ...overrides,
  };
}

export function makeSiteFeature(overrides: Partial<SiteFeature> = {}): SiteFeature {
  const id = overrides.id ?? nextId();
  return { id, title: `Feature ${id}`, detail: `Detail ${id}`, image: 'truck', ...overrides };
}

export function makeFlashSale(overrides: Partial<FlashSaleSummary> = {}): FlashSaleSummary {
  const id = overrides.id ?? nextId();
  return {
    id,
    title: `Sale ${id}`,
    slug: `sale-${id}`,
    end_time: new Date(Date.now() + 86_400_000).toISOString(),
    public_products: makeTiles(3),
    ...overrides,
  };
}

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  const id = overrides.id ?? nextId();
  return { id, title: `Collection ${id}`, slug: `collection-${id}`, product_collections: makeTiles(3), ...overrides };
}

export function makeFeaturedCategory(overrides: Partial<FeaturedCategory> = {}): FeaturedCategory {
  const id = overrides.id ?? nextId();
  return { id, title: `Category ${id}`, slug: `category-${id}`, image: `category/${id}.svg`, ...overrides };
}

export function makeFeaturedBrand(overrides: Partial<FeaturedBrand> = {}): FeaturedBrand {
  const id = overrides.id ?? nextId();
  return { id, title: `Brand ${id}`, slug: `brand-${id}`, image: `brand/${id}.svg`, ...overrides };
}

/** A home page with every section filled; pass empty lists to leave sections out. */
export function makeHomeData(overrides: Partial<HomeData> = {}): HomeData {
  return {
    slider: { main: [makeSlide(), makeSlide()], right_top: makeSlide(), right_bottom: makeSlide() },
    site_features: [makeSiteFeature(), makeSiteFeature()],
    banners: [makeBanner(), makeBanner({ type: 2 })],
    collections: [makeCollection()],
    featured_categories: [makeFeaturedCategory(), makeFeaturedCategory()],
    featured_brands: [makeFeaturedBrand(), makeFeaturedBrand()],
    flash_sales: [makeFlashSale()],
    products: makeTiles(4),
    time_zone: 'UTC',
    ...overrides,
  };
}
