import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { PAYMENT_BANK_TRANSFER } from '../../../core/cart/payment-methods';
import { useService } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CartStore } from '../../stores/cart-store';
import { CommonStore } from '../../stores/common-store';
import { SessionStore } from '../../stores/session-store';
import { usePageMeta } from '../../stores/meta-store-hooks';
import cartStyles from '../cart/cart.module.css';
import styles from './checkout.module.css';

/**
 * `/order-placed/:id`: the order just placed in this tab, as `order/action` answered it (tracking
 * code, the amount the server charged, the buyer's e-mail), and how to pay by bank transfer.
 */
const OrderPlacedPage = observer(function OrderPlacedPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const cart = useService(CartStore);
  const common = useService(CommonStore);
  const session = useService(SessionStore);
  usePageMeta({ title: t('cart.placed.title'), description: t('cart.placed.description'), noindex: true });
  const order = cart.lastOrder && String(cart.lastOrder.id) === id ? cart.lastOrder : null;
  const method = cart.paymentMethod;
  const amount = order ? common.price(order.amount) : '';
  // The shop's bank details are not public data (payment-gateway sends methods only): the shop's contact is.
  // Each isolated (U+2066 … U+2069) so a phone number keeps its order inside Arabic text.
  const contact = [common.data?.setting.email, common.data?.setting.phone].filter(Boolean).map((part) => `\u2066${part}\u2069`).join(' · ');
  return (
    <div className={`container ${cartStyles.page}`} data-testid="order-placed-page">
      <section className={`${cartStyles.panel} ${styles.placed}`}>
        {order ? (
          <>
            <span className={styles.placedIcon} aria-hidden="true">✓</span>
            <h1 className={cartStyles.title}>{t('cart.placed.title')}</h1>
            <p className={cartStyles.hint}>{t('cart.placed.text', { email: order.email })}</p>
            <dl className={styles.tracking}>
              <div><dt>{t('cart.placed.tracking')}</dt><dd className={styles.code} data-testid="tracking-code">{order.order}</dd></div>
              <div><dt>{t('cart.placed.amount')}</dt><dd data-testid="placed-amount">{amount}</dd></div>
              {method !== null ? <div><dt>{t('cart.placed.payment')}</dt><dd>{t(`cart.checkout.method_${method}`)}</dd></div> : null}
            </dl>
            {method === PAYMENT_BANK_TRANSFER ? (
              <div className={`${cartStyles.info} ${styles.bankBox}`} data-testid="bank-instructions">
                <h2 className={cartStyles.panelTitle}>{t('cart.placed.bank_title')}</h2>
                <p>{t('cart.placed.bank_text', { amount, code: order.order })}</p>
                {contact ? <p>{t('cart.placed.bank_contact', { contact })}</p> : null}
              </div>
            ) : null}
          </>
        ) : (
          <>
            <h1 className={cartStyles.title}>{t('cart.placed.description')}</h1>
            <p className={cartStyles.hint}>{t('cart.placed.not_found')}</p>
          </>
        )}
        <div className={styles.placedActions}>
          {session.isLoggedIn ? <LocalizedLink to="/user/orders" className={cartStyles.secondary}>{t('cart.placed.view_orders')}</LocalizedLink> : null}
          <LocalizedLink to="/" className={cartStyles.primary}>{t('cart.placed.continue')}</LocalizedLink>
        </div>
      </section>
    </div>
  );
});
export default OrderPlacedPage;
