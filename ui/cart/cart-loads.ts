// What the cart page loads, run once the 'cart' feature is bound.
import { CartCallers } from '../../core/cart/cart-caller';
import { LoadCart } from '../../core/cart/load-cart';
import type { Feature } from '../app/features';
import type { RouteLoadContext } from '../routing/route-definition';
import { hasCartOwner } from './cart-readiness';

/**
 * The cart's lines, for a shopper the server (or the browser) can name: a signed-in shopper, or a
 * guest by its user_token (the server reads it from the cookie). A visitor with no token has none.
 */
export async function loadCart({ resolver, language }: RouteLoadContext, addressId?: number | null): Promise<void> {
  if (!hasCartOwner(resolver.get(CartCallers), language)) return;
  await resolver.get(LoadCart).execute(language, addressId);
}

export const CART_LOADS: Feature['loads'] = {
  cart: (context) => loadCart(context),
};
