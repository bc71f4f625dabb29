/**
 * A seller's product as the seller workspace writes it (issue 32): its texts per language, its
 * place in the catalogue, its prices, its variants (SKU, price, stock, the attribute values that
 * tell them apart), its photos and its after-sale texts. One type and one set of rules for the
 * workspace's form and for `api/v1/seller/products`: the browser checks before sending, the server
 * checks the same again before writing anything (`productProblems`).
 *
 * Amounts cross as decimal strings ("12.50") like everywhere at the edge; the server turns them
 * into cents with `parseCents` and never stores a fraction of a cent.
 */
import { parseCents } from '../shared/cents';

/** What the rules accept: the shop's limits for one product. */
export const SELLER_LIMITS = {
  /** Highest price of a product or a variant, in cents (a million in the shop's currency). */
  maxPriceCents: 100_000_000,
  /** Highest stock of one variant. */
  maxStock: 1_000_000,
  /** Most variants of one product. */
  maxVariants: 50,
  /** Most photos of one product (the first is the main one). */
  maxPhotos: 8,
  titleMax: 191,
  descriptionMax: 20_000,
  warrantyMax: 500,
  skuMax: 64,
  /** Highest low-stock threshold (a mail when a variant's stock falls to it). */
  maxLowStock: 100_000,
} as const;

/** A SKU: letters, digits, dot, dash, underscore and slash; no spaces, so it reads the same in any direction. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Where a product stands with the shop. Only `published` is shown to shoppers. */
export const PUBLICATIONS = ['draft', 'review', 'returned', 'published', 'hidden'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export interface ProductTexts {
  title: string;
  /** Plain text or the shop's simple HTML; the server sanitizes it like every shop text. */
  description: string;
}

export interface VariantInput {
  /** The stored variant, or null for a new one. */
  id: number | null;
  sku: string;
  /** Decimal amount. A product without options has one variant: its price is the product's. */
  price: string;
  /** Whole units in stock. */
  stock: string;
  /** The attribute values that tell this variant apart (one per attribute used), ids of `attribute_values`. */
  values: number[];
}

export interface ProductInput {
  /** By language code; the shop's default language is required, the others fall back to it. */
  texts: Record<string, ProductTexts>;
  categoryId: number | null;
  subCategoryId: number | null;
  brandId: number | null;
  /** How it ships (a shipping rule of the shop): required, a product without one cannot be ordered. */
  shippingRuleId: number | null;
  /** The tax it is charged (a tax rule of the shop), or null for none. */
  taxRuleId: number | null;
  /** A "buy N get M" offer of the shop, or null for none. */
  bundleDealId: number | null;
  /** The product's everyday price (decimal amount). */
  price: string;
  /** An offer below the price, or '' for none. The same reduction applies to every variant's own price (decision 0001). */
  offerPrice: string;
  variants: VariantInput[];
  /** Stored photo names (`products/{sha256}.jpg`), in order; the first is the main photo. */
  photos: string[];
  /**
   * A variant's own photos: a photo shows the variants with this option value (a colour), by photo
   * name; a photo not named here shows the product as a whole. The product page turns to it when a
   * shopper chooses that value or a variant that has it.
   */
  photoValues: Record<string, number>;
  refundable: boolean;
  /** The shopper may return it because they changed their mind (beyond a fault). */
  mindChangeReturns: boolean;
  warranty: string;
  /** A variant's stock at or under which the seller is mailed; '' or 0 for never. */
  lowStock: string;
}

export type ProductProblemCode =
  | 'required' | 'too_long' | 'invalid_price' | 'price_too_high' | 'offer_not_below' | 'invalid_stock'
  | 'invalid_sku' | 'duplicate_sku' | 'no_variant' | 'too_many_variants' | 'duplicate_combination'
  | 'values_mismatch' | 'too_many_photos' | 'invalid_choice';

/**
 * One refused field. `field` names it the way the form does: `title.{lang}`, `description.{lang}`,
 * `categoryId`, `shippingRuleId`, `price`, `offerPrice`, `variants`, `variants.{i}.sku|price|stock|values`, `photos`, `photoValues`,
 * `warranty`, `lowStock`.
 */
export interface ProductProblem {
  field: string;
  code: ProductProblemCode;
}

/** What the rules need to know of the shop. */
export interface ProductRuleContext {
  languages: readonly string[];
  defaultLanguage: string;
}

/** Cents of a decimal amount a seller typed: null when it is not a positive amount in whole cents. */
export function priceCentsOf(amount: string): number | null {
  const text = amount.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const cents = parseCents(text);
  return cents !== null && cents > 0 ? cents : null;
}

/** Whole units of a stock a seller typed: null when it is not a whole number from 0 to the limit. */
export function stockOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const units = Number(trimmed);
  return units <= SELLER_LIMITS.maxStock ? units : null;
}

function priceProblem(field: string, amount: string, required: boolean): ProductProblem | null {
  if (amount.trim() === '') return required ? { field, code: 'required' } : null;
  const cents = priceCentsOf(amount);
  if (cents === null) return { field, code: 'invalid_price' };
  if (cents > SELLER_LIMITS.maxPriceCents) return { field, code: 'price_too_high' };
  return null;
}

/** The key of a variant's combination of values: the same values in any order are the same variant. */
export function combinationKey(values: readonly number[]): string {
  return [...new Set(values)].sort((a, b) => a - b).join(',');
}

/** A SKU as stored: trimmed, compared without case (two SKUs differing only in case are one). */
export function skuKey(sku: string): string {
  return sku.trim().toLowerCase();
}

