import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { canCancel, orderStateOf } from '../../core/orders/order-status';
import { SHIPPING_PICKUP } from '../../core/cart/cart';
import { ChangeMyOrder } from '../../core/orders/change-my-order';
import { bankDetailsOf, isOnlineMethod, PAYMENT_BANK_TRANSFER, paymentStateOf } from '../../core/payments/payment-methods';
import { ReportBankTransfer } from '../../core/orders/report-bank-transfer';
import { canReview } from '../../core/reviews/review-rules';
import { productPath } from '../../core/product/product-path';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import type { CheckoutState } from '../../core/checkout/checkout-state.port';
import { PORTS } from '../app/port-tokens';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { useTranslation } from '../i18n/react-i18n';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { ToastStore } from '../layout/overlays/toast-store';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { AccountLayout } from '../account/AccountLayout';
import { ReviewButton } from '../reviews/ReviewButton';
import { BankTransferPanel } from './BankTransferPanel';
import { BankTransferDue } from './BankTransferDue';
import { isolated } from '../kit/isolated';
import { OrderDate } from './OrderDate';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrdersViewModel } from './orders-view-model';
import { OrderTimeline, PaymentBadge, PaymentStateBadge, ShippingBadge } from './OrderTimeline';
import { Parcels } from './Parcels';
import { PaymentMark } from '../payments/PaymentMark';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

const messageOf = (error: unknown) => (error instanceof RequestError ? error.firstMessage : error instanceof Error ? error.message : String(error));

