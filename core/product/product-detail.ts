/**
 * Shapes of the product page calls of api/v1 (`product/{id}`, `suggested-products/{id}`,
 * `flash-sale`, `store/{slug}`, `reviews`, `page/{slug}`) and the pure rules the product page
 * applies to them: which variant the shopper chose, its stock, and whether a quantity is allowed.
 * Money values are API amounts (decimals), as `pricing.ts` reads them.
 */
import type { Paginator } from '../shared/paginator';
import type { ProductTile } from './product-tile';

export type { Paginator };

/** One value of an attribute, as the product page offers it (a colour, a size). */
export interface AttributeValue {
  id: number;
  attribute_id: number;
  title: string;
  /** CSS colour for colour swatches, or null. */
  color_code: string | null;
}

/** An attribute with the values this product has for it, in display order. */
export interface AttributeGroup {
  id: number;
  title: string;
  values: AttributeValue[];
}

/** An attribute value a variant carries, with its attribute, both translated. */
export interface InventoryAttribute {
  attribute_value_id: number;
  attribute_value: { id: number; title: string; attribute: { id: number; title: string } };
}

/** A purchasable variant. `price` 0 means the product's price applies (see pricing.ts). */
export interface InventoryItem {
  id: number;
  product_id: number;
  quantity: number;
  price: number;
  sku: string;
  inventory_attributes: InventoryAttribute[];
}

/** A gallery image; `attributes` names the variant value it shows (a colour), or null. */
export interface ProductImage {
  id: number;
  image: string;
  attribute_value_id: number | null;
  attributes: { id: number; title: string } | null;
}

/** Buy `buy` units and `free` of them cost nothing. */
export interface BundleDeal {
  id: number;
  buy: number;
  free: number;
  title: string;
}

/** A public voucher shown on the product page. */
export interface ProductVoucher {
  id: number;
  title: string;
  /** 1 flat amount, 2 percent. */
  type: number;
  /** Amount for type 1, percent for type 2. */
  price: number;
  code: string;
  min_spend: number;
  /** Upper bound of a percent discount, or null. */
  capped_price: number | null;
  usage_limit: number | null;
  limit_per_customer: number | null;
  end_time: string;
}

export interface ShippingPlace {
  id: number;
  country: string;
  state: string;
  price: number;
  pickup_price: number;
  day_needed: number;
  pickup_point: string | null;
}

export interface ShippingRuleSummary {
  id: number;
  title: string;
  /** 1 when charged once per order and shipping type. */
  single_price: number;
  shipping_places: ShippingPlace[];
}

export interface BrandSummary {
  id: number;
  title: string;
  slug: string;
  image: string;
}

export interface StoreSummary {
  id: number;
  name: string;
  slug: string;
  logo: string;
  rating: number;
  review_count: number;
}

/** One step of the breadcrumb (category, then sub-category). */
export interface CategoryCrumb {
  id: number;
  title: string;
  slug: string;
  /** 'category' or 'sub_category': which listing the crumb links to. */
  type: 'category' | 'sub_category';
}

/** The whole product page: the tile fields plus everything the page shows. */
export interface ProductDetail extends ProductTile {
  description: string | null;
  overview: string | null;
  unit: string | null;
  warranty: string | null;
  meta_title: string | null;
  meta_description: string | null;
  /** 1 when the signed-in caller has the product in the wishlist, else null. */
  wishlisted: 1 | null;
  /** 1 when the product is in the caller's compare list, else null. */
  compared: 1 | null;
  brand: BrandSummary | null;
  /** The seller, and (live, per caller) whether the signed-in caller follows it: 1, else null. */
  store: StoreSummary & { followed: 1 | null };
  bundle_deal: BundleDeal | null;
  images: ProductImage[];
  shipping_rule: ShippingRuleSummary | null;
  inventory: InventoryItem[];
  attribute: AttributeGroup[];
  vouchers: ProductVoucher[];
  /** Breadcrumb chain, outermost first. */
  category_data: CategoryCrumb[];
  /** The innermost category the product is filed under. */
  current_categories: CategoryCrumb;
  /** 1 when some variant has stock. */
  in_stock: number;
  refundable: number;
  /** 1 when the shopper may return the product after changing their mind. */
  mind_change_returns: number;
  /** Flash sale the product is in right now (id and title), or null. */
  flash_sale: { id: number; title: string; slug: string } | null;
}

