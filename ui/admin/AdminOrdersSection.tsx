import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SHIPMENT_STATUS } from '../../core/orders/shipment';
import type { OrderDeskAction, OrderDeskDetail, OrderDeskEvent, OrderDeskPage } from '../../core/admin/order-desk';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import { readOrderDeskQuery } from '../../core/admin/order-desk-query';
import { ORDER_STATUSES } from '../../core/orders/order-status';
import { PAYMENT_METHOD_IDS } from '../../core/payments/payment-methods';
import { fromCents } from '../../core/shared/cents';
import { formatPrice, type PriceFormat } from '../../core/shared/money';
import accountStyles from '../account/account.module.css';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';
import desk from './admin-orders.module.css';
import { OrderDeskViewModel, SORT_CHOICES, type SortChoice } from './order-desk-view-model';
import { TrackingNumber } from '../kit/TrackingNumber';

const ACTIONS: readonly OrderDeskAction[] = ['confirm', 'verifyTransfer', 'cashReceived', 'advance', 'cancel', 'refund', 'partRefunded'];

const money = (cents: number, format: PriceFormat) => formatPrice(fromCents(cents), format);

/**
 * `/admin/orders` (the order desk's list, filtered as its address says: a dashboard figure's link) and
 * `/admin/orders/:code` (one order): orders filtered, searched, sorted and paged by the server, as
 * a table on a wide screen and stacked cards on a phone; one order with its lines, ship-to,
 * payment attempts, history (who did what) and the actions its state allows.
 */
export const AdminOrdersSection = observer(function AdminOrdersSection({ model, params }: AdminSectionProps) {
  const orderDesk = useService(OrderDeskConsole);
  const { search } = useLocation();
  const [view] = useState(() => new OrderDeskViewModel(orderDesk, model.language, readOrderDeskQuery(Object.fromEntries(new URLSearchParams(search)))));
  const code = params.code;
  useEffect(() => {
    if (code) void view.open(code);
    else void view.loadList();
  }, [view, code]);
  return code ? <OrderDetail view={view} /> : <OrderList view={view} />;
});

function useDates() {
  const { code } = useLanguage();
  const format = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

const Messages = observer(function Messages({ view }: { view: OrderDeskViewModel }) {
  const { t } = useTranslation();
  return (
    <>
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('adminOrders.failed') : view.failure}</p>}
      {view.notice && !view.failure && <p role="status" className={styles.notice}>{view.notice}</p>}
    </>
  );
});

