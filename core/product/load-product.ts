import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { ProductGateway } from './product-gateway.port';
import { orNotFoundPage, parseProductId } from './product-id';
import { ProductState } from './product-state.port';

/** Loads the product page unless it is already there in this language (hydrated from the server). */
@injectable()
export class LoadProduct {
  constructor(
    @inject(ProductGateway) private readonly gateway: Pick<ProductGateway, 'fetchProduct'>,
    @inject(ProductState) private readonly state: Pick<ProductState, 'product' | 'language' | 'setProduct'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
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
