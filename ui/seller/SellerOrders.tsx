import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { SHIPMENT_STATUS } from '../../core/orders/shipment';
import type { SellerShipment } from '../../core/seller/seller-orders';
import { SellerDesk } from '../../core/seller/seller-desk';
import { formatDate } from '../../core/shared/dates';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { TrackingNumber } from '../kit/TrackingNumber';
import { useMounted } from '../kit/use-mounted';
import { SellerOrdersViewModel, type StepProblem } from './orders-view-model';
import styles from './seller.module.css';

/** A step's problem in the seller's language: the server's words, else core's code worded here. */
function stepProblemText(t: TFunction, problem: StepProblem): string {
  if (problem.text) return problem.text;
  return String(t(`seller.orders.problem.${problem.code ?? 'no_answer'}`));
}

/**
 * `/seller/orders`: the store's part of each order (its shipment), newest first: the order's code
 * and date, whether it is paid, the ship-to (name and address only), the store's lines with the
 * delivery or pickup choice, and the next steps: confirm, pack, ship with a carrier and a tracking
 * number (its link built from the carrier's page), delivered; or, before it has left, cancel lines
 * of it (all, or those ticked) with a reason for the shopper.
 */
export const SellerOrders = observer(function SellerOrders() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const [view] = useState(() => new SellerOrdersViewModel(desk, language));
  useEffect(() => { void view.load(1); }, [view]);
  const data = view.data;

  return (
    <section className={styles.section} aria-labelledby="seller-orders">
      <div className={styles.heading}>
        <h1 id="seller-orders" className={styles.title}>{t('seller.orders.title')}</h1>
      </div>
      <p className={accountStyles.hint}>{t('seller.orders.intro')}</p>
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
      {view.notice && <p role="status" className={styles.notice}>{view.notice}</p>}
      {!data && view.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {data && data.page.rows.length === 0 && <p className={accountStyles.empty}>{t('seller.orders.none')}</p>}
      {data?.page.rows.map((shipment) => <ShipmentCard key={shipment.id} view={view} shipment={shipment} />)}
      {data && data.page.lastPage > 1 && (
        <nav className={styles.pager} aria-label={t('seller.orders.pages')}>
          {data.page.page > 1 ? <button type="button" className={accountStyles.linkButton} onClick={() => void view.load(data.page.page - 1)}>{t('seller.products.previous')}</button> : <span />}
          <span className={accountStyles.hint}>{t('seller.products.page_of', { page: data.page.page, last: data.page.lastPage })}</span>
          {data.page.page < data.page.lastPage ? <button type="button" className={accountStyles.linkButton} onClick={() => void view.load(data.page.page + 1)}>{t('seller.products.next')}</button> : <span />}
        </nav>
      )}
    </section>
  );
});