export interface SuggestedProducts {
  /** Same sub-category (or category). */
  suggestion_1: Paginator<ProductTile>;
  /** "Also viewed": same brand or category, excluding suggestion_1's products. */
  suggestion_2: Paginator<ProductTile>;
}

export interface FlashSale {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  start_time: string;
  end_time: string;
  /** 'running' when start <= now < end, else 'upcoming'. */
  state: 'running' | 'upcoming';
}

/** One entry of the `flash-sale` list: the sale and a first row of its products (like home's flash_sales). */
export interface FlashSaleListItem extends FlashSale {
  /** Up to FLASH_SALE_PREVIEW products; the sale's own page pages through all of them. */
  public_products: ProductTile[];
}

/** Products each entry of the `flash-sale` list previews. */
export const FLASH_SALE_PREVIEW = 12;

export interface FlashSaleDetail {
  flash_sale: FlashSale;
  /** Tiles carry the sale price and end only while the sale runs. */
  products: Paginator<ProductTile>;
}

export interface StoreDetail {
  store: {
    id: number;
    name: string;
    slug: string;
    description: string | null;
    logo: string;
    banner: string | null;
    rating: number;
    review_count: number;
    member_since: string;
    /** 1 when the signed-in caller follows the store, else null. */
    followed: 1 | null;
    product_count: number;
    /** How to reach the store, as its seller wrote it; null where not given. */
    phone: string | null;
    email: string | null;
    address: string | null;
    /** Where a shopper may collect the store's products: the pickup points of its own public shipping rules. */
    pickup_places: StorePickupPlace[];
  };
  result: Paginator<ProductTile>;
}

/** A pickup point of a store, where its products may be collected (checkout offers it to shoppers in that place). */
export interface StorePickupPlace {
  id: number;
  name: string;
  /** The point's address as the seller wrote it, or null. */
  address: string | null;
  /** Who may choose it: shoppers delivering to this country (its name in the page's language, or null for everywhere) and state (null for the whole country). */
  country: string | null;
  state: string | null;
  /** What collecting costs (an amount), and the days before it is ready. */
  price: number;
  days: number;
}

export interface Review {
  id: number;
  /** The reviewer's first name only. */
  user: { first_name: string };
  stars: number;
  comment: string | null;
  images: string[];
  created_at: string;
}

export interface ReviewsData {
  total: number;
  /** Average stars, one decimal; 0 without reviews. */
  average: number;
  /** Number of reviews per star value. */
  stars: Record<1 | 2 | 3 | 4 | 5, number>;
  /** An optional banner shown above the reviews. */
  banner?: { id: number; title: string; image: string } | null;
  all: Paginator<Review>;
}

/** The most products a compare list holds; the next addition is refused. */
export const COMPARE_LIMIT = 4;

// ---------------------------------------------------------------------------------------------
// Variant choice and quantity rules
// ---------------------------------------------------------------------------------------------

/** The inventory fields variant choice reads. */
export interface VariantLike {
  quantity: number;
  inventory_attributes: readonly { attribute_value_id: number }[];
}

/**
 * The chosen value ids: an array, or a map from attribute id to value id. A null or missing
 * entry is an attribute not chosen yet.
 */
export type VariantChoice = readonly (number | null | undefined)[] | Readonly<Record<number, number | null | undefined>>;

/**
 * The inventory whose attribute values are exactly the chosen ones, or null while some
 * attribute has no choice or no inventory has that combination. Every variant of a product
 * carries one value per attribute, so a partial choice matches nothing. A product without
 * attributes has one inventory with none, which an empty choice finds.
 */
export function findVariant<T extends VariantLike>(inventory: readonly T[], chosenValueIds: VariantChoice): T | null {
  const chosen: readonly (number | null | undefined)[] = Array.isArray(chosenValueIds) ? chosenValueIds : Object.values(chosenValueIds);
  if (chosen.some((value) => value == null)) return null;
  const wanted = new Set(chosen as number[]);
  for (const item of inventory) {
    const values = new Set(item.inventory_attributes.map((entry) => entry.attribute_value_id));
    if (values.size === wanted.size && [...values].every((value) => wanted.has(value))) return item;
  }
  return null;
}

/** Stock of the chosen variant; 0 when none is chosen, never negative. */
export function variantStock(variant: Pick<VariantLike, 'quantity'> | null | undefined): number {
  const quantity = variant?.quantity ?? 0;
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}
