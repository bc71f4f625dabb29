import type { ProductGateway } from '../product/product-gateway.port';
import type { ProductState } from '../product/product-state.port';

/** Loads the reviews summary and one page of a product's reviews. */
export class LoadReviews {
  constructor(
    private readonly gateway: Pick<ProductGateway, 'fetchReviews'>,
    private readonly state: Pick<ProductState, 'reviewsFor' | 'setReviews'>,
  ) {}

  async execute(productId: number, language: string, page = 1): Promise<void> {
    const wanted = Number.isInteger(page) && page >= 1 ? page : 1;
    const key = `${productId}|${language}|${wanted}`;
    if (this.state.reviewsFor === key) return;
    this.state.setReviews(await this.gateway.fetchReviews(productId, language, wanted), key);
  }
}
