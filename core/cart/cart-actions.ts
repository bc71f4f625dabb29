import type { AddToCart } from './add-to-cart';
import type { BuyNow } from './buy-now';
import type { CartActions, CartItemRequest } from './cart-actions.port';
import type { CartOutcome } from './cart-outcome';

/** The cart feature's answer to the CartActions port (product page and tiles). */
export class CartActionsService implements CartActions {
  constructor(
    private readonly add: Pick<AddToCart, 'execute'>,
    private readonly buy: Pick<BuyNow, 'execute'>,
  ) {}

  addToCart(item: CartItemRequest, language: string): Promise<CartOutcome> {
    return this.add.execute(item, language);
  }

  buyNow(item: CartItemRequest, language: string): Promise<CartOutcome> {
    return this.buy.execute(item, language);
  }
}
