import { useRouteParams } from '../routing/route-params';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PAYMENT_BANK_TRANSFER } from '../../core/payments/payment-methods';
import { GUEST_CONFIRMATION } from '../../core/orders/guest-confirmation';
import { fromCents } from '../../core/shared/cents';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { SessionStore } from '../app/session-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { isolated } from '../kit/isolated';
import { OrderSummary } from '../cart/OrderSummary';
import { useMounted } from '../kit/use-mounted';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CheckoutShimmer } from '../cart/CheckoutShimmer';
import { ReportBankTransfer } from '../../core/orders/report-bank-transfer';
import { ToastStore } from '../layout/overlays/toast-store';
import { BankTransferPanel } from './BankTransferPanel';
import { BankTransferDue } from './BankTransferDue';
import { PaymentMark } from '../payments/PaymentMark';
import { PaymentStateBadge } from './OrderTimeline';
import { OrderPlacedViewModel } from './order-placed-view-model';
import cartStyles from '../cart/cart.module.css';
import styles from '../checkout/checkout.module.css';

/**
 * `/order-placed/:id`: the tracking code, the amounts charged, the payment method and, for a bank
 * transfer, the account to pay into with the tracking code as the reference. The order is read
 * back from the server, so a reload or a shared link (its owner's) shows it too. The server renders
 * it for a signed-in shopper and for a guest whose `user_token` cookie it receives; without either
 * the browser loads it after hydration (a placeholder until then, as the cart pages do). The buyer
 * of an unpaid bank-transfer order, guest or signed in, reports the transfer here.
 */
const OrderPlacedPage = observer(function OrderPlacedPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const params = useRouteParams();
  const id = Number(params.id);
  const vm = useService(OrderPlacedViewModel);
  const common = useService(CommonStore);
  const session = useService(SessionStore);
  const pageLoad = useService(PageLoadStore);
  const toast = useService(ToastStore);
  const report = useService(ReportBankTransfer);
  const mounted = useMounted();
  usePageMeta({ title: t('cart.placed.title'), description: t('cart.placed.description'), noindex: true });
  const order = vm.shownOrder(id);

  useEffect(() => {
    vm.lookUp(id, language);
    // Once per order id: the lookup's answer stays in the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (vm.waiting(id, language, mounted) || (pageLoad.pending && !order)) {
    return (
      <div className={`container ${cartStyles.page}`} data-testid="order-placed-page">
        <p className="visually-hidden" role="status">{t('cart.placed.loading')}</p>
        <CheckoutShimmer />
      </div>
    );
  }

  const amount = order ? common.price(fromCents(order.totalCents)) : '';
  const actions = (
    <div className={styles.placedActions}>
      {session.isLoggedIn ? <LocalizedLink to="/user/orders" className={cartStyles.secondary}>{t('cart.placed.view_orders')}</LocalizedLink> : null}
      <LocalizedLink to="/" className={cartStyles.primary}>{t('cart.placed.continue')}</LocalizedLink>
    </div>
  );

  // Not the caller's order, or none: the not-found page (the server's render answers 404 already).
  if (!order) return <NotFoundPage />;

  return (
    <div className={`container ${cartStyles.page}`} data-testid="order-placed-page">
      <div className={order.totals ? styles.placedLayout : undefined}>
        <section className={`${cartStyles.panel} ${styles.placed}`}>
          {order.cancelled ? (
            <h1 className={cartStyles.title} data-testid="placed-cancelled">{t('orders.detail.cancelled')}</h1>
          ) : (
            <>
              <span className={styles.placedIcon} aria-hidden="true">✓</span>
              <h1 className={cartStyles.title}>{t('cart.placed.title')}</h1>
            </>
          )}
          {order.cancelled ? null : order.confirmBy ? (
            <div className={`${cartStyles.info} ${styles.confirmBox}`} role="status" data-testid="confirm-by-mail">
              <h2 className={cartStyles.panelTitle}>{t('cart.placed.confirm_title')}</h2>
              <p>{isolated(t, 'cart.placed.confirm_text', { email: order.email }, { count: GUEST_CONFIRMATION.windowMinutes })}</p>
            </div>
          ) : order.email ? <p className={cartStyles.hint}>{isolated(t, 'cart.placed.text', { email: order.email })}</p> : null}
          <dl className={styles.tracking}>
            <div><dt>{t('cart.placed.tracking')}</dt><dd className={styles.code} data-testid="tracking-code"><bdi dir="ltr">{order.code}</bdi></dd></div>
            <div><dt>{t('cart.placed.amount')}</dt><dd data-testid="placed-amount"><bdi>{amount}</bdi></dd></div>
            {order.method !== null ? (
              <div><dt>{t('cart.placed.payment')}</dt><dd data-testid="placed-method" className={styles.placedMethod}><PaymentMark method={order.method} />{t(`cart.checkout.method_${order.method}`)}</dd></div>
            ) : null}
            {order.payment ? <div><dt>{t('payments.state.label')}</dt><dd data-testid="placed-payment-state"><PaymentStateBadge state={order.payment.state} /></dd></div> : null}
            {order.payment?.reference ? (
              <div className={styles.wide}><dt>{t('payments.state.reference')}</dt><dd data-testid="placed-payment-reference" className={styles.code}><bdi dir="ltr">{order.payment.reference}</bdi></dd></div>
            ) : null}
          </dl>
          {order.method === PAYMENT_BANK_TRANSFER && order.transferDue ? <BankTransferDue amount={amount} code={order.code} bank={vm.bank} /> : null}
          {order.transfer && (order.transfer.open || order.transfer.report) ? (
            <div className={styles.placedReport}>
              <BankTransferPanel
                key={order.transfer.report?.created_at ?? 'new'}
                report={order.transfer.report}
                onError={(message) => toast.error(message)}
                onSubmit={async (form) => {
                  toast.show(await report.execute(id, form, language));
                  await vm.refresh(id, language);
                }}
              />
            </div>
          ) : null}
          {actions}
        </section>
        {order.totals ? <OrderSummary title={t('cart.placed.summary')} totals={order.totals} quantity={order.quantity} shippingKnown showCount={false} /> : null}
      </div>
    </div>
  );
});
export default OrderPlacedPage;
