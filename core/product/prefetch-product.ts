import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { ProductGateway } from './product-gateway.port';
import { parseProductId } from './product-id';
import { ProductState } from './product-state.port';

/**
 * Starts reading a product page's data before it is opened (a likely visit), all of it at once:
 * its load then takes those answers. Nothing for an id that is no product page, or for the product
 * already shown in this language (its load reads nothing then).
 */
@injectable()
export class PrefetchProduct {
  constructor(
    @inject(ProductGateway) private readonly gateway: Pick<ProductGateway, 'prefetchProduct'>,
    @inject(ProductState) private readonly state: Pick<ProductState, 'product' | 'language'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  execute(rawId: string | number | undefined, language: string): void {
    let id: number;
    try {
      id = parseProductId(rawId);
    } catch {
      return;
    }
    if (this.state.product?.id === id && this.state.language === language) return;
    this.gateway.prefetchProduct(id, language, this.session.token);
  }
}
