import type { ProductDetail, ReviewsData, SuggestedProducts } from './product-detail';

/** The product page reads of api/v1. Every call throws RequestError when refused, missing (404) or down. */
export interface ProductGateway {
  /** `product/{id}`: the whole product page; with a token the answer carries `wishlisted` for that user. */
  fetchProduct(id: number, language: string, token: string | null): Promise<ProductDetail>;
  /** `suggested-products/{id}`: suggested (same category) and also-viewed products, one page of each. */
  fetchSuggested(id: number, language: string, page: number): Promise<SuggestedProducts>;
  /** `reviews`: total, average, star breakdown and one page of a product's reviews. */
  fetchReviews(productId: number, language: string, page: number): Promise<ReviewsData>;
  /**
   * Starts the product page's reads (the product with this token, the first page of suggestions
   * and of reviews) ahead of a likely visit: the same fetches within a few seconds of their
   * answers take them instead of asking again. Never throws; a failed read is simply not kept.
   */
  prefetchProduct(id: number, language: string, token: string | null): void;
}
