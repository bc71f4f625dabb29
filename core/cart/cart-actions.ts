import { inject, injectable } from 'inversify';
import { AddToCart } from './add-to-cart';
import { BuyNow } from './buy-now';
import type { CartActions, CartItemRequest } from './cart-actions.port';
import type { CartOutcome } from './cart-outcome';

/** The cart feature's answer to the CartActions port (product page and tiles). */
@injectable()
export class CartActionsService implements CartActions {
  constructor(
    @inject(AddToCart) private readonly add: Pick<AddToCart, 'execute'>,
    @inject(BuyNow) private readonly buy: Pick<BuyNow, 'execute'>,
  ) {}

  addToCart(item: CartItemRequest, language: string): Promise<CartOutcome> {
    return this.add.execute(item, language);
  }

  buyNow(item: CartItemRequest, language: string): Promise<CartOutcome> {
    return this.buy.execute(item, language);
  }
}
