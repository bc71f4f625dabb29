import { useTranslation } from '../../i18n/react-i18n';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CartIcon } from '../../kit/icons/CartIcon';
import styles from './Header.module.css';

/**
 * The link to the cart with a badge holding the item count. Its name is its visible word ("Cart",
 * kept for screen readers on a phone, where it is not shown) followed by the count in words
 * ("Cart 3 items"): no aria-label, so what a speech-input user sees is what they can say (WCAG 2.5.3).
 */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/cart" className={styles.action}>
      <span className={styles.cartIcon}>
        <CartIcon size={22} />
        {/* The count is in the link's name, in words; the badge is for the eye. */}
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">{count > 99 ? '99+' : count}</span>
      </span>
      <span className={styles.actionText}>{t('layout.cart.label')}</span>{' '}
      <span className="visually-hidden">{t('layout.cart.items', { count })}</span>
    </LocalizedLink>
  );
}
