import { useTranslation } from '../../i18n/react-i18n';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CartIcon } from '../../kit/icons/CartIcon';
import styles from './Header.module.css';

/** The link to the cart with a badge holding the item count. */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/cart" className={styles.action} aria-label={t('layout.cart.with_count', { count })}>
      <span className={styles.cartIcon}>
        <CartIcon size={22} />
        {/* The count is in the link's name already; the badge is for the eye. */}
        <span className={styles.badge} aria-hidden="true">{count > 99 ? '99+' : count}</span>
      </span>
      <span className={styles.actionText}>{t('layout.cart.label')}</span>
    </LocalizedLink>
  );
}
