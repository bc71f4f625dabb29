/**
 * A seller's product in a flash sale the operator opened (issue 32, deliverable 6; decision 0032).
 * The data model keeps one sale price per product (`flash_sale_products.price`), and decision 0001
 * applies it to every variant as the same reduction: the seller sets the product's sale price and
 * each variant pays its own everyday price reduced in that ratio, computed here by core's one
 * pricing rule (`unitCentsForOwn`), never by a second formula. One rule set for the workspace's
 * form and for `api/v1/seller/flash-sales`: the browser checks before sending, the server again
 * before writing (`flashEntryProblems`).
 *
 * Amounts cross as decimal strings ("12.50") like the product form's; cents inside.
 */
import { type ProductCents, unitCentsForOwn } from '../product/pricing';
import { centsToDecimal } from '../shared/cents';
import { priceCentsOf, type Publication } from './seller-product';

/** Where a sale stands at a moment: still to come, running, or over (its end is exclusive). */
export type FlashSaleState = 'upcoming' | 'running' | 'ended';

/** A sale's window, ISO 8601 as stored. */
export interface SaleWindow {
  start: string;
  end: string;
}

/** One variant of a product as a flash entry shows it. */
export interface FlashVariantPrice {
  variantId: number;
  /** Its options in the caller's language ("Colour: Red"); '' for a product without options. */
  values: string;
  /** What it costs today, offer included (decimal amount). */
  everyday: string;
  /** What it costs while the sale runs (decimal amount). */
  sale: string;
}

/** One of the store's products in a sale. */
export interface SellerFlashEntry {
  productId: number;
  title: string;
  /** The product's version: a change or a removal sends it back. */
  version: number;
  /** The product's sale price (decimal amount). */
  price: string;
  /** The product-level everyday price it is below: the offer when there is one, else the price. */
  everyday: string;
  variants: FlashVariantPrice[];
}

/** `GET seller/flash-sales`: a public sale not yet ended, in the caller's language, with the store's entries. */
export interface SellerFlashSale {
  id: number;
  slug: string;
  title: string;
  startTime: string;
  endTime: string;
  state: Exclude<FlashSaleState, 'ended'>;
  entries: SellerFlashEntry[];
}

/** A variant of a product the seller may enter: its own everyday price (decimal), or null when it pays the product's price. */
export interface FlashCandidateVariant {
  variantId: number;
  values: string;
  own: string | null;
}

/** One of the store's published products, with what the form needs to preview its variants' sale prices. */
export interface FlashCandidate {
  productId: number;
  title: string;
  version: number;
  /** The product's price (decimal amount). */
  selling: string;
  /** Its offer, '' for none. */
  offerPrice: string;
  variants: FlashCandidateVariant[];
}

/** `GET seller/flash-sales`: the sales and the store's products that may join one. */
export interface SellerFlashSales {
  sales: SellerFlashSale[];
  products: FlashCandidate[];
}

/** The answer of a join, a change or a removal: the product's new version. */
export interface FlashEntrySaved {
  productId: number;
  version: number;
  message: string;
}

export type FlashEntryProblemCode =
  | 'required' | 'invalid_price' | 'sale_not_below' | 'variant_not_below' | 'not_published' | 'overlapping_sale' | 'sale_started';

/** One refused field: `price`, `product_id`, or `sale` (the sale as a whole: it has started). */
export interface FlashEntryProblem {
  field: 'price' | 'product_id' | 'sale';
  code: FlashEntryProblemCode;
}

/** What the rule reads of a product: its publication, its prices in cents and its variants' own everyday prices (null: the product's). */
export interface FlashProduct {
  publication: Publication;
  sellingCents: number;
  offeredCents: number;
  owns: readonly (number | null)[];
}

function instant(at: number | Date | string): number {
  return typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
}

/** Where `sale` stands at `now`: upcoming before its start, running until its end (exclusive), then ended. */
export function saleState(sale: SaleWindow, now: number | Date): FlashSaleState {
  const t = instant(now);
  if (!(instant(sale.end) > t)) return 'ended';
  return instant(sale.start) <= t ? 'running' : 'upcoming';
}

/** Whether two sales share a moment: [start, end) windows that overlap. */
export function windowsOverlap(a: SaleWindow, b: SaleWindow): boolean {
  return instant(a.start) < instant(b.end) && instant(b.start) < instant(a.end);
}

