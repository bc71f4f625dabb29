import type { ProductDetail, ReviewsData, SuggestedProducts } from './product-detail';

/** Where the product page keeps what it shows (the product view model). */
export interface ProductState {
  readonly product: ProductDetail | null;
  /** Language the product was loaded in. */
  readonly language: string | null;
  /** Whether the suggestions for this product and language are already there. */
  readonly suggestedFor: string | null;
  /** `{productId}|{language}|{page}` of the reviews shown. */
  readonly reviewsFor: string | null;
  setProduct(product: ProductDetail, language: string): void;
  setSuggested(suggested: SuggestedProducts, key: string): void;
  setReviews(reviews: ReviewsData, key: string): void;
  setWishlisted(wishlisted: boolean): void;
  setCompared(compared: boolean): void;
}
