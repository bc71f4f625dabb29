import type { TimelineStep } from '../../core/orders/order-timeline';
import type { PaymentState } from '../../core/payments/payment-methods';
import { useTranslation } from '../i18n/react-i18n';
import styles from './orders.module.css';

/** Text set apart from the sentence around it (first-strong isolate), so a date or code keeps its order in Arabic. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** ISO date and time in UTC: the same text on the server and in the browser. */
export const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The five steps of an order, each done, current or to come, with the time it was reached. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.timeline} aria-label={t('orders.timeline.label')} data-testid="order-timeline">
      {steps.map((step, index) => (
        <li key={step.status} className={`${styles.step} ${step.state === 'done' ? styles.done : step.state === 'active' ? styles.active : ''}`} aria-current={step.state === 'active' ? 'step' : undefined} data-state={step.state}>
          <span className={styles.dot} aria-hidden="true">{step.state === 'done' ? '✓' : index + 1}</span>
          <span>{t(`orders.status.${step.status}`)}<span className="visually-hidden"> ({t(`orders.timeline.${step.state}`)})</span></span>
          {step.at ? <span className={styles.stepTime}><bdi>{when(step.at)}</bdi></span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Where the order is: its shipping status, or cancelled or refunded. */
export function ShippingBadge({ order }: { order: { status: number; cancelled: number; refunded?: number } }) {
  const { t } = useTranslation();
  const text = order.cancelled ? t('orders.status.cancelled') : order.refunded ? t('orders.status.refunded') : t(`orders.status.${order.status}`);
  return <span className={`${styles.badge} ${order.cancelled ? styles.badgeBad : order.status === 5 ? styles.badgeGood : ''}`}>{text}</span>;
}

/** Whether the order is paid, or a reported transfer awaits verification. */
export function PaymentBadge({ paid, transferReported = false }: { paid: boolean; transferReported?: boolean }) {
  const { t } = useTranslation();
  const text = paid ? t('orders.payment.paid') : transferReported ? t('orders.payment.submitted') : t('orders.payment.unpaid');
  return <span className={`${styles.badge} ${paid ? styles.badgeGood : styles.badgeWarn}`}>{text}</span>;
}

/** An online payment's state: paid, awaiting payment or refunded. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${state === 'paid' ? styles.badgeGood : styles.badgeWarn}`} data-state={state}>{t(`payments.state.${state}`)}</span>;
}
