import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { CartTotals } from '../../core/cart/cart-pricing';
import type { FreeDelivery } from '../../core/cart/free-delivery';
import { fromCents } from '../../core/shared/cents';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { isolated } from '../kit/isolated';
import styles from './cart.module.css';

interface Props {
  totals: CartTotals;
  /** Units selected (the count line). */
  quantity: number;
  /** Before an address is chosen the shipping is not known yet: the cart page says so. */
  shippingKnown: boolean;
  /** The heading; "Order summary" unless told. */
  title?: string;
  /** Whether the "n items selected" line shows (not on a placed order). */
  showCount?: boolean;
  /** The shop's free delivery for these lines (cart, shipping, checkout): how much more gets it, or that it is reached. */
  freeDelivery?: FreeDelivery | null;
  children?: ReactNode;
}

/** Subtotal, bundle offer, shipping, tax, voucher and total, in the shop's currency format. */
export const OrderSummary = observer(function OrderSummary({ totals, quantity, shippingKnown, title, showCount = true, freeDelivery = null, children }: Props) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const money = (cents: number) => common.price(fromCents(cents));
  return (
    <aside className={`${styles.panel} ${styles.summary}`} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className={styles.summaryTitle}>{title ?? t('cart.summary.title')}</h2>
      {showCount ? <p className={styles.summaryCount}>{t('cart.summary.selected', { count: quantity })}</p> : null}
      <dl className={styles.amounts}>
        <div className={styles.amount}><dt>{t('cart.summary.subtotal')}</dt><dd data-testid="summary-subtotal">{money(totals.subtotal)}</dd></div>
        {totals.bundleOffer > 0 ? (
          <div className={`${styles.amount} ${styles.discount}`}><dt>{t('cart.summary.bundle_offer')}</dt><dd data-testid="summary-bundle"><bdi dir="ltr">−{money(totals.bundleOffer)}</bdi></dd></div>
        ) : null}
        <div className={styles.amount}>
          <dt>{t('cart.summary.shipping')}</dt>
          {/* Reached, delivery is free wherever the order goes: said before an address is chosen too.
              Known and nothing to pay (a placed order whose delivery was waived), it is free too. */}
          <dd data-testid="summary-shipping">{freeDelivery?.reached || (shippingKnown && totals.shipping === 0) ? t('cart.summary.shipping_free') : shippingKnown ? money(totals.shipping) : t('cart.summary.shipping_later')}</dd>
        </div>
        <div className={styles.amount}><dt>{t('cart.summary.tax')}</dt><dd data-testid="summary-tax">{money(totals.tax)}</dd></div>
        {totals.voucher > 0 ? (
          <div className={`${styles.amount} ${styles.discount}`}><dt>{t('cart.summary.voucher')}</dt><dd data-testid="summary-voucher"><bdi dir="ltr">−{money(totals.voucher)}</bdi></dd></div>
        ) : null}
        <div className={`${styles.amount} ${styles.total}`}><dt>{t('cart.summary.total')}</dt><dd data-testid="summary-total">{money(totals.total)}</dd></div>
      </dl>
      {freeDelivery ? (
        <p className={`${styles.freeDelivery} ${freeDelivery.reached ? styles.freeDeliveryReached : ''}`} data-testid="free-delivery-hint" role="status">
          {freeDelivery.reached
            ? t('cart.free_delivery.reached')
            : isolated(t, 'cart.free_delivery.missing', { amount: money(freeDelivery.missingCents) })}
        </p>
      ) : null}
      {children}
    </aside>
  );
});
