import type { Banner } from '../banners/banner';
import type { Language } from '../language/language';

export interface LinkItem {
  id: number;
  title: string;
  /** A path on this site ('/flash-sale') or an absolute URL. */
  link: string;
  image?: string | null;
}

export interface SiteSetting {
  site_name: string;
  copyright_text: string;
  meta_title: string;
  meta_description: string;
  primary_color: string;
  primary_hover_color: string;
  api_base: string;
  header_logo: string;
  footer_logo: string;
}

export interface Setting {
  currency: string;
  currency_icon: string;
  /** 1 before the amount, 2 after. */
  currency_position: number;
  /** A BCP 47 locale for number formatting, e.g. en-US. */
  decimal_format: string;
  phone: string | null;
  email: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  google_login: number;
  facebook_login: number;
  guest_checkout: number;
  enable_ga: number;
  ga_id: string | null;
  enable_pixel: number;
  pixel_id: string | null;
  default_country: string;
  default_state: string;
  vendor_registration: number;
  cookie_banner: number;
  /**
   * Free delivery from this amount of goods (after bundle offers, before voucher, shipping and
   * tax), a decimal amount in the shop's currency; null when the shop has none (core/cart/free-delivery.ts).
   */
  free_delivery_over: number | null;
}

export interface FooterCategory {
  id: number;
  title: string;
  slug: string;
  in_footer_child: { id: number; title: string; slug: string }[];
}

export interface CommonData {
  languages: Language[];
  default_language: string;
  img_src_url: string;
  thumb_prefix: string;
  default_image: string;
  header_links: { left: LinkItem[]; right: LinkItem[] };
  site_setting: SiteSetting;
  setting: Setting;
  categories: FooterCategory[];
  top_banner: Banner | null;
  popup_banner: Banner | null;
  custom_scripts: string | null;
  /**
   * Footer service links: static pages by slug (the contract's shape); a service that is not a
   * page (the contact page) carries its path in `link` and an empty slug.
   */
  services: { id: number; title: string; slug: string; link?: string }[];
  about: LinkItem[];
  payment: LinkItem[];
  social: LinkItem[];
}