/**
 * Every problem of a product as sent, in form order; none means it may be saved as it is. The
 * checks: the default language's title; texts' lengths; a category; a shipping rule; the price and the offer (below
 * the price); one to `maxVariants` variants, each with a SKU (pattern, unique in the product
 * without case), a price, a stock, and values that tell it apart (all variants use the same number
 * of values, no two the same combination; a product of one variant may have none); photos at
 * most `maxPhotos`; the warranty text's length; the low-stock threshold. Whether the category,
 * brand and values exist, and whether a SKU is taken elsewhere, is the server's to check.
 */
export function productProblems(input: ProductInput, context: ProductRuleContext): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const add = (problem: ProductProblem | null) => { if (problem) problems.push(problem); };
  for (const language of context.languages) {
    const texts = input.texts[language];
    const title = texts?.title.trim() ?? '';
    if (language === context.defaultLanguage && title === '') add({ field: `title.${language}`, code: 'required' });
    if (title.length > SELLER_LIMITS.titleMax) add({ field: `title.${language}`, code: 'too_long' });
    if ((texts?.description.length ?? 0) > SELLER_LIMITS.descriptionMax) add({ field: `description.${language}`, code: 'too_long' });
  }
  if (input.categoryId === null) add({ field: 'categoryId', code: 'required' });
  if (input.shippingRuleId === null) add({ field: 'shippingRuleId', code: 'required' });
  add(priceProblem('price', input.price, true));
  const offer = priceProblem('offerPrice', input.offerPrice, false);
  add(offer);
  if (!offer && input.offerPrice.trim() !== '') {
    const price = priceCentsOf(input.price);
    const offered = priceCentsOf(input.offerPrice);
    if (price !== null && offered !== null && offered >= price) add({ field: 'offerPrice', code: 'offer_not_below' });
  }
  add(variantsProblem(input.variants));
  const skus = new Set<string>();
  const combinations = new Set<string>();
  const valueCount = input.variants[0]?.values.length ?? 0;
  input.variants.forEach((variant, i) => {
    const at = `variants.${i}`;
    const sku = variant.sku.trim();
    if (sku === '') add({ field: `${at}.sku`, code: 'required' });
    else if (sku.length > SELLER_LIMITS.skuMax) add({ field: `${at}.sku`, code: 'too_long' });
    else if (!SKU_PATTERN.test(sku)) add({ field: `${at}.sku`, code: 'invalid_sku' });
    else if (skus.has(skuKey(sku))) add({ field: `${at}.sku`, code: 'duplicate_sku' });
    skus.add(skuKey(sku));
    add(priceProblem(`${at}.price`, variant.price, true));
    if (variant.stock.trim() === '') add({ field: `${at}.stock`, code: 'required' });
    else if (stockOf(variant.stock) === null) add({ field: `${at}.stock`, code: 'invalid_stock' });
    const distinct = new Set(variant.values).size;
    if (distinct !== variant.values.length || variant.values.length !== valueCount || (input.variants.length > 1 && valueCount === 0)) {
      add({ field: `${at}.values`, code: 'values_mismatch' });
    } else {
      const key = combinationKey(variant.values);
      if (combinations.has(key)) add({ field: `${at}.values`, code: 'duplicate_combination' });
      combinations.add(key);
    }
  });
  if (input.photos.length > SELLER_LIMITS.maxPhotos) add({ field: 'photos', code: 'too_many_photos' });
  // A photo is a variant's when it shows an option value one of the variants has.
  const used = new Set(input.variants.flatMap((variant) => variant.values));
  if (Object.entries(input.photoValues).some(([photo, value]) => !input.photos.includes(photo) || !used.has(value))) add({ field: 'photoValues', code: 'invalid_choice' });
  if (input.warranty.length > SELLER_LIMITS.warrantyMax) add({ field: 'warranty', code: 'too_long' });
  if (input.lowStock.trim() !== '') {
    const threshold = stockOf(input.lowStock);
    if (threshold === null || threshold > SELLER_LIMITS.maxLowStock) add({ field: 'lowStock', code: 'invalid_stock' });
  }
  return problems;
}

function variantsProblem(variants: readonly VariantInput[]): ProductProblem | null {
  if (variants.length === 0) return { field: 'variants', code: 'no_variant' };
  if (variants.length > SELLER_LIMITS.maxVariants) return { field: 'variants', code: 'too_many_variants' };
  return null;
}

/** An attribute the seller picked values of, for the variant matrix. */
export interface ChosenAttribute {
  attributeId: number;
  values: number[];
}

/**
 * Every combination of the chosen values, one value of each attribute: the variants a product of
 * these options has (2 colours x 3 sizes = 6). Attributes without values are left out; none at
 * all gives one combination with no values (a product without options).
 */
export function variantMatrix(attributes: readonly ChosenAttribute[]): number[][] {
  let combinations: number[][] = [[]];
  for (const attribute of attributes) {
    const values = [...new Set(attribute.values)];
    if (values.length === 0) continue;
    combinations = combinations.flatMap((combination) => values.map((value) => [...combination, value]));
  }
  return combinations;
}

/** An empty form for a new product in a shop of these languages. */
export function emptyProduct(languages: readonly string[]): ProductInput {
  return {
    texts: Object.fromEntries(languages.map((language) => [language, { title: '', description: '' }])),
    categoryId: null, subCategoryId: null, brandId: null, shippingRuleId: null, taxRuleId: null, bundleDealId: null,
    price: '', offerPrice: '',
    variants: [{ id: null, sku: '', price: '', stock: '0', values: [] }],
    photos: [], photoValues: {}, refundable: true, mindChangeReturns: false, warranty: '', lowStock: '',
  };
}
