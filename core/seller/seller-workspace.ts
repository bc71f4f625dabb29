/**
 * What `/seller` shows and `api/v1/seller/*` answers (issue 32): the seller's store and its
 * profile, the list of its products, one product for the form, and the choices the form offers.
 * One type for the server and the workspace; amounts are decimal strings as at every edge.
 */
import type { ProductInput, Publication } from './seller-product';

/** Page size of the product list (the server never sends more). */
export const SELLER_PAGE_SIZE = 20;

/** The store's profile, as the seller edits it. */
export interface StoreProfileInput {
  name: string;
  /** By language code; the default language's text fills the others' gaps on the store page. */
  descriptions: Record<string, string>;
  phone: string;
  email: string;
  address: string;
  /** A stored photo name (`stores/{sha256}.jpg`), or null for the drawn logo. */
  logo: string | null;
  /** A stored photo name, or null for none. */
  banner: string | null;
}

export const STORE_LIMITS = { nameMin: 2, nameMax: 60, descriptionMax: 2_000, addressMax: 300 } as const;

export type StoreProblemCode = 'required' | 'too_short' | 'too_long' | 'invalid_email' | 'invalid_phone' | 'invalid_choice';
export interface StoreProblem {
  /** `name`, `description.{lang}`, `phone`, `email`, `address`, `logo`, `banner`. */
  field: string;
  code: StoreProblemCode;
}

/** Where the seller's store stands with the shop: only an approved store has a workspace. */
export type StoreStanding = 'waiting' | 'refused' | 'approved';

/** `GET seller/store`: the signed-in seller's store; the profile only once it is approved. */
export interface SellerStore {
  id: number;
  name: string;
  slug: string;
  standing: StoreStanding;
  /** Why the shop refused the store, as mailed. */
  refusalReason: string | null;
  /** Whether the seller proved their e-mail address (the shop approves only then). */
  verified: boolean;
  /** The row's version: a profile saved from a stale page is refused. */
  version: number;
  profile: StoreProfileInput;
  /** Products by state, and how many variants are at or under their low-stock threshold. */
  counts: Record<Publication, number> & { lowStock: number };
}

export const STOCK_FILTERS = ['all', 'in', 'out', 'low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** `GET seller/products`: the list's search, filters and page, all applied by the server. */
export interface SellerProductQuery {
  q: string;
  status: Publication | 'all';
  stock: StockFilter;
  categoryId: number | null;
  page: number;
}

export interface SellerProductRow {
  id: number;
  slug: string;
  /** In the caller's language, the default language's when it has none. */
  title: string;
  /** The main photo's image name (under /uploads/). */
  image: string;
  publication: Publication;
  /** The product's price and offer (decimal amounts; offer '' when none). */
  price: string;
  offerPrice: string;
  /** Units in stock over all variants. */
  stock: number;
  variants: number;
  category: string;
  updatedAt: string;
  version: number;
}

export interface SellerPage<T> {
  rows: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** `GET seller/products/{id}`: one of the seller's products, as the form edits it. */
export interface SellerProduct {
  id: number;
  slug: string;
  version: number;
  publication: Publication;
  /** Why the back office sent it back, as mailed; null otherwise. */
  reviewReason: string | null;
  /** Whether it was approved (or published without review) before. */
  approvedBefore: boolean;
  input: ProductInput;
}

export interface ChoiceOption {
  id: number;
  title: string;
}

/** `GET seller/form-options`: what the product form offers, in the caller's language. */
export interface SellerFormOptions {
  languages: { code: string; name: string; rtl: boolean }[];
  defaultLanguage: string;
  categories: (ChoiceOption & { subCategories: ChoiceOption[] })[];
  brands: ChoiceOption[];
  attributes: (ChoiceOption & { values: ChoiceOption[] })[];
  /** The shop's public shipping rules, tax rules and bundle deals, by name in the caller's language. */
  shippingRules: ChoiceOption[];
  taxRules: ChoiceOption[];
  bundleDeals: ChoiceOption[];
  /** The operator's setting: products wait for a review before they are public. */
  reviewRequired: boolean;
}

/** The answer of a product save or a publication action. */
export interface ProductSaved {
  id: number;
  version: number;
  publication: Publication;
  message: string;
}
