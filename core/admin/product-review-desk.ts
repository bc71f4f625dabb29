import type { Page } from './people';
import { type ProductInReview, productDecisionProblem } from './product-review';
import type { ProductReviewGateway } from './product-review-gateway.port';

/** A decision the console refuses before asking the server (the server checks the same). */
export class ProductReviewProblem extends Error {
  constructor(readonly code: 'reason_required' | 'reason_too_long') {
    super(code);
    this.name = 'ProductReviewProblem';
  }
}

/** What the console's review queue does: list sellers' products waiting, approve one or send it back with a reason. */
export class ProductReviewDesk {
  constructor(private readonly gateway: ProductReviewGateway) {}

  queue(page: number, language: string): Promise<Page<ProductInReview>> {
    return this.gateway.queue(page, language);
  }

  decide(product: ProductInReview, decision: 'approve' | 'send_back', reason: string, language: string): Promise<string> {
    const sent = { productId: product.id, version: product.version, decision, reason: decision === 'send_back' ? reason.trim() : '' };
    const problem = productDecisionProblem(sent);
    if (problem) return Promise.reject(new ProductReviewProblem(problem));
    return this.gateway.decide(sent, language);
  }
}
