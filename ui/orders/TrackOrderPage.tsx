import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import { TrackOrder } from '../../core/orders/track-order';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { usePageMeta } from '../app/meta-store-hooks';
import { useTranslation } from '../i18n/react-i18n';
import { OrdersViewModel } from './orders-view-model';
import { ORDER_STATUS, orderStateOf } from '../../core/orders/order-status';
import { paymentStateOf } from '../../core/payments/payment-methods';
import { isolated } from '../kit/isolated';
import { OrderDate } from './OrderDate';
import { OrderTimeline, PaymentBadge, PaymentStateBadge, ShippingBadge } from './OrderTimeline';
import { Parcels } from './Parcels';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

/** A parcel that will not come (a cancelled or refunded order): no truck, a red cross. */
function StoppedIllustration() {
  return (
    <svg className={styles.trackImage} viewBox="0 0 320 220" role="presentation" aria-hidden="true" data-testid="track-illustration" data-variant="stopped">
      <rect x="0" y="0" width="320" height="220" rx="24" fill="#f6f2f2" />
      <path d="M30 170 H290" stroke="#e2d5d5" strokeWidth="6" strokeLinecap="round" />
      <rect x="110" y="70" width="100" height="90" rx="6" fill="#d9b77a" /><path d="M160 70 V160" stroke="#b8954f" strokeWidth="6" />
      <circle cx="236" cy="62" r="22" fill="#c53030" /><path d="M227 53 l18 18 M245 53 l-18 18" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/** A parcel on its way: drawn here, so the page needs no image download. */
function TrackIllustration() {
  return (
    <svg className={styles.trackImage} viewBox="0 0 320 220" role="presentation" aria-hidden="true" data-testid="track-illustration" data-variant="moving">
      <rect x="0" y="0" width="320" height="220" rx="24" fill="#eef4ff" />
      <path d="M30 170 H290" stroke="#c5d3ea" strokeWidth="6" strokeLinecap="round" strokeDasharray="18 14" />
      <rect x="60" y="80" width="120" height="70" rx="8" fill="#1f6feb" />
      <path d="M180 100 H225 L250 125 V150 H180 Z" fill="#4a8df0" />
      <rect x="192" y="108" width="28" height="18" rx="3" fill="#eef4ff" />
      <circle cx="95" cy="155" r="16" fill="#23303d" /><circle cx="95" cy="155" r="6" fill="#eef4ff" />
      <circle cx="220" cy="155" r="16" fill="#23303d" /><circle cx="220" cy="155" r="6" fill="#eef4ff" />
      <rect x="85" y="95" width="45" height="34" rx="3" fill="#f7c04a" /><path d="M107 95 V129" stroke="#d49a1a" strokeWidth="4" />
      <circle cx="262" cy="56" r="22" fill="#2f9e5b" /><path d="M251 56 l8 8 l14 -16" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * `/track-order` (`?order=CODE` from the order mails fills the form and shows the answer): the
 * status, timeline and estimated delivery of an order for anyone with its code.
 */
const TrackOrderPage = observer(function TrackOrderPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const location = useLocation();
  const vm = useService(OrdersViewModel);
  const track = useService(TrackOrder);
  const inputId = useId();
  const fromUrl = new URLSearchParams(location.search).get('order') ?? '';
  const [code, setCode] = useState(fromUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('orders.track.title'), noindex: true });
  // One answer at a time: a refusal hides the earlier result instead of standing above it, and a
  // new address (Back, Forward, a mail's link) starts without the last refusal.
  const tracked = problem === null && vm.tracked && normalizeTrackingCode(fromUrl) === vm.tracked.order ? vm.tracked : null;
  useEffect(() => setProblem(null), [fromUrl]);
  const state = tracked ? orderStateOf(tracked) : null;
  // A cancelled or refunded order is not on its way: no truck, no steps to come, no delivery date.
  const stopped = state !== null && (state.cancelled || state.refunded);

  const submit = async () => {
    if (normalizeTrackingCode(code) === null) {
      setProblem(t('orders.track.invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await track.execute(code, language);
      if (!outcome.ok) setProblem('message' in outcome ? outcome.message : t('orders.track.invalid'));
      else void navigate(localize(`/track-order?order=${encodeURIComponent(normalizeTrackingCode(code)!)}`), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container">
      <div className={styles.track}>
        <div>
          <h1 className={accountStyles.title}>{t('orders.track.title')}</h1>
          <p className={accountStyles.hint}>{t('orders.track.intro')}</p>
          <form className={styles.trackForm} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
            <div className={accountStyles.field}>
              <label htmlFor={inputId} className={accountStyles.label}>{t('orders.track.code')}</label>
              <input
                id={inputId} name="order" className={accountStyles.input} value={code} autoComplete="off" spellCheck={false} dir="ltr"
                aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${inputId}-error` : undefined}
                onChange={(event) => { setCode(event.target.value); setProblem(null); }}
              />
              {problem ? <p id={`${inputId}-error`} className={accountStyles.error} role="alert">{problem}</p> : null}
            </div>
            <div><button type="submit" className={accountStyles.primary} disabled={busy}>{t('orders.track.submit')}</button></div>
          </form>
        </div>
        {stopped ? <StoppedIllustration /> : <TrackIllustration />}
      </div>
      {tracked ? (
        <section className={`${accountStyles.panel} ${styles.result}`} aria-labelledby="tracked-title" data-testid="tracked-order">
          <h2 id="tracked-title" className={accountStyles.panelTitle}><bdi>{t('orders.track.result', { code: tracked.order })}</bdi></h2>
          <div className={styles.meta}>
            <ShippingBadge order={tracked} />
            <span data-testid="tracked-payment">{stopped && state ? <PaymentStateBadge state={paymentStateOf(state)} /> : <PaymentBadge paid={tracked.payment_done === 1} />}</span>
            {tracked.delivered_at ? <span>{isolated(t, 'orders.detail.delivered', { date: <OrderDate iso={tracked.delivered_at} /> })}</span>
              : tracked.estimated_delivery ? <span>{isolated(t, 'orders.track.estimated', { date: <OrderDate iso={tracked.estimated_delivery} /> })}</span>
                : stopped || tracked.status === ORDER_STATUS.delivered ? null : <span>{t('orders.track.unknown_delivery')}</span>}
          </div>
          {tracked.cancelled ? <p className={styles.notice}>{t('orders.detail.cancelled')}</p> : null}
          <OrderTimeline steps={tracked.timeline} />
          <Parcels parcels={tracked.parcels} />
        </section>
      ) : null}
    </div>
  );
});
export default TrackOrderPage;
