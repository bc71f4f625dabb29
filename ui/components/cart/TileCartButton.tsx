import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizePath, useLanguage } from '../../app/language-context';
import { useResolver } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import { CartIcon } from '../icons/CartIcon';
import styles from '../product/ProductTile.module.css';

/**
 * A tile's add-to-cart button. It lives on the home page, so it holds nothing but the click: the
 * cart feature and the code that adds the product load when the shopper clicks.
 */
export function TileCartButton({ productId, path, title }: { productId: number; path: string; title: string }) {
  const resolver = useResolver();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { code } = useLanguage();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { addTileToCart } = await import('../../pages/cart/tile-purchase');
      await addTileToCart({ resolver, productId, language: code, t, openProduct: () => void navigate(localize(path)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.cartButton} disabled={busy} aria-label={t('cart.add_title', { title })} onClick={() => void add()}>
      <CartIcon size={16} />
      <span>{t(busy ? 'cart.adding' : 'cart.add_to_cart')}</span>
    </button>
  );
}
