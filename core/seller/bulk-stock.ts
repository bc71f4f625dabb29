/**
 * Stock and prices of many variants at once (issue 32, deliverable 4): the seller workspace's table
 * of the store's variants (`GET seller/variants`) and its save (`POST seller/variants/bulk`). One
 * rule set for the table and the server: `bulkProblems` checks every row before anything is
 * written, with the same amount and stock rules as the product form (`priceCentsOf`, `stockOf`,
 * `SELLER_LIMITS`), and one problem refuses the whole save.
 */
import { priceCentsOf, type Publication, SELLER_LIMITS, stockOf } from './seller-product';

export const BULK_LIMITS = {
  /** Most rows one save may change. */
  maxRows: 200,
  /** Rows of `GET seller/variants` a page. */
  pageSize: 50,
} as const;

/** One row of the table: a variant of one of the store's products, as the server reads it. */
export interface SellerVariantRow {
  productId: number;
  /** The product's title in the caller's language (the default language's when it has none). */
  title: string;
  /** The product's version: a save sends it back, and a product changed since is refused. */
  productVersion: number;
  publication: Publication;
  variantId: number;
  sku: string;
  /** The variant's options in the caller's language ("Colour: Red, Size: M"); '' for a product without options. */
  values: string;
  /** What the variant costs before any offer (decimal amount): a variant without options pays the product's price. */
  price: string;
  /** The product's offer price, '' when none: a price changed here must stay above it (see `bulkProblems`). */
  offerPrice: string;
  stock: number;
  /** The product's low-stock threshold, 0 for none. */
  lowStock: number;
  /** True when the variant has no options: its price is the product's price. */
  plain: boolean;
}

/** One change as sent: amounts and stock as typed. */
export interface BulkChange {
  productId: number;
  version: number;
  variantId: number;
  price: string;
  stock: string;
}

/** What the server knows of a variant a change names, when it is one of the caller's store. */
export interface StoredVariant {
  productId: number;
  /** The product's version now. */
  version: number;
  /** Without options: its price is the product's (decision 0001). */
  plain: boolean;
  /** The product's offer price in cents, 0 for none. */
  offerCents: number;
  /** The highest price the product has in a flash sale not yet ended, 0 for none (decision 0032). */
  saleFloorCents: number;
}

export type BulkProblemCode =
  | 'no_rows' | 'too_many_rows' | 'variant_not_found' | 'duplicate_row' | 'product_stale'
  | 'required' | 'invalid_price' | 'price_too_high' | 'invalid_stock' | 'offer_not_below' | 'below_flash';

/** One refused field: `changes` (the save as a whole) or `changes.{i}.variant_id|version|price|stock`. */
export interface BulkProblem {
  field: string;
  code: BulkProblemCode;
}

/**
 * Every problem of a bulk save, row by row; none means it may be written as it is. Checked: one to
 * `maxRows` rows; each names a variant of the caller's store (`stored`, keyed by variant id; a
 * variant of another store is not in it and reads as missing) of the product it says, once; the
 * product at the version sent (every row of one product sends the same); the price a positive
 * amount in whole cents up to the shop's limit; the stock a whole number from 0 to the limit.
 * A variant without options pays the product's price, so its price is the product's: with an
 * offer, the new price must stay above the offer (the offer is never cleared behind the
 * seller's back: they change it in the product's form); without an offer, it must stay above the
 * product's price in a flash sale not yet ended (decision 0032).
 */
export function bulkProblems(changes: readonly BulkChange[], stored: ReadonlyMap<number, StoredVariant>): BulkProblem[] {
  if (changes.length === 0) return [{ field: 'changes', code: 'no_rows' }];
  if (changes.length > BULK_LIMITS.maxRows) return [{ field: 'changes', code: 'too_many_rows' }];
  const problems: BulkProblem[] = [];
  const seen = new Set<number>();
  changes.forEach((change, i) => {
    const at = `changes.${i}`;
    const variant = stored.get(change.variantId);
    if (!variant || variant.productId !== change.productId) problems.push({ field: `${at}.variant_id`, code: 'variant_not_found' });
    else if (seen.has(change.variantId)) problems.push({ field: `${at}.variant_id`, code: 'duplicate_row' });
    else if (variant.version !== change.version) problems.push({ field: `${at}.version`, code: 'product_stale' });
    seen.add(change.variantId);
    const cents = priceCentsOf(change.price);
    if (change.price.trim() === '') problems.push({ field: `${at}.price`, code: 'required' });
    else if (cents === null) problems.push({ field: `${at}.price`, code: 'invalid_price' });
    else if (cents > SELLER_LIMITS.maxPriceCents) problems.push({ field: `${at}.price`, code: 'price_too_high' });
    else if (variant?.plain && variant.offerCents > 0 && cents <= variant.offerCents) problems.push({ field: `${at}.price`, code: 'offer_not_below' });
    else if (variant?.plain && variant.offerCents === 0 && variant.saleFloorCents > 0 && cents <= variant.saleFloorCents) problems.push({ field: `${at}.price`, code: 'below_flash' });
    if (change.stock.trim() === '') problems.push({ field: `${at}.stock`, code: 'required' });
    else if (stockOf(change.stock) === null) problems.push({ field: `${at}.stock`, code: 'invalid_stock' });
  });
  return problems;
}

/** The answer of a bulk save: each changed product's new version. */
export interface BulkSaved {
  products: { id: number; version: number }[];
  message: string;
}
