import { type SellerOrders, type ShipmentChange, type ShipmentChangeProblem, shipmentChangeProblems } from './seller-orders';
import type { ShippingRuleInput, ShippingRules } from '../admin/shop-rules';
import type { Changed } from '../admin/shop-rules-gateway.port';
import { type BulkChange, type BulkProblem, bulkProblems, type BulkSaved, type SellerVariantRow, type StoredVariant } from './bulk-stock';
import {
  type FlashCandidate, type FlashEntryProblem, flashEntryProblems, type FlashEntrySaved, removalProblem, type SellerFlashSale, type SellerFlashSales,
} from './flash-entry';
import type { PublicationAction } from './publication';
import { IMPORT_LIMITS } from './seller-csv';
import { type ProductInput, type ProductProblem, productProblems, type ProductRuleContext, priceCentsOf } from './seller-product';
import type { CsvFile, ImportOutcome, PhotoFile, SellerGateway } from './seller-gateway.port';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProblem, StoreProfileInput } from './seller-workspace';
import { storeProblems } from './store-profile';

/** A form the workspace refuses before asking the server (the server checks the same again). */
export class SellerFormProblem extends Error {
  constructor(readonly problems: readonly (ProductProblem | StoreProblem)[]) {
    super(problems[0]?.code ?? 'invalid');
    this.name = 'SellerFormProblem';
  }
}

/** A bulk save of stock and prices the workspace refuses before asking the server (`bulkProblems`; the server checks the same again). */
export class BulkStockProblem extends Error {
  constructor(readonly problems: readonly BulkProblem[]) {
    super(problems[0]?.code ?? 'invalid');
    this.name = 'BulkStockProblem';
  }
}

/** Why a file is not sent for import: not a CSV by its name or type, or over `IMPORT_LIMITS.maxBytes`. */
export type ImportFileProblemCode = 'not_csv' | 'too_large' | 'empty';

export class ImportFileProblem extends Error {
  constructor(readonly code: ImportFileProblemCode) {
    super(code);
    this.name = 'ImportFileProblem';
  }
}

/** Why a picked file cannot be imported, or null: a `.csv` (or a `text/csv` file), not empty, at most 2 MB. */
export function importFileProblem(file: { name: string; type: string; bytes: { size: number } }): ImportFileProblemCode | null {
  const csvByName = /\.csv$/i.test(file.name.trim());
  const csvByType = ['text/csv', 'application/csv', 'text/comma-separated-values'].includes(file.type.toLowerCase());
  if (!csvByName && !csvByType) return 'not_csv';
  if (file.bytes.size === 0) return 'empty';
  if (file.bytes.size > IMPORT_LIMITS.maxBytes) return 'too_large';
  return null;
}

/**
 * What the workspace knows of the variants a bulk save names, from the rows it read: each
 * product's version when read, whether the variant has options, the product's offer.
 */
export function storedVariantsOf(rows: readonly SellerVariantRow[]): Map<number, StoredVariant> {
  return new Map(rows.map((row) => [row.variantId, {
    productId: row.productId, version: row.productVersion, plain: row.plain, offerCents: row.offerPrice ? priceCentsOf(row.offerPrice) ?? 0 : 0,
    // The flash sales the product is in are the server's to check (it refuses a price at or under one).
    saleFloorCents: 0,
  }]));
}

/** A flash entry the workspace refuses before asking the server (`flashEntryProblems`; the server checks the same again). */
export class FlashEntryProblemError extends Error {
  constructor(readonly problems: readonly FlashEntryProblem[]) {
    super(problems[0]?.code ?? 'invalid');
    this.name = 'FlashEntryProblemError';
  }
}

/**
 * What the workspace knows of a product it may put into `sale`: its prices and variants as read,
 * and the other listed sales it is in (the server also knows sales the list does not show).
 */
function knownEntry(sales: readonly SellerFlashSale[], sale: SellerFlashSale, candidate: FlashCandidate) {
  const cents = (amount: string) => priceCentsOf(amount) ?? 0;
  return {
    product: {
      publication: 'published' as const, sellingCents: cents(candidate.selling), offeredCents: candidate.offerPrice === '' ? 0 : cents(candidate.offerPrice),
      owns: candidate.variants.map((variant) => (variant.own === null ? null : priceCentsOf(variant.own))),
    },
    others: sales.filter((other) => other.id !== sale.id && other.entries.some((entry) => entry.productId === candidate.productId))
      .map((other) => ({ start: other.startTime, end: other.endTime })),
  };
}

/** What the seller workspace does: the store's profile, the products, their publication and photos. */
export class SellerDesk {
  constructor(private readonly gateway: SellerGateway) {}

  store(language: string): Promise<SellerStore> {
    return this.gateway.store(language);
  }

  saveStore(profile: StoreProfileInput, version: number, languages: readonly string[], language: string): Promise<{ version: number; message: string }> {
    const problems = storeProblems(profile, languages);
    if (problems.length > 0) return Promise.reject(new SellerFormProblem(problems));
    return this.gateway.saveStore(profile, version, language);
  }

  options(language: string): Promise<SellerFormOptions> {
    return this.gateway.options(language);
  }

  products(query: SellerProductQuery, language: string): Promise<SellerPage<SellerProductRow>> {
    return this.gateway.products({ ...query, q: query.q.trim().slice(0, 100) }, language);
  }

