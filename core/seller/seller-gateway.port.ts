import type { ProductInput } from './seller-product';
import type { PublicationAction } from './publication';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProfileInput } from './seller-workspace';

/** A photo as the seller picked it: its bytes and its file name. */
export interface PhotoFile {
  name: string;
  type: string;
  bytes: Blob;
}

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
}
