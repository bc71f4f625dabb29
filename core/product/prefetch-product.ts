import type { SessionState } from '../auth/session-state.port';
import type { ProductGateway } from './product-gateway.port';
import { parseProductId } from './product-id';
import type { ProductState } from './product-state.port';

/**
 * Starts reading a product page's data before it is opened (a likely visit), all of it at once:
 * its load then takes those answers. Nothing for an id that is no product page, or for the product
 * already shown in this language (its load reads nothing then).
 */
export class PrefetchProduct {
  constructor(
    private readonly gateway: Pick<ProductGateway, 'prefetchProduct'>,
    private readonly state: Pick<ProductState, 'product' | 'language'>,
    private readonly session: Pick<SessionState, 'token'>,
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
