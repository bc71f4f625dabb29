import type { Average, Cents, Computed, CreatedAt, Id, IntWithDefault, TextWithDefault, Visibility } from './columns';
import type { TranslationRow } from './i18n';

export interface CategoriesTable {
  id: Id;
  slug: string;
  title: string;
  /** Image name, rendered on demand: category/{key}.svg */
  image: string;
  /** Name of a built-in icon for menus. */
  icon: string | null;
  status: Visibility;
  /** 1 when shown among the home page's featured categories. */
  featured: IntWithDefault;
  sort_order: IntWithDefault;
  meta_title: string | null;
  meta_description: string | null;
  created_at: CreatedAt;
}
export type CategoryTranslationsTable = TranslationRow<'category_id', 'title' | 'meta_title' | 'meta_description'>;

export interface SubCategoriesTable {
  id: Id;
  category_id: number;
  slug: string;
  title: string;
  image: string;
  status: Visibility;
  featured: IntWithDefault;
  /** 1 when listed under its category in the footer (common.categories[].in_footer_child). */
  in_footer: IntWithDefault;
  sort_order: IntWithDefault;
  meta_title: string | null;
  meta_description: string | null;
  created_at: CreatedAt;
}
export type SubCategoryTranslationsTable = TranslationRow<'sub_category_id', 'title' | 'meta_title' | 'meta_description'>;

/** Brand names are proper nouns: the same in every language, so no translation table. */
export interface BrandsTable {
  id: Id;
  slug: string;
  title: string;
  image: string;
  status: Visibility;
  featured: IntWithDefault;
  sort_order: IntWithDefault;
  created_at: CreatedAt;
}

export interface TagsTable {
  id: Id;
  slug: string;
  title: string;
  status: Visibility;
  created_at: CreatedAt;
}
export type TagTranslationsTable = TranslationRow<'tag_id', 'title'>;

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface CollectionsTable {
  id: Id;
  slug: string;
  title: string;
  status: Visibility;
  sort_order: IntWithDefault;
  created_at: CreatedAt;
}
export type CollectionTranslationsTable = TranslationRow<'collection_id', 'title'>;

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  sort_order: IntWithDefault;
}

/** A seller's shop. */
export interface StoresTable {
  id: Id;
  /** The seller account that owns the store (null for the shop's own stores). */
  user_id: number | null;
  slug: string;
  name: string;
  description: string | null;
  /** store/{key}.svg */
  logo: string;
  banner_image: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  status: TextWithDefault<'pending' | 'approved'>;
  /** Average product rating, kept in step with reviews for fast store pages. */
  rating: Average;
  review_count: IntWithDefault;
  approved_at: string | null;
  /** When the back office refused the store (it stays 'pending', never shown); null otherwise (migration 0037). */
  refused_at: string | null;
  /** Why, as mailed to the seller. */
  refusal_reason: string | null;
  /** Raised by every back-office change of the row, so a change from a stale page is refused (migration 0037). */
  version: IntWithDefault;
  created_at: CreatedAt;
}
export type StoreTranslationsTable = TranslationRow<'store_id', 'description'>;

export interface StoreFollowersTable {
  store_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Id;
  slug: string;
  store_id: number;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  shipping_rule_id: number | null;
  bundle_deal_id: number | null;
  tax_rule_id: number | null;
  title: string;
  description: string | null;
  overview: string | null;
  unit: string | null;
  badge: string | null;
  warranty: string | null;
  meta_title: string | null;
  meta_description: string | null;
  /** Main image name (product/{categoryKey}/{id}-1.svg); the gallery is in product_images. */
  image: string;
  selling: Cents;
  /** Offer price; 0 when there is no offer. */
  offered: IntWithDefault;
  /** offered when > 0, else selling: the product-level everyday price (hot deals' discount order reads it). */
  current_price: Computed<Cents>;
  /**
   * The advertised everyday price (no flash sale): the lowest unit price among the variants in
   * stock (all when none is), as `advertisedPriceCents` gives it; what listings sort and filter by
   * through their indexes (migration 0033). Kept by every writer of prices or stock through
   * `refreshListedPrices` (backend/product/listed-price.ts); a new product is written with it.
   */
  listed_price: Cents;
  /** 1 when some inventory has quantity > 0; kept in step with inventories by every stock writer. */
  in_stock: IntWithDefault;
  refundable: IntWithDefault;
  /** 1 when the shopper may return the product because they changed their mind. */
  mind_change_returns: IntWithDefault;
  /** 1 (public) only while `publication` is 'published': every writer keeps the two in step (migration 0041). */
  status: Visibility;
  /** Where the product stands with the shop: draft, review, returned, published, hidden (core/seller/publication.ts). */
  publication: TextWithDefault<'draft' | 'review' | 'returned' | 'published' | 'hidden'>;
  /** When the shop first let it be public; null while it never was. */
  approved_at: string | null;
  /** Why the back office sent it back, as mailed; null otherwise. */
  review_reason: string | null;
  /** Raised by every change from the seller workspace or the back office, so a stale save is refused. */
  version: IntWithDefault;
  /** A variant's stock at or under it mails the seller once per dip; 0 never. */
  low_stock: IntWithDefault;
  /** Average of public reviews (0 when none), kept in step with reviews. */
  rating: Average;
  review_count: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type ProductTranslationsTable = TranslationRow<
  'product_id',
  'title' | 'description' | 'overview' | 'unit' | 'badge' | 'warranty' | 'meta_title' | 'meta_description'
>;

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  image: string;
  /** The variant value this image shows (a colour), if any. */
  attribute_value_id: number | null;
  sort_order: IntWithDefault;
}

export interface AttributesTable {
  id: Id;
  slug: string;
  title: string;
  sort_order: IntWithDefault;
}
export type AttributeTranslationsTable = TranslationRow<'attribute_id', 'title'>;

export interface AttributeValuesTable {
  id: Id;
  attribute_id: number;
  slug: string;
  title: string;
  /** CSS colour for colour swatches. */
  color_code: string | null;
  sort_order: IntWithDefault;
}
export type AttributeValueTranslationsTable = TranslationRow<'attribute_value_id', 'title'>;

/** A purchasable variant of a product; every product has at least one. */
export interface InventoriesTable {
  id: Id;
  product_id: number;
  sku: string;
  /** Variant price; 0 means the product's price applies. */
  price: IntWithDefault;
  quantity: IntWithDefault;
  /** 1 once the seller was mailed that this variant is low on stock; 0 again when restocked above the threshold. */
  low_stock_mailed: IntWithDefault;
}

export interface InventoryAttributesTable {
  inventory_id: number;
  attribute_value_id: number;
}
