import type { SessionState } from '../auth/session-state.port';
import type { ProductListsGateway } from './product-lists-gateway.port';
import type { ProductState } from '../product/product-state.port';
import { Toggle } from '../shared/toggle';

/** Adds the product to the wishlist or takes it out (the server toggles) and records the answer: whether it is wishlisted afterwards. */
export class ToggleWishlist extends Toggle<boolean> {
  constructor(gateway: Pick<ProductListsGateway, 'toggleWishlist'>, state: Pick<ProductState, 'setWishlisted'>, session: Pick<SessionState, 'token'>) {
    super((id, token, language) => gateway.toggleWishlist(id, token, language), (wishlisted) => state.setWishlisted(wishlisted), session);
  }
}
