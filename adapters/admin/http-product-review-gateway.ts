import type { Page } from '../../core/admin/people';
import type { ProductDecision, ProductInReview } from '../../core/admin/product-review';
import type { ProductReviewGateway } from '../../core/admin/product-review-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin's review queue of sellers' products, each call with the back office's CSRF header. */
export class HttpProductReviewGateway implements ProductReviewGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  queue(page: number, language: string): Promise<Page<ProductInReview>> {
    return this.api.get<Page<ProductInReview>>('admin/products/review', { language, params: { page }, headers: backOfficeHeaders(this.cookies) });
  }

  async decide(decision: ProductDecision, language: string): Promise<string> {
    const body = { product_id: decision.productId, version: decision.version, decision: decision.decision, reason: decision.reason };
    return (await this.api.postWithMessage<null>('admin/products/review/decide', body, { language, headers: backOfficeHeaders(this.cookies) })).message;
  }
}
