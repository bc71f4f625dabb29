/** What a toggle of the compare list answers: the new state and the server's own words for it. */
export interface CompareToggle {
  compared: boolean;
  /** The envelope message ("Added to compare list"), shown as the success toast; empty when none. */
  message: string;
}

/** The signed-in shopper's wishlist and compare list on api/v1. Throws RequestError when refused or down. */
export interface ProductListsGateway {
  /** `user/wishlist/action`: adds or removes; answers whether the product is wishlisted afterwards. */
  toggleWishlist(productId: number, token: string | null, language: string): Promise<boolean>;
  /** `user/compare-list/action`: adds or removes; a full list or unknown product is a 201 with form errors. */
  toggleCompare(productId: number, token: string | null, language: string): Promise<CompareToggle>;
}
