import type { CreatedAt, Id, IntWithDefault, TextWithDefault, Visibility } from './columns';
import type { TranslationRow } from './i18n';

/** Fields every banner and slide has to link to a product source (see core/catalogue/source-item). */
interface SourceColumns {
  /** 1 categories, 2 sub-categories, 3 tags, 4 brands, 5 products, 6 url. */
  source_type: number | null;
  url: string | null;
  slug: string | null;
  source_id: number | null;
}

export interface BannersTable extends SourceColumns {
  id: Id;
  /** 1-7 home banners, 8 top banner, 9 popup banner. */
  type: number;
  title: string;
  /** banner/{type}-{id}.svg */
  image: string;
  status: Visibility;
  /** 1 closable, 2 not (the API's public value is 1). */
  closable: IntWithDefault;
  background_color: string | null;
  sort_order: IntWithDefault;
  created_at: CreatedAt;
  /** Raised by every back-office change (migration 0040). */
  version: IntWithDefault;
}
export type BannerTranslationsTable = TranslationRow<'banner_id', 'title'>;

export interface SlidersTable extends SourceColumns {
  id: Id;
  type: 'main' | 'right_top' | 'right_bottom';
  title: string;
  image: string;
  status: Visibility;
  sort_order: IntWithDefault;
  created_at: CreatedAt;
}
export type SliderTranslationsTable = TranslationRow<'slider_id', 'title'>;

export interface SiteFeaturesTable {
  id: Id;
  title: string;
  detail: string;
  /** Built-in icon name (truck, shield, return, support, ...). */
  image: string;
  status: Visibility;
  sort_order: IntWithDefault;
}
export type SiteFeatureTranslationsTable = TranslationRow<'site_feature_id', 'title' | 'detail'>;

export interface HeaderLinksTable {
  id: Id;
  position: 'left' | 'right';
  title: string;
  link: string;
  status: Visibility;
  sort_order: IntWithDefault;
}
export type HeaderLinkTranslationsTable = TranslationRow<'header_link_id', 'title'>;

export interface FooterLinksTable {
  id: Id;
  /** `group` is an SQL keyword, hence link_group. */
  link_group: 'services' | 'about' | 'payment' | 'social';
  title: string;
  link: string;
  image: string | null;
  status: Visibility;
  sort_order: IntWithDefault;
}
export type FooterLinkTranslationsTable = TranslationRow<'footer_link_id', 'title'>;

/** Static pages (/page/:slug), e.g. privacy-policy. */
export interface PagesTable {
  id: Id;
  slug: string;
  title: string;
  body: string;
  meta_title: string | null;
  meta_description: string | null;
  status: Visibility;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type PageTranslationsTable = TranslationRow<'page_id', 'title' | 'body' | 'meta_title' | 'meta_description'>;

/** The single row (id 1) of shop settings: every field of `Setting` in core/common/common-data. */
export interface SettingsTable {
  id: number;
  currency: TextWithDefault;
  currency_icon: TextWithDefault;
  currency_position: IntWithDefault;
  decimal_format: TextWithDefault;
  phone: string | null;
  email: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  google_login: IntWithDefault;
  facebook_login: IntWithDefault;
  guest_checkout: IntWithDefault;
  enable_ga: IntWithDefault;
  ga_id: string | null;
  enable_pixel: IntWithDefault;
  pixel_id: string | null;
  default_country: TextWithDefault;
  default_state: TextWithDefault;
  vendor_registration: IntWithDefault;
  cookie_banner: IntWithDefault;
  /** 1 when a seller's product waits for the back office's review before it is public (migration 0041). */
  product_review: IntWithDefault;
  /** The shop's public address as the running shop recorded it on start (migration 0032, backend/common/public-url.ts). */
  public_url: string | null;
  /** 1 when public_url came from PUBLIC_URL; 0 when it is the address a shop without PUBLIC_URL listens on. */
  public_url_configured: IntWithDefault;
  /** Free delivery from this amount of goods, in cents of the shop's currency; null (or 0) is off. Migration 0029. */
  free_delivery_over: number | null;
  /** Raised by every back-office change of the row; a form carries the version it was read at (migration 0039). */
  version: IntWithDefault;
}

/** The single row (id 1) of site settings: every field of `SiteSetting` plus site meta. */
export interface SiteSettingsTable {
  id: number;
  site_name: string;
  copyright_text: string;
  meta_title: string;
  meta_description: string;
  primary_color: TextWithDefault;
  primary_hover_color: TextWithDefault;
  api_base: TextWithDefault;
  site_url: TextWithDefault;
  header_logo: string;
  footer_logo: string;
  styling: string | null;
  custom_scripts: string | null;
  /** Raised by every back-office change of the row (migration 0039). */
  version: IntWithDefault;
}
export type SiteSettingTranslationsTable = TranslationRow<
  'site_setting_id',
  'site_name' | 'copyright_text' | 'meta_title' | 'meta_description'
>;

/** A newsletter subscription (double opt-in): the address counts once `confirmed_at` is set and `unsubscribed_at` is not. */
export interface NewsletterSubscriptionsTable {
  id: Id;
  /** Lower-cased: unique regardless of case (a unique index on lower(email) as well). */
  email: string;
  /** The language its mails are written in (null for sign-ups older than double opt-in). */
  language: string | null;
  /** SHA-256 (base64url, backend/auth/tokens.ts) of the confirmation link's token; null once unsubscribed. */
  confirm_token_hash: string | null;
  /** When the pending confirmation was mailed (the link expires, see NEWSLETTER.confirmDays). */
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  /** Token of the unsubscribe link every newsletter mail carries (it can only unsubscribe). */
  unsubscribe_token: string | null;
  unsubscribed_at: string | null;
  /** The welcome voucher, once given: never a second one for the same address. */
  voucher_id: number | null;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Id;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the sender wrote in (null for messages older than the column). */
  language: string | null;
  created_at: CreatedAt;
  /** Where the message stands in the back office (migration 0038): 'new', 'read' or 'answered'. */
  state: TextWithDefault<'new' | 'read' | 'answered'>;
  read_at: string | null;
  answered_at: string | null;
  /** Counts every change, so a member's change made on a stale page is refused. */
  version: IntWithDefault;
}

/** A reply mailed to a contact message's sender from the back office, kept with the message. */
export interface ContactRepliesTable {
  id: Id;
  message_id: number;
  actor_id: number | null;
  actor_email: string;
  body: string;
  created_at: CreatedAt;
}
