import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { OrderListFilter, OrderListQuery } from '../../core/orders/orders-gateway.port';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { formatDate } from '../../core/shared/dates';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { useTranslation } from '../i18n/react-i18n';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { AccountLayout } from '../account/AccountLayout';
import { OrdersViewModel } from './orders-view-model';
import { orderStateOf } from '../../core/orders/order-status';
import { paymentStateOf } from '../../core/payments/payment-methods';
import { PaymentBadge, PaymentStateBadge, ShippingBadge } from './OrderTimeline';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

const FILTERS: readonly OrderListFilter[] = ['all', 'cancelled', 'paid', 'unpaid'];

/** The list URL of a query, page 1 and "all" left out. */
export function ordersPath(query: OrderListQuery): string {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.method !== null) params.set('method', String(query.method));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/user/orders?${search}` : '/user/orders';
}

/** `/user/orders`: the shopper's orders, 25 a page, by payment and cancellation and by payment method. */
const OrdersPage = observer(function OrdersPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(OrdersViewModel);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const methodId = useId();
  const query: OrderListQuery = vm.query ?? { page: 1, filter: 'all', method: null };
  const list = vm.list;
  // Only what the shop offers now; a method the address asks for stays selectable so the select shows it.
  const methods = [...(vm.offeredMethods ?? [])];
  if (query.method !== null && !methods.includes(query.method)) methods.push(query.method);
  return (
    <AccountLayout active="orders" title={t('orders.list.title')}>
      <div className={styles.filters}>
        <ul className={styles.filterLinks} aria-label={t('orders.list.filter_label')}>
          {FILTERS.map((filter) => (
            <li key={filter}>
              <LocalizedLink to={ordersPath({ ...query, filter, page: 1 })} className={styles.filterLink} aria-current={query.filter === filter ? 'page' : undefined}>
                {t(`orders.list.filter.${filter}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <div className={styles.method}>
          <label htmlFor={methodId}>{t('orders.list.method_label')}</label>
          <select id={methodId} value={query.method ?? ''} onChange={(event) => void navigate(localize(ordersPath({ ...query, method: event.target.value ? Number(event.target.value) : null, page: 1 })))}>
            <option value="">{t('orders.list.method_any')}</option>
            {methods.map((method) => <option key={method} value={method}>{t(`cart.checkout.method_${method}`)}</option>)}
          </select>
        </div>
      </div>
      {!list || pageLoad.pending ? (
        <ul className={styles.rows} aria-busy="true" aria-label={t('account.loading')}>
          {[0, 1, 2].map((i) => <li key={i} className={styles.row}><Shimmer height="2.5em" /></li>)}
        </ul>
      ) : list.data.length === 0 ? (
        <div className={accountStyles.empty}>
          <p>{t('orders.list.empty')}</p>
          <LocalizedLink to="/" className={accountStyles.primary}>{t('orders.list.shop')}</LocalizedLink>
        </div>
      ) : (
        <ul className={styles.rows} data-testid="order-rows">
          {list.data.map((order) => (
            <li key={order.id} className={styles.row} data-testid="order-row">
              <div className={styles.cell}><span className={styles.cellLabel}>{t('orders.list.code')}</span><span className={styles.cellValue}><bdi>{order.order}</bdi></span></div>
              <div className={styles.cell}><span className={styles.cellLabel}>{t('orders.list.date')}</span><span><bdi>{formatDate(language, order.created, 'medium')}</bdi></span></div>
              <div className={styles.cell}><span className={styles.cellLabel}>{t('orders.list.amount')}</span><span className={styles.cellValue}><bdi>{common.price(order.total_amount)}</bdi></span></div>
              <div className={styles.cell}><span className={styles.cellLabel}>{t('orders.list.payment')}</span>{order.cancelled || order.refunded ? <PaymentStateBadge state={paymentStateOf(orderStateOf(order))} /> : <PaymentBadge paid={order.payment_done === 1} />}</div>
              <div className={styles.cell}><span className={styles.cellLabel}>{t('orders.list.shipping')}</span><ShippingBadge order={order} /></div>
              <LocalizedLink to={`/user/order/${order.id}`} className={`${accountStyles.secondary} ${styles.open}`} aria-label={t('orders.list.view', { code: order.order })}>
                {t('orders.list.open')}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      {list && list.last_page > 1 ? (
        <nav className={styles.pages} aria-label={t('account.pagination.label')}>
          {list.current_page > 1 ? <LocalizedLink to={ordersPath({ ...query, page: list.current_page - 1 })} rel="prev" className={accountStyles.pageLink}>{t('orders.list.previous')}</LocalizedLink> : <span />}
          <span className={accountStyles.pageInfo}>{t('orders.list.page', { page: list.current_page, pages: list.last_page })}</span>
          {list.current_page < list.last_page ? <LocalizedLink to={ordersPath({ ...query, page: list.current_page + 1 })} rel="next" className={accountStyles.pageLink}>{t('orders.list.next')}</LocalizedLink> : <span />}
        </nav>
      ) : null}
    </AccountLayout>
  );
});
export default OrdersPage;