const OrderList = observer(function OrderList({ view }: { view: OrderDeskViewModel }) {
  const { t } = useTranslation();
  const date = useDates();
  const q = view.query;
  return (
    <section className={styles.panel} aria-labelledby="admin-orders">
      <h2 id="admin-orders" className={styles.sectionTitle}>{t('adminOrders.title')}</h2>
      <form role="search" className={desk.search} onSubmit={(event) => { event.preventDefault(); void view.submitSearch(); }}>
        <label className={desk.field}>
          <span>{t('adminOrders.search_label')}</span>
          <input type="search" name="q" value={view.search} maxLength={100} onChange={(event) => view.setSearch(event.target.value)} />
        </label>
        <button type="submit" className={accountStyles.primary}>{t('adminOrders.search')}</button>
      </form>
      <fieldset className={desk.filters}>
        <legend>{t('adminOrders.filters')}</legend>
        <label className={desk.field}>
          <span>{t('adminOrders.filter_status')}</span>
          <select name="status" value={q.status ?? ''} onChange={(event) => void view.filter({ status: event.target.value ? (Number(event.target.value) as OrderDeskEvent['status']) : undefined })}>
            <option value="">{t('adminOrders.any')}</option>
            {ORDER_STATUSES.map((status) => <option key={status} value={status}>{t(`adminOrders.status.${status}`)}</option>)}
          </select>
        </label>
        <label className={desk.field}>
          <span>{t('adminOrders.filter_payment')}</span>
          <select name="paid" value={q.paid ?? ''} onChange={(event) => void view.filter({ paid: (event.target.value || undefined) as 'paid' | 'unpaid' | undefined })}>
            <option value="">{t('adminOrders.any')}</option>
            <option value="paid">{t('adminOrders.paid')}</option>
            <option value="unpaid">{t('adminOrders.unpaid')}</option>
          </select>
        </label>
        <label className={desk.field}>
          <span>{t('adminOrders.filter_method')}</span>
          <select name="method" value={q.method ?? ''} onChange={(event) => void view.filter({ method: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{t('adminOrders.any')}</option>
            {PAYMENT_METHOD_IDS.map((method) => <option key={method} value={method}>{t(`adminOrders.method.${method}`)}</option>)}
          </select>
        </label>
        <label className={desk.field}>
          <span>{t('adminOrders.sort_label')}</span>
          <select name="sort" value={view.sortChoice} onChange={(event) => void view.sortBy(event.target.value as SortChoice)}>
            {SORT_CHOICES.map((choice) => <option key={choice} value={choice}>{t(`adminOrders.sort.${choice}`)}</option>)}
          </select>
        </label>
        <label className={desk.check}>
          <input type="checkbox" name="transfer" checked={Boolean(q.transferToVerify)} onChange={(event) => void view.filter({ transferToVerify: event.target.checked || undefined })} />
          <span>{t('adminOrders.filter_transfer')}</span>
        </label>
        <label className={desk.check}>
          <input type="checkbox" name="cancelled" checked={Boolean(q.cancelled)} onChange={(event) => void view.filter({ cancelled: event.target.checked || undefined })} />
          <span>{t('adminOrders.filter_cancelled')}</span>
        </label>
        <label className={desk.check}>
          <input type="checkbox" name="refund_due" checked={Boolean(q.refundDue)} onChange={(event) => void view.filter({ refundDue: event.target.checked || undefined })} />
          <span>{t('adminOrders.filter_refund_due')}</span>
        </label>
      </fieldset>
      <Messages view={view} />
      {!view.page && view.busy && <p role="status" className={accountStyles.hint}>{t('adminOrders.loading')}</p>}
      {view.page && <Rows page={view.page} date={date} />}
      {view.page && view.page.lastPage > 1 && (
        <nav className={desk.pager} aria-label={t('adminOrders.page_of', { page: view.page.page, last: view.page.lastPage })}>
          <button type="button" className={accountStyles.secondary} disabled={view.busy || view.page.page <= 1} onClick={() => void view.goToPage(view.page!.page - 1)}>{t('adminOrders.previous')}</button>
          <span>{t('adminOrders.page_of', { page: view.page.page, last: view.page.lastPage })}</span>
          <button type="button" className={accountStyles.secondary} disabled={view.busy || view.page.page >= view.page.lastPage} onClick={() => void view.goToPage(view.page!.page + 1)}>{t('adminOrders.next')}</button>
        </nav>
      )}
    </section>
  );
});

function Rows({ page, date }: { page: OrderDeskPage; date: (iso: string) => string }) {
  const { t } = useTranslation();
  if (page.rows.length === 0) return <p className={accountStyles.hint}>{t('adminOrders.none')}</p>;
  return (
    <>
      <p className={accountStyles.hint} aria-live="polite">{t('adminOrders.found', { total: page.total })}</p>
      <table className={desk.table}>
        <thead>
          <tr>
            {(['code', 'placed', 'customer', 'total', 'method', 'payment', 'status'] as const).map((column) => <th key={column} scope="col">{t(`adminOrders.col.${column}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.code} data-order={row.code}>
              <td data-label={t('adminOrders.col.code')}>
                <LocalizedLink to={`/admin/orders/${row.code}`} className={desk.code}><bdi dir="ltr">{row.code}</bdi></LocalizedLink>
              </td>
              <td data-label={t('adminOrders.col.placed')}><time dateTime={row.placedAt}>{date(row.placedAt)}</time></td>
              <td data-label={t('adminOrders.col.customer')}>
                <span className={desk.stack}><bdi>{row.customer.name}</bdi><bdi dir="ltr" className={accountStyles.hint}>{row.customer.email}</bdi></span>
              </td>
              <td data-label={t('adminOrders.col.total')}><bdi dir="ltr">{money(row.totalCents, page.format)}</bdi></td>
              <td data-label={t('adminOrders.col.method')}>{row.methodName}</td>
              <td data-label={t('adminOrders.col.payment')}>
                <span className={desk.stack}>
                  {t(`adminOrders.payment_state.${row.paymentState}`)}
                  {row.transferToVerify && <span className={desk.badge}>{t('adminOrders.transfer_badge')}</span>}
                </span>
              </td>
              <td data-label={t('adminOrders.col.status')}>{row.cancelled ? t('adminOrders.cancelled') : t(`adminOrders.status.${row.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The links to the order's papers: PDFs in the member's language (backend/admin/paperwork-routes.ts). */
function Paperwork({ code }: { code: string }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  // In the console's language, in a tab of their own (to print and come back).
  const paper = (name: string) => `/api/v1/admin/orders/${encodeURIComponent(code)}/${name}.pdf?language=${language}`;
  return (
    <span className={desk.paperwork} aria-label={t('adminOrders.paperwork')}>
      <a href={paper('packing-slip')} target="_blank" rel="noopener" className={styles.link}>{t('adminOrders.packing_slip')}</a>
      <a href={paper('invoice')} target="_blank" rel="noopener" className={styles.link}>{t('adminOrders.invoice')}</a>
    </span>
  );
}

const OrderDetail = observer(function OrderDetail({ view }: { view: OrderDeskViewModel }) {
  const { t } = useTranslation();
  const date = useDates();
  const order = view.detail;
  return (
    <section className={styles.panel} aria-labelledby="admin-order">
      <LocalizedLink to="/admin" className={styles.link}>{t('adminOrders.back')}</LocalizedLink>
      {!order && view.busy && <p role="status" className={accountStyles.hint}>{t('adminOrders.loading')}</p>}
      {!order && <Messages view={view} />}
      {order && (
        <>
          <header className={desk.head}>
            <h2 id="admin-order" className={styles.sectionTitle}>{t('adminOrders.order_title', { code: order.code })}</h2>
            <span className={accountStyles.hint}>{t('adminOrders.placed_on', { date: date(order.placedAt) })}</span>
            <span className={desk.badges}>
              <span className={desk.badge}>{order.cancelled ? t('adminOrders.cancelled') : t(`adminOrders.status.${order.status}`)}</span>
              <span className={desk.badge}>{t(`adminOrders.payment_state.${order.payment.state}`)}</span>
            </span>
            {/* The order's papers: a packing slip and an invoice. */}
            <Paperwork code={order.code} />
          </header>
          <Messages view={view} />
          <Actions view={view} order={order} />
          <Lines order={order} />
          <div className={desk.columns}>
            <ShipTo order={order} />
            <Totals order={order} />
          </div>
          <Payment order={order} date={date} />
          {order.parcels.length > 0 && <Parcels order={order} />}
          <History order={order} date={date} />
        </>
      )}
    </section>
  );
});

const Actions = observer(function Actions({ view, order }: { view: OrderDeskViewModel; order: OrderDeskDetail }) {
  const { t } = useTranslation();
  const offered = ACTIONS.filter((action) => order.actions[action]);
  const next = t(`adminOrders.status.${Math.min(order.status + 1, 5)}`);
  // Once a parcel has left, cancelling cancels only the parcels that have not (decision 0036).
  const rest = order.parcels.some((parcel) => !parcel.cancelled && parcel.status >= SHIPMENT_STATUS.shipped);
  const label = (action: OrderDeskAction) => (action === 'advance' ? t('adminOrders.action.advance', { status: next }) : action === 'cancel' && rest ? t('adminOrders.action.cancel_rest') : t(`adminOrders.action.${action}`));
  return (
    <section className={desk.box} aria-labelledby="admin-order-actions">
      <h3 id="admin-order-actions" className={desk.boxTitle}>{t('adminOrders.actions')}</h3>
      {offered.length === 0 && <p className={accountStyles.hint}>{t('adminOrders.no_actions')}</p>}
      {view.pending === null && offered.length > 0 && (
        <div className={desk.buttons}>
          {offered.map((action) => (
            <button key={action} type="button" disabled={view.busy} onClick={() => view.ask(action)}
              className={action === 'cancel' || action === 'refund' || action === 'partRefunded' ? accountStyles.secondary : accountStyles.primary}>
              {label(action)}
            </button>
          ))}
        </div>
      )}
      {view.pending && (
        <form className={desk.confirm} role="group" aria-labelledby="admin-order-ask" onSubmit={(event) => { event.preventDefault(); void view.act(view.pending!); }}>
          <p id="admin-order-ask" className={desk.ask}>{t(view.pending === 'cancel' && rest ? 'adminOrders.confirm_cancel_rest' : `adminOrders.confirm_${view.pending}`, { code: order.code })}</p>
          {view.pending === 'cancel' && (
            <label className={desk.field}>
              <span>{t('adminOrders.reason_label')}</span>
              <textarea name="reason" rows={3} maxLength={500} aria-required="true" value={view.reason} onChange={(event) => view.setReason(event.target.value)} />
            </label>
          )}
          <div className={desk.buttons}>
            <button type="submit" className={accountStyles.primary} disabled={view.busy}>{t(`adminOrders.yes_${view.pending}`)}</button>
            <button type="button" className={accountStyles.secondary} onClick={() => view.dismiss()}>{t('adminOrders.keep')}</button>
          </div>
        </form>
      )}
    </section>
  );
});

function Lines({ order }: { order: OrderDeskDetail }) {
  const { t } = useTranslation();
  return (
    <section className={desk.box} aria-labelledby="admin-order-lines">
      <h3 id="admin-order-lines" className={desk.boxTitle}>{t('adminOrders.lines')}</h3>
      <table className={desk.table}>
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.lines')}</th>
            <th scope="col">{t('adminOrders.store')}</th>
            <th scope="col">{t('adminOrders.quantity')}</th>
            <th scope="col">{t('adminOrders.unit_price')}</th>
            <th scope="col">{t('adminOrders.line_total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i}>
              <td data-label={t('adminOrders.lines')}>
                <span className={desk.stack}>
                  <bdi className={desk.strong}>{line.name}</bdi>
                  {line.variant.length > 0 && <span className={accountStyles.hint}>{line.variant.map((v) => `${v.attribute}: ${v.value}`).join(' · ')}</span>}
                  {line.sku && <span className={accountStyles.hint}>{t('adminOrders.sku')} <bdi dir="ltr">{line.sku}</bdi></span>}
                  {line.pickup && <span className={accountStyles.hint}>{t('adminOrders.pickup_at', { place: line.pickup.name })} · {line.pickup.lines.join(', ')}</span>}
                </span>
              </td>
              <td data-label={t('adminOrders.store')}><bdi>{line.storeName ?? '—'}</bdi>{line.cancelled && <span className={accountStyles.hint}> · {t('adminOrders.line_cancelled')}</span>}</td>
              <td data-label={t('adminOrders.quantity')}>{line.quantity}</td>
              <td data-label={t('adminOrders.unit_price')}><bdi dir="ltr">{money(line.unitCents, order.format)}</bdi></td>
              <td data-label={t('adminOrders.line_total')}><bdi dir="ltr">{money(line.lineCents, order.format)}</bdi></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ShipTo({ order }: { order: OrderDeskDetail }) {
  const { t } = useTranslation();
  const to = order.shipTo;
  return (
    <section className={desk.box} aria-labelledby="admin-order-ship">
      <h3 id="admin-order-ship" className={desk.boxTitle}>{t('adminOrders.ship_to')}</h3>
      <address className={desk.address}>
        <bdi className={desk.strong}>{to.name}{order.customer.kind === 'guest' ? ` (${t('adminOrders.guest')})` : ''}</bdi>
        <bdi>{to.address1}</bdi>
        {to.address2 && <bdi>{to.address2}</bdi>}
        <bdi>{[to.city, to.zip].filter(Boolean).join(' ')}</bdi>
        <bdi>{[to.state, to.country].filter(Boolean).join(', ')}</bdi>
        {to.phone && <span>{t('adminOrders.phone')}: <bdi dir="ltr">{to.phone}</bdi></span>}
        <span>{t('adminOrders.email')}: <bdi dir="ltr">{to.email}</bdi></span>
      </address>
      {order.deliveryInstruction && <p className={desk.note}><strong>{t('adminOrders.delivery_instruction')}:</strong> <bdi>{order.deliveryInstruction}</bdi></p>}
    </section>
  );
}

function Totals({ order }: { order: OrderDeskDetail }) {
  const { t } = useTranslation();
  const rows: [string, number, boolean][] = [
    ['subtotal', order.totals.subtotalCents, true],
    ['shipping', order.totals.shippingCents, true],
    ['tax', order.totals.taxCents, true],
    ['voucher', -order.totals.voucherCents, order.totals.voucherCents !== 0],
    ['bundle', -order.totals.bundleCents, order.totals.bundleCents !== 0],
  ];
  return (
    <section className={desk.box} aria-labelledby="admin-order-totals">
      <h3 id="admin-order-totals" className={desk.boxTitle}>{t('adminOrders.totals')}</h3>
      <dl className={desk.pairs}>
        {rows.filter(([, , shown]) => shown).map(([key, cents]) => (
          <div key={key}><dt>{t(`adminOrders.${key}`)}</dt><dd><bdi dir="ltr">{money(cents, order.format)}</bdi></dd></div>
        ))}
        <div className={desk.strong}><dt>{t('adminOrders.total')}</dt><dd><bdi dir="ltr">{money(order.totals.totalCents, order.format)}</bdi></dd></div>
      </dl>
    </section>
  );
}

/** Each store's shipment of the order, as its seller moved it: status, carrier, tracking link. */
function Parcels({ order }: { order: OrderDeskDetail }) {
  const { t } = useTranslation();
  return (
    <section className={desk.box} aria-labelledby="admin-order-parcels">
      <h3 id="admin-order-parcels" className={desk.boxTitle}>{t('adminOrders.parcels')}</h3>
      <ul className={desk.events}>
        {order.parcels.map((parcel) => (
          <li key={parcel.store.slug} data-testid={`desk-parcel-${parcel.store.slug}`}>
            <bdi>{parcel.store.title}</bdi>{' · '}{parcel.cancelled ? t('adminOrders.cancelled') : t(`adminOrders.status.${parcel.status}`)}
            {parcel.tracking_number && <TrackingNumber className={accountStyles.hint} label={t('adminOrders.tracking', { carrier: parcel.carrier ?? '' })} number={parcel.tracking_number} url={parcel.tracking_url} />}
            {parcel.cancellations.map((part, i) => (
              <span key={i} className={`${accountStyles.hint} ${desk.partNote}`} data-testid="desk-part-cancellation">
                {t(part.by === 'shop' ? 'adminOrders.part_cancelled_shop' : 'adminOrders.part_cancelled', { what: part.items.map((item) => `${item.quantity} × \u2068${item.title}\u2069`).join(', '), reason: `\u2068${part.reason}\u2069` })}
                {' '}{t(`adminOrders.part_refund.${part.refund}`, { amount: `\u2068${money(Math.round(part.amount * 100), order.format)}\u2069` })}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payment({ order, date }: { order: OrderDeskDetail; date: (iso: string) => string }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`adminOrders.transfer_fields.${key}`);
  return (
    <section className={desk.box} aria-labelledby="admin-order-payment">
      <h3 id="admin-order-payment" className={desk.boxTitle}>{t('adminOrders.payment')}</h3>
      <p className={desk.note}>{order.payment.methodName} · {t(`adminOrders.payment_state.${order.payment.state}`)}</p>
      {order.transfers.map((transfer, i) => (
        <div key={i} className={desk.sub}>
          <h4 className={desk.subTitle}>{t('adminOrders.transfer')}</h4>
          <dl className={desk.pairs}>
            <div><dt>{f('bank')}</dt><dd><bdi>{transfer.bankName}</bdi></dd></div>
            <div><dt>{f('holder')}</dt><dd><bdi>{transfer.accountHolder}</bdi></dd></div>
            <div><dt>{f('account')}</dt><dd><bdi dir="ltr">{transfer.accountNumber}</bdi></dd></div>
            <div><dt>{f('branch')}</dt><dd><bdi>{transfer.branch}</bdi></dd></div>
            <div><dt>{f('transaction')}</dt><dd><bdi dir="ltr">{transfer.transactionId}</bdi></dd></div>
          </dl>
          <p className={accountStyles.hint}>{transfer.verifiedAt ? t('adminOrders.verified_on', { date: date(transfer.verifiedAt) }) : t('adminOrders.not_verified')}</p>
        </div>
      ))}
      <h4 className={desk.subTitle}>{t('adminOrders.attempts')}</h4>
      {order.attempts.length === 0 ? <p className={accountStyles.hint}>{t('adminOrders.no_attempts')}</p> : (
        <ol className={desk.events}>
          {order.attempts.map((attempt) => (
            <li key={attempt.id} data-attempt={attempt.status}>
              <span className={desk.strong}>{attempt.providerName} · <bdi dir="ltr">{money(attempt.amountCents, order.format)}</bdi> · {t(`adminOrders.attempt_status.${attempt.status}`)}</span>
              {attempt.extra && <span className={desk.badge}>{t('adminOrders.extra')}</span>}
              <span className={accountStyles.hint}>
                <time dateTime={attempt.openedAt}>{date(attempt.openedAt)}</time>
                {attempt.paymentId && <> · <bdi dir="ltr">{attempt.paymentId}</bdi></>}
                {attempt.refundId && <> · <bdi dir="ltr">{attempt.refundId}</bdi></>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function History({ order, date }: { order: OrderDeskDetail; date: (iso: string) => string }) {
  const { t } = useTranslation();
  const who = (event: OrderDeskEvent) => (event.actor === 'member' ? t('adminOrders.actor.member', { email: event.by ?? '' }) : t(`adminOrders.actor.${event.actor}`));
  return (
    <section className={desk.box} aria-labelledby="admin-order-history">
      <h3 id="admin-order-history" className={desk.boxTitle}>{t('adminOrders.history')}</h3>
      <ol className={desk.events}>
        {order.history.map((event, i) => (
          <li key={i} data-event={event.kind}>
            <span className={desk.strong}>{t(`adminOrders.event.${event.kind}`, { status: t(`adminOrders.status.${event.status}`) })}</span>
            <span className={accountStyles.hint}><time dateTime={event.at}>{date(event.at)}</time> · <bdi>{who(event)}</bdi></span>
            {event.noteKey && <span className={desk.note}>{t(`adminOrders.system_note.${event.noteKey}`)}</span>}
            {event.note && <bdi className={desk.note}>“{event.note}”</bdi>}
          </li>
        ))}
      </ol>
    </section>
  );
}
