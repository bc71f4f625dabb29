import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { ProductListsGateway } from './product-lists-gateway.port';
import { ProductState } from '../product/product-state.port';

/** Adds the product to the wishlist or takes it out (the server toggles) and records the answer. */
@injectable()
export class ToggleWishlist {
  constructor(
    @inject(ProductListsGateway) private readonly gateway: Pick<ProductListsGateway, 'toggleWishlist'>,
    @inject(ProductState) private readonly state: Pick<ProductState, 'setWishlisted'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Answers whether the product is wishlisted afterwards; throws RequestError when refused. */
  async execute(productId: number, language: string): Promise<boolean> {
    const wishlisted = await this.gateway.toggleWishlist(productId, this.session.token, language);
    this.state.setWishlisted(wishlisted);
    return wishlisted;
  }
}
