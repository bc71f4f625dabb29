import type { ProductGateway } from './product-gateway.port';
import type { ProductState } from './product-state.port';

/** Loads the suggested and also-viewed products of a product (first page of each). */
export class LoadSuggested {
  constructor(
    private readonly gateway: Pick<ProductGateway, 'fetchSuggested'>,
    private readonly state: Pick<ProductState, 'suggestedFor' | 'setSuggested'>,
  ) {}

  async execute(productId: number, language: string): Promise<void> {
    const key = `${productId}|${language}`;
    if (this.state.suggestedFor === key) return;
    this.state.setSuggested(await this.gateway.fetchSuggested(productId, language, 1), key);
  }
}