/** Whether the entries of `sale` may still be added, changed or removed at `now`: only before it starts. */
export function entriesOpen(sale: SaleWindow, now: number | Date): boolean {
  return saleState(sale, now) === 'upcoming';
}

/** The product-level everyday price in cents: the offer when above 0, else the price (decision 0001). */
export function everydayCents(product: Pick<FlashProduct, 'sellingCents' | 'offeredCents'>): number {
  return product.offeredCents > 0 ? product.offeredCents : product.sellingCents;
}

/** A moment no sale reaches, so the pricing rule takes the sale price as running. */
const FOREVER = '9999-12-31T23:59:59.999Z';

/** The product's cents with `saleCents` as its running flash price, or without a sale (null). */
function centsWith(product: Pick<FlashProduct, 'sellingCents' | 'offeredCents'>, saleCents: number | null): ProductCents {
  return { selling: product.sellingCents, offered: product.offeredCents, flash: saleCents, flashEnd: saleCents === null ? null : FOREVER };
}

/**
 * What each variant (its own everyday price; null: the product's) pays today and while a sale at
 * `saleCents` runs, in cents: core's one price rule (`unitCentsForOwn`), nothing else.
 */
export function variantSaleCents(product: Pick<FlashProduct, 'sellingCents' | 'offeredCents'>, owns: readonly (number | null)[], saleCents: number): { everyday: number; sale: number }[] {
  const today = centsWith(product, null);
  const during = centsWith(product, saleCents);
  return owns.map((own) => ({ everyday: unitCentsForOwn(today, own, 0).cents, sale: unitCentsForOwn(during, own, 0).cents }));
}

/** `variantSaleCents` as decimal amounts, for a candidate as api/v1 sends it; null while the typed price is no amount. */
export function previewVariantPrices(candidate: FlashCandidate, typed: string): FlashVariantPrice[] | null {
  const saleCents = priceCentsOf(typed);
  const selling = priceCentsOf(candidate.selling);
  if (saleCents === null || selling === null) return null;
  const product = { sellingCents: selling, offeredCents: candidate.offerPrice === '' ? 0 : priceCentsOf(candidate.offerPrice) ?? 0 };
  const owns = candidate.variants.map((variant) => (variant.own === null ? null : priceCentsOf(variant.own)));
  return variantSaleCents(product, owns, saleCents).map((price, i) => ({
    variantId: candidate.variants[i]!.variantId, values: candidate.variants[i]!.values, everyday: centsToDecimal(price.everyday), sale: centsToDecimal(price.sale),
  }));
}

/**
 * Every problem of putting `product` into `sale` at the price typed, at `now`; none means it may be
 * written. The sale must not have started (its entries are fixed once it runs); the product must
 * be published and in no other sale (`otherSales`: the windows of the other sales it is in) that
 * shares a moment with this one; the price a positive amount in whole cents below the product's
 * everyday price (the offer when there is one, else the price), and low enough that every variant
 * pays less than it does today (a variant far below the product's price could round back to its
 * own price). The sale price is then below every variant's everyday price, so each shows a true
 * "was" price and badge.
 */
export function flashEntryProblems(price: string, product: FlashProduct, sale: SaleWindow, otherSales: readonly SaleWindow[], now: number | Date): FlashEntryProblem[] {
  if (!entriesOpen(sale, now)) return [{ field: 'sale', code: 'sale_started' }];
  const problems: FlashEntryProblem[] = [];
  if (product.publication !== 'published') problems.push({ field: 'product_id', code: 'not_published' });
  else if (otherSales.some((other) => windowsOverlap(other, sale))) problems.push({ field: 'product_id', code: 'overlapping_sale' });
  const cents = priceCentsOf(price);
  if (price.trim() === '') problems.push({ field: 'price', code: 'required' });
  else if (cents === null) problems.push({ field: 'price', code: 'invalid_price' });
  else if (cents >= everydayCents(product)) problems.push({ field: 'price', code: 'sale_not_below' });
  else if (variantSaleCents(product, product.owns, cents).some((variant) => variant.sale >= variant.everyday)) problems.push({ field: 'price', code: 'variant_not_below' });
  return problems;
}

/** Why an entry cannot be removed at `now`, or null: only before the sale starts. */
export function removalProblem(sale: SaleWindow, now: number | Date): FlashEntryProblem | null {
  return entriesOpen(sale, now) ? null : { field: 'sale', code: 'sale_started' };
}
