import type { ListingSort } from '../catalogue/listing';
import type { StoreDetail } from '../product/product-detail';

/** A seller's store page on api/v1. Throws RequestError when missing (404) or down. */
export interface StoreGateway {
  /** `store/{slug}`: the store and one page of its products in the given order; with a token, `followed`. */
  fetchStore(slug: string, query: { page: number; sortby: ListingSort | null }, language: string, token: string | null): Promise<StoreDetail>;
}
