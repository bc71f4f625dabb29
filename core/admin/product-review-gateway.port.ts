import type { Page } from './people';
import type { ProductDecision, ProductInReview } from './product-review';

/** api/v1/admin's review queue as the console calls it; a refusal throws RequestError with the server's message. */
export interface ProductReviewGateway {
  queue(page: number, language: string): Promise<Page<ProductInReview>>;
  decide(decision: ProductDecision, language: string): Promise<string>;
}
