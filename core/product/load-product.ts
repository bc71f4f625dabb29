import type { SessionState } from '../auth/session-state.port';
import type { ProductGateway } from './product-gateway.port';
import { orNotFoundPage, parseProductId } from './product-id';
import type { ProductState } from './product-state.port';

/** Loads the product page unless it is already there in this language (hydrated from the server). */
export class LoadProduct {
  constructor(
    private readonly gateway: Pick<ProductGateway, 'fetchProduct'>,
    private readonly state: Pick<ProductState, 'product' | 'language' | 'setProduct'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Throws RequestError 404 for an id that is not a positive whole number or an unknown product. */
  async execute(rawId: string | number | undefined, language: string): Promise<number> {
    const id = parseProductId(rawId);
    if (this.state.product?.id === id && this.state.language === language) return id;
    const product = await orNotFoundPage(this.gateway.fetchProduct(id, language, this.session.token));
    this.state.setProduct(product, language);
    return id;
  }
}
