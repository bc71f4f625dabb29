// Loaded by the tile's add-to-cart button on click only: none of this is in the home page's first load.
import type { CartActions } from '../../core/cart/cart-actions.port';
import { localizePath } from '../../core/language/localized-path';
import { variantStock } from '../../core/product/product-detail';
import type { ProductGateway } from '../../core/product/product-gateway.port';
import { FeatureLoader } from '../app/features';
import type { LanguageInfo } from '../app/language-context';
import type { Resolver } from '../app/services';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { failureText } from './cart-messages';
import { PORTS } from '../app/port-tokens';

export interface TilePurchase {
  resolver: Resolver;
  productId: number;
  /** The product page (language-neutral): a product with options needs the shopper's choice there. */
  path: string;
  language: LanguageInfo;
  t: (key: string, options?: Record<string, unknown>) => string;
  navigate: (to: string) => unknown;
}

/**
 * Adds one unit of a tile's product. A tile knows no variant: the product's detail says whether it
 * has a single inventory (added at once) or options to choose (the product page opens instead).
 */
export async function addTileToCart({ resolver, productId, path, language, t, navigate }: TilePurchase): Promise<void> {
  const toast = resolver.get(ToastStore);
  try {
    const features = resolver.get<FeatureLoader>(FeatureLoader);
    await Promise.all([features.load('cart'), features.load('product')]);
    const product = await resolver.get<ProductGateway>(PORTS.ProductGateway).fetchProduct(productId, language.code, resolver.get(SessionStore).token);
    const inventory = product.attribute.length === 0 && product.inventory.length === 1 ? product.inventory[0]! : null;
    if (!inventory) {
      toast.show(t('cart.choose_options'));
      void navigate(localizePath(path, language.code, language.defaultLanguage));
      return;
    }
    // Sold out since the tile was drawn: say so, as the product page would (not "Maximum quantity exceeds.").
    if (variantStock(inventory) <= 0) {
      toast.error(t('product.quantity_problem.out_of_stock'));
      return;
    }
    const outcome = await resolver.get<CartActions>(PORTS.CartActions).addToCart(
      { product_id: product.id, inventory_id: inventory.id, quantity: 1, stock: variantStock(inventory) },
      language.code,
    );
    if (outcome.ok) toast.show(t('cart.productAdded'));
    else toast.error(failureText(t, outcome));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
