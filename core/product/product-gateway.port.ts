import type { ProductDetail, ReviewsData, SuggestedProducts } from './product-detail';

/** The product page reads of api/v1. Every call throws RequestError when refused, missing (404) or down. */
export interface ProductGateway {
  /** `product/{id}`: the whole product page; with a token the answer carries `wishlisted` for that user. */
  fetchProduct(id: number, language: string, token: string | null): Promise<ProductDetail>;
  /** `suggested-products/{id}`: suggested (same category) and also-viewed products, one page of each. */
  fetchSuggested(id: number, language: string, page: number): Promise<SuggestedProducts>;
  /** `reviews`: total, average, star breakdown and one page of a product's reviews. */
  fetchReviews(productId: number, language: string, page: number): Promise<ReviewsData>;
}
export const ProductGateway = Symbol('ProductGateway');
