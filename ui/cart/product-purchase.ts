// The product page's add to cart and buy now, loaded on the first click with the cart screens' chunk.
import type { CartActions, CartItemRequest } from '../../core/cart/cart-actions.port';
import { FeatureLoader } from '../app/features';
import type { Resolver } from '../app/services';
import { ToastStore } from '../layout/overlays/toast-store';
import { failureText } from './cart-messages';
import { PORTS } from '../app/port-tokens';

export interface ProductPurchase {
  resolver: Resolver;
  item: CartItemRequest;
  kind: 'cart' | 'buy-now';
  language: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Buy now goes on to the shipping step. */
  toShipping: () => void;
}

/** Add shows 'cart.productAdded'; buy now makes the variant the only selected line, then shipping. */
export async function purchaseProduct({ resolver, item, kind, language, t, toShipping }: ProductPurchase): Promise<void> {
  const toast = resolver.get(ToastStore);
  try {
    await resolver.get<FeatureLoader>(FeatureLoader).load('cart');
    const actions = resolver.get<CartActions>(PORTS.CartActions);
    const outcome = kind === 'cart' ? await actions.addToCart(item, language) : await actions.buyNow(item, language);
    if (!outcome.ok) toast.error(failureText(t, outcome));
    else if (kind === 'cart') toast.show(t('cart.productAdded'));
    else toShipping();
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
