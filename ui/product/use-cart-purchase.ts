import { useNavigate } from 'react-router';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useResolver } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import type { PurchaseHandler } from './PurchasePanel';

/**
 * Add to cart and buy now on the product page. The cart feature and the purchase code load on the
 * first click, with the cart screens' chunk (the product page does not need them to show).
 */
export function useCartPurchase(stockOf: () => number | null): PurchaseHandler {
  const resolver = useResolver();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  return (line, kind) => {
    const stock = stockOf();
    const item = { product_id: line.productId, inventory_id: line.inventoryId, quantity: line.quantity, ...(stock !== null ? { stock } : {}) };
    void import('../routing/cart-screens').then(({ purchaseProduct }) =>
      purchaseProduct({ resolver, item, kind, language, t, toShipping: () => void navigate(localize('/shipping')) }),
    );
  };
}