/** `/user/order/:id`: one order with its products, amounts, status timeline, and what the shopper may do with it. */
const OrderDetailPage = observer(function OrderDetailPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(OrdersViewModel);
  const common = useService(CommonStore);
  const checkout = useService<Pick<CheckoutState, 'paymentMethods'>>(PORTS.CheckoutState);
  const pageLoad = useService(PageLoadStore);
  const toast = useService(ToastStore);
  const changes = useService(ChangeMyOrder);
  const report = useService(ReportBankTransfer);
  const [cancelling, setCancelling] = useState(false);
  const order = vm.detail;
  usePageMeta({ title: order ? t('orders.detail.title', { code: order.order }) : t('orders.list.title'), noindex: true });
  if (!order || pageLoad.pending) {
    return (
      <AccountLayout active="orders" title={t('orders.list.title')}>
        <div aria-busy="true" aria-label={t('account.loading')}><Shimmer height="3em" /><Shimmer height="12em" /></div>
      </AccountLayout>
    );
  }
  const state = orderStateOf(order);
  const cancellable = canCancel(state, 'shopper');
  const reviewable = canReview({ status: state.status, cancelled: state.cancelled });
  // An online method's payment, and any cancelled or refunded order's: its state (paid, awaiting
  // payment, refunded, refund due, not charged) and the provider's reference. A cancelled paid order is never "Paid".
  const online = isOnlineMethod(order.order_method);
  const paymentState = paymentStateOf(state);
  const paymentBadge = online || state.cancelled || state.refunded
    ? <PaymentStateBadge state={paymentState} />
    : <PaymentBadge paid={state.paid} transferReported={order.bank_transfer !== null} />;
  const transferOpen = order.order_method === PAYMENT_BANK_TRANSFER && !state.paid && !state.cancelled && !state.refunded;
  const total = common.price(order.calculated.total_price);
  const refundWay = online ? 'online' : order.order_method === PAYMENT_BANK_TRANSFER ? 'transfer' : 'cash';
  const money = (amount: number) => <bdi>{common.price(amount)}</bdi>;
  const deliveryFee = order.ordered_products.filter((line) => !line.cancelled && line.shipping_type !== SHIPPING_PICKUP).reduce((sum, line) => sum + line.shipping_price, 0);
  const sums: [string, number, boolean?][] = [
    ['subtotal', order.calculated.subtotal],
    ...(order.calculated.bundle_offer > 0 ? [['bundle_offer', -order.calculated.bundle_offer] as [string, number]] : []),
    // Delivery apart from the whole shipping cost only when some lines are picked up instead.
    ...(deliveryFee !== order.calculated.shipping_price ? [['delivery_fee', deliveryFee] as [string, number]] : []),
    ['shipping_cost', order.calculated.shipping_price],
    ['tax', order.calculated.tax],
    ...(order.calculated.voucher_price > 0 ? [['voucher', -order.calculated.voucher_price] as [string, number]] : []),
    ['total', order.calculated.total_price, true],
  ];
  const fail = (error: unknown) => toast.error(messageOf(error));
  return (
    <AccountLayout active="orders" title={t('orders.detail.title', { code: order.order })} actions={<LocalizedLink to="/user/orders" className={accountStyles.linkButton}>{t('orders.detail.back')}</LocalizedLink>}>
      {state.cancelled ? <p className={styles.notice} role="status">{t('orders.detail.cancelled')}{order.cancellation?.reason ? ` · ${t('orders.detail.reason', { reason: order.cancellation.reason })}` : ''}</p> : null}
      {state.refunded ? <p className={`${styles.noticeInfo} ${styles.noticeDone}`} role="status" data-testid="order-refund">{isolated(t, 'orders.refund.refunded', { amount: total })}</p> : null}
      {state.refundDue ? (
        <div className={styles.noticeInfo} role="status" data-testid="order-refund">
          <p><strong>{isolated(t, 'orders.refund.due_title', { amount: total })}</strong></p>
          <p>{t(`orders.refund.due_${refundWay}`)}</p>
        </div>
      ) : null}
      <div className={styles.meta}>
        <span>{isolated(t, 'orders.detail.placed', { date: <OrderDate iso={order.created} /> })}</span>
        <ShippingBadge order={order} />
        {paymentBadge}
        {order.delivered_at ? <span data-testid="order-delivered">{isolated(t, 'orders.detail.delivered', { date: <OrderDate iso={order.delivered_at} /> })}</span> : null}
        {order.estimated_delivery ? <span data-testid="order-estimated">{isolated(t, 'orders.detail.estimated', { date: <OrderDate iso={order.estimated_delivery} /> })}</span> : null}
      </div>
      <OrderTimeline steps={order.timeline} />
      <Parcels parcels={order.parcels} />
      <div className={styles.detailGrid}>
        <div>
          <section className={accountStyles.panel} aria-labelledby="lines-title">
            <h2 id="lines-title" className={accountStyles.panelTitle}>{t('orders.detail.products')}</h2>
            <ul className={styles.lines}>
              {order.ordered_products.map((line) => {
                const attributes = line.updated_inventory?.inventory_attributes.map((a) => `${a.attribute_value.attribute.title}: ${a.attribute_value.title}`).join(' · ');
                return (
                  <li key={line.id} className={line.cancelled ? `${styles.line} ${styles.lineCancelled}` : styles.line} data-testid="order-line">
                    <img className={styles.lineImage} src={common.thumbUrl(line.product_images[0]?.image ?? line.product.image)} alt="" width={64} height={64} loading="lazy" />
                    <div>
                      <LocalizedLink to={productPath(line.product)} className={styles.lineTitle}>{line.title}</LocalizedLink>
                      <p className={styles.lineFacts}>{t('orders.detail.quantity', { count: line.quantity })}{attributes ? ` · ${attributes}` : ''}{line.shipping_type === SHIPPING_PICKUP ? ` · ${t('orders.detail.pickup')}` : ''}</p>
                      {line.cancelled ? <p className={styles.lineFacts} data-testid="order-line-cancelled">{t('orders.detail.line_cancelled')}</p> : null}
                    </div>
                    <span className={styles.linePrice}>{money(line.selling * line.quantity)}</span>
                    {reviewable && !line.cancelled ? (
                      <div className={styles.lineReview}>
                        <ReviewButton orderId={order.id} productId={line.product_id} title={line.title} reviewed={line.review !== null} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          {transferOpen ? <BankTransferDue amount={total} code={order.order} bank={bankDetailsOf(checkout.paymentMethods)} /> : null}
          {transferOpen || (order.order_method === PAYMENT_BANK_TRANSFER && order.bank_transfer) ? (
            <BankTransferPanel
              report={order.bank_transfer}
              onError={(message) => toast.error(message)}
              onSubmit={async (form) => { toast.show(await report.execute(order.id, form, language)); }}
            />
          ) : null}
        </div>
        <div>
          <section className={accountStyles.panel} aria-labelledby="summary-title">
            <h2 id="summary-title" className={accountStyles.panelTitle}>{t('orders.detail.summary')}</h2>
            <dl className={styles.sums}>
              {sums.map(([key, amount, total]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt className={total ? styles.total : undefined}>{t(`orders.detail.${key}`)}</dt>
                  <dd className={total ? styles.total : undefined}>{money(amount)}</dd>
                </div>
              ))}
              <dt>{t('orders.detail.method')}</dt><dd className={styles.method} data-testid="order-method"><PaymentMark method={order.order_method} />{t(`cart.checkout.method_${order.order_method}`)}</dd>
              <dt>{t('orders.detail.payment_status')}</dt><dd data-testid="order-payment-state">{paymentBadge}</dd>
              {online && order.trans_id ? (
                <>
                  <dt>{t('payments.state.reference')}</dt>
                  <dd className={styles.reference} data-testid="order-payment-reference"><bdi dir="ltr">{order.trans_id}</bdi></dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className={accountStyles.panel} aria-labelledby="ship-title">
            <h2 id="ship-title" className={accountStyles.panelTitle}>{t('orders.detail.ship_to')}</h2>
            <address className={accountStyles.cardText}>
              {order.address.name}<br />
              {order.address.address_1}{order.address.address_2 ? `, ${order.address.address_2}` : ''}<br />
              {order.address.city} {order.address.zip}, {order.address.state} {order.address.country}<br />
              <bdi>{order.address.phone}</bdi> · <bdi>{order.address.email}</bdi>
            </address>
          </section>
          <div className={styles.actions}>
            <button type="button" className={accountStyles.secondary} onClick={() => void changes.resendMail(order.id, language).then((message) => toast.show(message), fail)}>{t('orders.detail.resend')}</button>
            {cancellable ? <button type="button" className={accountStyles.danger} onClick={() => setCancelling(true)}>{t('orders.detail.cancel')}</button> : null}
          </div>
        </div>
      </div>
      {cancelling ? (
        <CancelOrderDialog
          code={order.order}
          onClose={() => setCancelling(false)}
          onConfirm={async (reason) => {
            try {
              toast.show(await changes.cancel(order.id, reason, language));
              return true;
            } catch (error) {
              fail(error);
              return false;
            }
          }}
        />
      ) : null}
    </AccountLayout>
  );
});
export default OrderDetailPage;
