import type { SellerOrders, ShipmentChange } from './seller-orders';
import type { ShippingRuleInput, ShippingRules } from '../admin/shop-rules';
import type { Changed } from '../admin/shop-rules-gateway.port';
import type { BulkChange, BulkSaved, SellerVariantRow } from './bulk-stock';
import type { FlashEntrySaved, SellerFlashSales } from './flash-entry';
import type { ImportLineProblem, ImportSummary } from './seller-csv';
import type { ProductInput } from './seller-product';
import type { PublicationAction } from './publication';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProfileInput } from './seller-workspace';

/** A photo as the seller picked it: its bytes and its file name. */
export interface PhotoFile {
  name: string;
  type: string;
  bytes: Blob;
}

/** A products' CSV file as the seller picked it. */
export interface CsvFile {
  name: string;
  type: string;
  bytes: Blob;
}

/**
 * What an import answered: written (the counts), or refused whole with every problem by line and
 * column (`lines` is empty when the file itself was refused: missing, too large), nothing saved.
 */
export type ImportOutcome =
  | { kind: 'imported'; summary: ImportSummary }
  | { kind: 'refused'; message: string; lines: ImportLineProblem[] };

/**
 * api/v1/seller's calls as the workspace makes them, with the seller's session. A refusal throws
 * RequestError with the server's message in the caller's language, and `fields` naming each
 * refused field as core's rules do (`title.en`, `variants.1.sku`, ...).
 */
export interface SellerGateway {
  store(language: string): Promise<SellerStore>;
  saveStore(profile: StoreProfileInput, version: number, language: string): Promise<{ version: number; message: string }>;
  options(language: string): Promise<SellerFormOptions>;
  products(query: SellerProductQuery, language: string): Promise<SellerPage<SellerProductRow>>;
  product(id: number, language: string): Promise<SellerProduct>;
  /** Creates a draft. */
  create(input: ProductInput, language: string): Promise<ProductSaved>;
  update(id: number, version: number, input: ProductInput, language: string): Promise<ProductSaved>;
  act(id: number, version: number, action: Extract<PublicationAction, 'submit' | 'hide'>, language: string): Promise<ProductSaved>;
  /** Stores photos checked by content; `kind` says whose (a product's, or the store's logo or banner). Returns their stored names in order. */
  uploadPhotos(kind: 'product' | 'store', files: PhotoFile[], language: string): Promise<string[]>;
  /** `GET seller/variants`: the store's variants, `BULK_LIMITS.pageSize` a page, `q` in a title or a SKU. */
  variants(q: string, page: number, language: string): Promise<SellerPage<SellerVariantRow>>;
  /** `POST seller/variants/bulk`: all the changes or none; a refusal's `fields` are `changes.{i}.price|stock|version|variant_id`. */
  saveStock(changes: readonly BulkChange[], language: string): Promise<BulkSaved>;
  /**
   * Where the browser downloads the store's products as CSV (`GET seller/products/export.csv`): a
   * plain link, since the session cookie opens that GET like any other read of the seller's.
   */
  exportUrl(): string;
  /** `POST seller/products/import`, one file (multipart): written whole or refused whole. */
  importProducts(file: CsvFile, language: string): Promise<ImportOutcome>;
  /** `GET seller/flash-sales`: the public sales not yet ended, with the store's entries, and the store's published products. */
  flashSales(language: string): Promise<SellerFlashSales>;
  /** `POST seller/flash-sales/{saleId}/entries`: the product joins the upcoming sale, or its sale price there changes; a refusal's `fields` are `price`, `product_id`, `sale`. */
  saveFlashEntry(saleId: number, productId: number, version: number, price: string, language: string): Promise<FlashEntrySaved>;
  /** `POST seller/flash-sales/{saleId}/entries/{productId}/remove`: the product leaves the sale before it starts. */
  removeFlashEntry(saleId: number, productId: number, version: number, language: string): Promise<FlashEntrySaved>;
  /** `GET seller/orders?page=`: the store's shipments, newest order first, and the carriers. */
  orders(page: number, language: string): Promise<SellerOrders>;
  /** Where the browser opens a shipment's packing slip (`GET seller/shipments/{id}/packing-slip.pdf`): a link, with the session cookie. */
  packingSlipUrl(id: number): string;
  /** `POST seller/shipments/{id}`: a step on one of the store's shipments; a refusal's `fields` are `carrierId`, `trackingNumber`, `reason`. */
  stepShipment(id: number, change: ShipmentChange, language: string): Promise<{ message: string }>;
  /** `GET seller/delivery`: the store's own shipping rules, their places and pickup points. */
  delivery(language: string): Promise<ShippingRules>;
  /** `POST seller/delivery/shipping`: adds (no id) or changes one of the store's rules; refused whole with the reasons. */
  saveShipping(rule: ShippingRuleInput, language: string): Promise<Changed<ShippingRules>>;
  /** `POST seller/delivery/shipping/delete`: deletes one no product ships by and no order used. */
  deleteShipping(id: number, version: number, language: string): Promise<Changed<ShippingRules>>;
}
