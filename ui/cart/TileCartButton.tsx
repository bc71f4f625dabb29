import { useNavigate } from 'react-router';
import { useLanguage } from '../app/language-context';
import { useResolver } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CartIcon } from '../kit/icons/CartIcon';
import styles from './TileCartButton.module.css';

/**
 * A tile's add-to-cart button. It lives on the home page, whose first load has a 150 kB budget, so
 * it holds nothing but the click: the cart feature and the code that adds the product (the cart
 * screens' chunk) load when the shopper clicks.
 */
export function TileCartButton({ productId, path, title, soldOut = false }: { productId: number; path: string; title: string; soldOut?: boolean }) {
  const resolver = useResolver();
  const navigate = useNavigate();
  const language = useLanguage();
  const { t } = useTranslation();
  // The name begins with the words shown ("Add to cart: Linea Tote"), so a speech-input user can say them (WCAG 2.5.3).
  const shown = soldOut ? t('product.sold_out') : t('cart.add_to_cart');
  const add = () => void import('../routing/cart-screens').then(({ addTileToCart }) => addTileToCart({ resolver, productId, path, language, t, navigate }));
  return (
    <button type="button" className={styles.cartButton} aria-label={`${shown}: ${title}`} onClick={add} disabled={soldOut}>
      <CartIcon size={16} />
      <span>{shown}</span>
    </button>
  );
}