const ShipmentCard = observer(function ShipmentCard({ view, shipment }: { view: SellerOrdersViewModel; shipment: SellerShipment }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const common = useService(CommonStore);
  const mounted = useMounted();
  const heading = `seller-order-${shipment.id}`;
  const problems = view.problemsOf(shipment.id);
  const general = problems.filter((p) => p.field === 'step');
  const state = shipment.cancelled ? 'cancelled' : String(shipment.status);
  return (
    <article className={styles.group} aria-labelledby={heading} data-testid={`seller-shipment-${shipment.id}`}>
      <div className={styles.heading}>
        <h2 id={heading} className={styles.groupTitle}>{t('seller.orders.order', { code: shipment.orderCode })}</h2>
        <span className={styles.badge} data-state={shipment.cancelled ? 'returned' : shipment.status >= SHIPMENT_STATUS.shipped ? 'published' : 'review'}>{t(`seller.orders.status.${state}`)}</span>
      </div>
      <p className={styles.stateLine}>
        <time dateTime={shipment.placedAt} suppressHydrationWarning>{formatDate(language, shipment.placedAt, 'long', { withTime: true, timeZone: mounted ? null : 'UTC' })}</time>
        {' · '}{shipment.paid ? t('seller.orders.paid') : t('seller.orders.unpaid')}
      </p>
      <div className={styles.orderColumns}>
        <div>
          <h3 className={styles.subTitle}>{t('seller.orders.ship_to')}</h3>
          <address className={styles.address}>
            <bdi>{shipment.shipTo.name}</bdi>
            {shipment.shipTo.lines.map((line) => <span key={line}><bdi>{line}</bdi></span>)}
          </address>
        </div>
        <div>
          <h3 className={styles.subTitle}>{t('seller.orders.items')}</h3>
          <ul className={styles.orderLines}>
            {shipment.lines.map((line) => (
              <li key={line.id} className={line.cancelReason !== null && !shipment.cancelled ? styles.lineCancelled : undefined}>
                <bdi>{line.title}</bdi>{line.values && <> · <bdi>{line.values}</bdi></>}
                {' · '}{t('seller.orders.quantity', { count: line.quantity })}{' · '}<span dir="ltr">{common.price(line.price)}</span>
                <span className={styles.fieldHint}>{line.pickup === null ? t('seller.orders.delivered_to_address') : t('seller.orders.pickup_at', { point: line.pickup })}</span>
                {line.cancelReason !== null && !shipment.cancelled && (
                  <span className={styles.fieldHint} data-testid="seller-line-cancelled">{t('seller.orders.cancelled_reason', { reason: `\u2068${line.cancelReason}\u2069` })}</span>
                )}
              </li>
            ))}
          </ul>
          <p className={styles.stateLine}>{t('seller.orders.total')} <span dir="ltr">{common.price(shipment.total)}</span></p>
        </div>
      </div>
      {!shipment.cancelled && (
        <p className={styles.stateLine}>
          <a className={styles.textLink} href={view.packingSlipUrl(shipment.id)} target="_blank" rel="noopener">{t('seller.orders.packing_slip')}</a>
        </p>
      )}
      {shipment.cancelled && shipment.cancelReason && <p className={styles.stateLine} data-testid="seller-cancel-reason">{t('seller.orders.cancelled_reason', { reason: `\u2068${shipment.cancelReason}\u2069` })}</p>}
      {shipment.trackingNumber && (
        <TrackingNumber className={styles.stateLine} label={t('seller.orders.tracking', { carrier: shipment.carrier ?? '' })} number={shipment.trackingNumber} url={shipment.trackingUrl} />
      )}
      {general.length > 0 && <p role="alert" className={styles.alert}>{general.map((p) => stepProblemText(t, p)).join(' ')}</p>}
      <Steps view={view} shipment={shipment} />
    </article>
  );
});

const Steps = observer(function Steps({ view, shipment }: { view: SellerOrdersViewModel; shipment: SellerShipment }) {
  const { t } = useTranslation();
  const id = useId();
  const form = view.form(shipment.id);
  const problem = (field: 'carrierId' | 'trackingNumber') => view.problemsOf(shipment.id).find((p) => p.field === field);
  const busy = view.stepping === shipment.id;
  const simple = shipment.actions.filter((action) => action !== 'ship' && action !== 'cancel');
  if (shipment.actions.length === 0) return null;
  const carrierProblem = problem('carrierId');
  const trackingProblem = problem('trackingNumber');
  return (
    <div className={styles.orderSteps}>
      {simple.map((action) => (
        <button key={action} type="button" className={action === 'deliver' ? accountStyles.primary : accountStyles.secondary} disabled={busy}
          onClick={() => void view.step(shipment, action)}>{t(`seller.orders.action.${action}`)}</button>
      ))}
      {shipment.actions.includes('ship') && (
        <form className={styles.shipForm} noValidate aria-label={t('seller.orders.ship_form', { code: shipment.orderCode })}
          onSubmit={(event) => { event.preventDefault(); void view.step(shipment, 'ship'); }}>
          <div className={styles.control}>
            <label htmlFor={`${id}-carrier-input`} className={accountStyles.label}>{t('seller.orders.carrier')}</label>
            <select id={`${id}-carrier-input`} className={accountStyles.input} value={form.carrierId ?? ''} aria-invalid={carrierProblem ? true : undefined}
              aria-describedby={carrierProblem ? `${id}-carrier` : undefined} onChange={(event) => view.setForm(shipment.id, 'carrierId', event.target.value)}>
              <option value="">{t('seller.orders.choose_carrier')}</option>
              {(view.data?.carriers ?? []).map((carrier) => <option key={carrier.id} value={carrier.id}>{carrier.name}</option>)}
            </select>
            {carrierProblem && <span id={`${id}-carrier`} className={accountStyles.error}>{stepProblemText(t, carrierProblem)}</span>}
          </div>
          <div className={styles.control}>
            <label htmlFor={`${id}-tracking-input`} className={accountStyles.label}>{t('seller.orders.tracking_number')}</label>
            <input id={`${id}-tracking-input`} className={accountStyles.input} dir="ltr" maxLength={60} value={form.trackingNumber} aria-invalid={trackingProblem ? true : undefined}
              aria-describedby={trackingProblem ? `${id}-tracking` : undefined} onChange={(event) => view.setForm(shipment.id, 'trackingNumber', event.target.value)} />
            {trackingProblem && <span id={`${id}-tracking`} className={accountStyles.error}>{stepProblemText(t, trackingProblem)}</span>}
          </div>
          <button type="submit" className={accountStyles.primary} disabled={busy}>{t('seller.orders.action.ship')}</button>
        </form>
      )}
      {shipment.actions.includes('cancel') && view.cancelling !== shipment.id && (
        <button type="button" className={accountStyles.secondary} disabled={busy} onClick={() => view.askCancel(shipment.id)}>{t('seller.orders.action.cancel')}</button>
      )}
      {shipment.actions.includes('cancel') && view.cancelling === shipment.id && <CancelForm view={view} shipment={shipment} />}
    </div>
  );
});