  product(id: number, language: string): Promise<SellerProduct> {
    return this.gateway.product(id, language);
  }

  /** Saves a new product (a draft) or changes one read at `version`. */
  save(id: number | null, version: number, input: ProductInput, context: ProductRuleContext, language: string): Promise<ProductSaved> {
    const problems = productProblems(input, context);
    if (problems.length > 0) return Promise.reject(new SellerFormProblem(problems));
    return id === null ? this.gateway.create(input, language) : this.gateway.update(id, version, input, language);
  }

  act(id: number, version: number, action: Extract<PublicationAction, 'submit' | 'hide'>, language: string): Promise<ProductSaved> {
    return this.gateway.act(id, version, action, language);
  }

  uploadPhotos(kind: 'product' | 'store', files: PhotoFile[], language: string): Promise<string[]> {
    return this.gateway.uploadPhotos(kind, files, language);
  }

  /** The store's variants for the stock and prices table, `q` trimmed to the server's 100 characters. */
  variants(q: string, page: number, language: string): Promise<SellerPage<SellerVariantRow>> {
    return this.gateway.variants(q.trim().slice(0, 100), Math.max(1, Math.floor(page) || 1), language);
  }

  /**
   * Saves changed stock and prices in one call, checked first by core's `bulkProblems` against the
   * rows they were read from (`rows`: every row a change names); any problem refuses it whole.
   */
  saveStock(changes: readonly BulkChange[], rows: readonly SellerVariantRow[], language: string): Promise<BulkSaved> {
    const problems = bulkProblems(changes, storedVariantsOf(rows));
    if (problems.length > 0) return Promise.reject(new BulkStockProblem(problems));
    return this.gateway.saveStock(changes, language);
  }

  /** Where the browser downloads the store's products as CSV. */
  exportUrl(): string {
    return this.gateway.exportUrl();
  }

  /** The public sales not yet ended, with the store's entries and its published products. */
  flashSales(language: string): Promise<SellerFlashSales> {
    return this.gateway.flashSales(language);
  }

  /**
   * Puts `candidate` into `sale` at the price typed (or changes its price there), checked first by
   * core's `flashEntryProblems` against what was read (`sales`: the list it came from) at `now`.
   */
  saveFlashEntry(sales: readonly SellerFlashSale[], sale: SellerFlashSale, candidate: FlashCandidate, price: string, language: string, now: number | Date = Date.now()): Promise<FlashEntrySaved> {
    const { product, others } = knownEntry(sales, sale, candidate);
    const problems = flashEntryProblems(price, product, { start: sale.startTime, end: sale.endTime }, others, now);
    if (problems.length > 0) return Promise.reject(new FlashEntryProblemError(problems));
    return this.gateway.saveFlashEntry(sale.id, candidate.productId, candidate.version, price.trim(), language);
  }

  /** Takes a product out of a sale before it starts, at the product's version read. */
  removeFlashEntry(sale: SellerFlashSale, productId: number, version: number, language: string, now: number | Date = Date.now()): Promise<FlashEntrySaved> {
    const problem = removalProblem({ start: sale.startTime, end: sale.endTime }, now);
    if (problem) return Promise.reject(new FlashEntryProblemError([problem]));
    return this.gateway.removeFlashEntry(sale.id, productId, version, language);
  }

  /** Imports a products' CSV, refused before sending when it is no CSV, empty or over 2 MB. */
  importProducts(file: CsvFile, language: string): Promise<ImportOutcome> {
    const problem = importFileProblem(file);
    if (problem) return Promise.reject(new ImportFileProblem(problem));
    return this.gateway.importProducts(file, language);
  }

  /** The store's own shipping rules with their places and pickup points. */
  delivery(language: string): Promise<ShippingRules> {
    return this.gateway.delivery(language);
  }

  /** Adds or changes one of the store's rules; the server checks it as it checks the operator's (core/admin/shop-rules.ts). */
  saveShipping(rule: ShippingRuleInput, language: string): Promise<Changed<ShippingRules>> {
    return this.gateway.saveShipping(rule, language);
  }

  deleteShipping(rule: { id: number; version: number }, language: string): Promise<Changed<ShippingRules>> {
    return this.gateway.deleteShipping(rule.id, rule.version, language);
  }

  /** Where a shipment's packing slip opens (PDF, the store's lines only). */
  packingSlipUrl(id: number): string {
    return this.gateway.packingSlipUrl(id);
  }

  /** The store's shipments, a page at a time, and the carriers. */
  orders(page: number, language: string): Promise<SellerOrders> {
    return this.gateway.orders(page, language);
  }

  /** A step on a shipment, checked first by core's `shipmentChangeProblems` (shipping needs a carrier and a plain tracking number). */
  stepShipment(id: number, change: ShipmentChange, language: string): Promise<{ message: string }> {
    const problems = shipmentChangeProblems(change);
    if (problems.length > 0) return Promise.reject(new ShipmentChangeProblemError(problems));
    return this.gateway.stepShipment(id, { ...change, trackingNumber: change.trackingNumber.trim() }, language);
  }
}

/** A shipment step refused by core's rules before it was sent. */
export class ShipmentChangeProblemError extends Error {
  constructor(readonly problems: readonly ShipmentChangeProblem[]) {
    super('shipment change problems');
  }
}
