import { useNavigate } from 'react-router';
import { CartActions } from '../../../core/cart/cart-actions.port';
import { FeatureLoader } from '../../app/features';
import { useLanguage, useLocalizePath } from '../../app/language-context';
import { useResolver } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import { ToastStore } from '../../stores/toast-store';
import { failureText } from '../cart/cart-messages';
import type { PurchaseHandler } from './PurchasePanel';

/**
 * Add to cart and buy now on the product page. The cart feature binds on the first click (the
 * product page does not need its code to show), then: add shows 'cart.productAdded'; buy now makes
 * the variant the only selected line and goes on to shipping.
 */
export function useCartPurchase(stockOf: () => number | null): PurchaseHandler {
  const resolver = useResolver();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  return (line, kind) => {
    const toast = resolver.get(ToastStore);
    const stock = stockOf();
    const item = { product_id: line.productId, inventory_id: line.inventoryId, quantity: line.quantity, ...(stock !== null ? { stock } : {}) };
    void (async () => {
      try {
        await resolver.get<FeatureLoader>(FeatureLoader).load('cart');
        const actions = resolver.get<CartActions>(CartActions);
        const outcome = kind === 'cart' ? await actions.addToCart(item, language) : await actions.buyNow(item, language);
        if (!outcome.ok) toast.error(failureText(t, outcome));
        else if (kind === 'cart') toast.show(t('cart.productAdded'));
        else void navigate(localize('/shipping'));
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    })();
  };
}
