import type { FlashSale, FlashSaleDetail } from '../product/product-detail';
import type { BrandsResult, CategoriesResult, ListingResult, SourceListingResult } from './listing';
import type { ListingRequest } from './listing-request';

/** Reads the catalogue screens from api/v1 (`all`, `products`, `categories`, `brands`, `flash-sale`). */
export interface CatalogueGateway {
  /**
   * One page of a listing with its filter options (sidebar data). A category scope reads `all`,
   * every other scope `products`. Throws RequestError (404 for an unknown category or source).
   */
  fetchListing(request: ListingRequest, language: string): Promise<ListingResult | SourceListingResult>;
  /** Every public category with its sub-categories. */
  fetchCategories(language: string): Promise<CategoriesResult>;
  /** Every public brand. */
  fetchBrands(language: string): Promise<BrandsResult>;
  /** The flash sales running now or coming up, soonest end first. */
  fetchFlashSales(language: string): Promise<FlashSale[]>;
  /** One flash sale and a page of its products; RequestError 404 when there is no such sale. */
  fetchFlashSale(id: number, page: number, language: string): Promise<FlashSaleDetail>;
}
