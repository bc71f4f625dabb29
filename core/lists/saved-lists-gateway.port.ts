import type { ProductDetail } from '../product/product-detail';
import type { ProductTile } from '../product/product-tile';
import type { Paginator } from '../shared/paginator';

/** The shopper's two saved lists. */
export type SavedListName = 'wishlist' | 'compare';

/** The signed-in shopper's saved lists on api/v1 (token sent). Every call throws RequestError when refused or down. */
export interface SavedListsGateway {
  /** `user/wishlist/all`: a page of the wishlisted products, newest first. */
  wishlist(token: string | null, page: number, language: string): Promise<Paginator<ProductTile>>;
  /**
   * `user/compare-list/all`: the compared products (at most COMPARE_LIMIT), each with what the
   * compare table sets side by side (brand, stock, attributes, refundable, warranty, returns).
   */
  compared(token: string | null, language: string): Promise<ProductDetail[]>;
  /** `user/{wishlist,compare-list}/action`: adds or removes the product; answers whether it is in the list afterwards. */
  toggle(list: SavedListName, productId: number, token: string | null, language: string): Promise<boolean>;
}

/** Where the list pages keep what they show (the lists view model). */
export interface SavedListsState {
  setWishlist(page: Paginator<ProductTile>): void;
  setCompared(products: ProductDetail[]): void;
  /** A product taken out of a list leaves the page at once. */
  removeFrom(list: SavedListName, productId: number): void;
}
