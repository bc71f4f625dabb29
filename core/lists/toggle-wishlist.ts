import type { SessionState } from '../auth/session-state.port';
import type { ProductListsGateway } from './product-lists-gateway.port';
import type { ProductState } from '../product/product-state.port';

/** Adds the product to the wishlist or takes it out (the server toggles) and records the answer. */
export class ToggleWishlist {
  constructor(
    private readonly gateway: Pick<ProductListsGateway, 'toggleWishlist'>,
    private readonly state: Pick<ProductState, 'setWishlisted'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Answers whether the product is wishlisted afterwards; throws RequestError when refused. */
  async execute(productId: number, language: string): Promise<boolean> {
    const wishlisted = await this.gateway.toggleWishlist(productId, this.session.token, language);
    this.state.setWishlisted(wishlisted);
    return wishlisted;
  }
}