/** Cancelling asks which lines (all at first) and why (the shopper is told), and says what it does before it is sent. */
const CancelForm = observer(function CancelForm({ view, shipment }: { view: SellerOrdersViewModel; shipment: SellerShipment }) {
  const { t } = useTranslation();
  const id = useId();
  const problem = view.problemsOf(shipment.id).find((p) => p.field === 'reason');
  const linesProblem = view.problemsOf(shipment.id).find((p) => p.field === 'lines');
  const live = shipment.lines.filter((line) => line.cancelReason === null);
  const busy = view.stepping === shipment.id;
  return (
    <form className={styles.shipForm} noValidate aria-label={t('seller.orders.cancel_form', { code: shipment.orderCode })}
      onSubmit={(event) => { event.preventDefault(); void view.step(shipment, 'cancel'); }}>
      <p className={accountStyles.hint}>{t('seller.orders.cancel_hint')}</p>
      {live.length > 1 && (
        <fieldset className={styles.control} aria-describedby={linesProblem ? `${id}-lines` : undefined}>
          <legend className={accountStyles.label}>{t('seller.orders.cancel_lines')}</legend>
          {live.map((line) => (
            <label key={line.id} className={styles.checkLine}>
              <input type="checkbox" checked={view.ticked(shipment, line.id)} onChange={() => view.toggleLine(shipment, line.id)} />
              <span><bdi>{line.title}</bdi>{line.values && <> · <bdi>{line.values}</bdi></>} · {t('seller.orders.quantity', { count: line.quantity })}</span>
            </label>
          ))}
          {linesProblem && <span id={`${id}-lines`} className={accountStyles.error}>{t('seller.orders.cancel_lines_required')}</span>}
        </fieldset>
      )}
      <div className={styles.control}>
        <label htmlFor={`${id}-reason-input`} className={accountStyles.label}>{t('seller.orders.cancel_reason')}</label>
        <textarea id={`${id}-reason-input`} className={accountStyles.input} rows={3} maxLength={500} aria-required="true" value={view.form(shipment.id).reason}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-reason` : undefined} onChange={(event) => view.setForm(shipment.id, 'reason', event.target.value)} />
        {problem && <span id={`${id}-reason`} className={accountStyles.error}>{stepProblemText(t, problem)}</span>}
      </div>
      <button type="submit" className={accountStyles.danger} disabled={busy}>{t('seller.orders.yes_cancel')}</button>
      <button type="button" className={accountStyles.secondary} disabled={busy} onClick={() => view.askCancel(null)}>{t('seller.orders.keep')}</button>
    </form>
  );
});
