import type { Cents, CreatedAt, Id, IntWithDefault, TextWithDefault, Timestamp, Visibility } from './columns';
import type { TranslationRow } from './i18n';

export interface FlashSalesTable {
  id: Id;
  slug: string;
  title: string;
  image: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  status: Visibility;
  created_at: CreatedAt;
  /** Raised by every back-office change; a change made from an older read is refused (migration 0042). */
  version: IntWithDefault;
}
export type FlashSaleTranslationsTable = TranslationRow<'flash_sale_id', 'title'>;

export interface FlashSaleProductsTable {
  flash_sale_id: number;
  product_id: number;
  /** Sale price in cents. */
  price: Cents;
}

/** Buy `buy` units and `free` of them cost nothing. */
export interface BundleDealsTable {
  id: Id;
  title: string;
  buy: number;
  free: number;
  status: Visibility;
  created_at: CreatedAt;
}
export type BundleDealTranslationsTable = TranslationRow<'bundle_deal_id', 'title'>;

export interface TaxRulesTable {
  id: Id;
  title: string;
  /** 1 flat, 2 percent. */
  type: number;
  /** Cents per unit for type 1; hundredths of a percent for type 2 (750 = 7.5%). */
  price: number;
  status: Visibility;
  created_at: CreatedAt;
  /** Raised by every back-office change; a change made from an older read is refused (migration 0040). */
  version: IntWithDefault;
}

export interface ShippingRulesTable {
  id: Id;
  title: string;
  /** 1 when the rule is charged once per order and shipping type, not per line. */
  single_price: IntWithDefault;
  status: Visibility;
  created_at: CreatedAt;
  /** Raised by every back-office change (migration 0040). */
  version: IntWithDefault;
  /** The store whose own rule it is, edited in the seller's workspace; null for the shop's own (migration 0043). */
  store_id: number | null;
}
export type ShippingRuleTranslationsTable = TranslationRow<'shipping_rule_id', 'title'>;

/** Where a rule ships and at what price. Matched by country+state, then country+'ALL', then 'ALL'. */
export interface ShippingPlacesTable {
  id: Id;
  shipping_rule_id: number;
  /** ISO 3166-1 alpha-2 code or 'ALL'. */
  country: string;
  /** State or region code, or 'ALL'. */
  state: TextWithDefault;
  price: IntWithDefault;
  pickup_price: IntWithDefault;
  day_needed: IntWithDefault;
  /** Name of the pickup location (parcels may be collected there); null when there is none. */
  pickup_point: string | null;
  pickup_address_line_1: string | null;
  pickup_address_line_2: string | null;
  pickup_city: string | null;
  pickup_state: string | null;
  pickup_zip: string | null;
  pickup_country: string | null;
  pickup_phone: string | null;
}

export interface VouchersTable {
  id: Id;
  code: string;
  title: string;
  /** 1 flat, 2 percent. */
  type: number;
  /** Cents for type 1; hundredths of a percent for type 2. */
  price: number;
  /** Upper bound of a percent discount in cents; null for none. */
  capped_price: Cents | null;
  min_spend: IntWithDefault;
  /** Orders that may use the voucher in all; null for unlimited. */
  usage_limit: number | null;
  limit_per_customer: number | null;
  start_time: Timestamp;
  end_time: Timestamp;
  status: Visibility;
  /** 1: made for one shopper (a newsletter welcome voucher), never listed publicly. */
  personal: IntWithDefault;
  created_at: CreatedAt;
}
export type VoucherTranslationsTable = TranslationRow<'voucher_id', 'title'>;
