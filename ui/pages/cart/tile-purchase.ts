// Loaded by the tile's add-to-cart button on click only: none of this is in the home page's first load.
import { CartActions } from '../../../core/cart/cart-actions.port';
import { ProductGateway } from '../../../core/product/product-gateway.port';
import { variantStock } from '../../../core/domain/product-detail';
import { FeatureLoader } from '../../app/features';
import type { Resolver } from '../../app/services';
import { SessionStore } from '../../stores/session-store';
import { ToastStore } from '../../stores/toast-store';
import { failureText } from './cart-messages';

export interface TilePurchase {
  resolver: Resolver;
  productId: number;
  language: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Opens the product page (a product with options needs the shopper's choice there). */
  openProduct: () => void;
}

/**
 * Adds one unit of a tile's product. A tile knows no variant: the product's detail says whether it
 * has a single inventory (added at once) or options to choose (the product page opens instead).
 */
export async function addTileToCart({ resolver, productId, language, t, openProduct }: TilePurchase): Promise<void> {
  const toast = resolver.get(ToastStore);
  try {
    const features = resolver.get<FeatureLoader>(FeatureLoader);
    await Promise.all([features.load('cart'), features.load('product')]);
    const product = await resolver.get<ProductGateway>(ProductGateway).fetchProduct(productId, language, resolver.get(SessionStore).token);
    const inventory = product.attribute.length === 0 && product.inventory.length === 1 ? product.inventory[0]! : null;
    if (!inventory) {
      openProduct();
      return;
    }
    const outcome = await resolver.get<CartActions>(CartActions).addToCart(
      { product_id: product.id, inventory_id: inventory.id, quantity: 1, stock: variantStock(inventory) },
      language,
    );
    if (outcome.ok) toast.show(t('cart.productAdded'));
    else toast.error(failureText(t, outcome));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
