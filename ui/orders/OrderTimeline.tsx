import type { CSSProperties } from 'react';
import type { TimelineStep } from '../../core/orders/order-timeline';
import { ORDER_STATUS } from '../../core/orders/order-status';
import type { PaymentState } from '../../core/payments/payment-methods';
import { useTranslation } from '../i18n/react-i18n';
import { OrderDate } from './OrderDate';
import styles from './orders.module.css';

/** Text set apart from the sentence around it (first-strong isolate), so a date or code keeps its order in Arabic. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

const STEP_CLASS: Readonly<Record<TimelineStep['kind'], string | undefined>> = { status: undefined, cancelled: styles.stepCancelled, refund_due: styles.stepDue, refunded: styles.stepRefunded };
/** The mark in a step's dot: a tick once done, a cross for the cancellation, the step's number while to come. */
const dotOf = (step: TimelineStep, index: number) => (step.kind === 'cancelled' ? '✕' : step.kind === 'refund_due' ? '…' : step.state === 'done' ? '✓' : String(index + 1));

/**
 * The steps of an order (core/orders/order-timeline.ts): its statuses done, current or to come;
 * a stopped order's end (Cancelled, then Refunded or Refund due) and nothing to come. Each with
 * when it was reached, in words in the page's language.
 */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.timeline} style={{ '--steps': steps.length } as CSSProperties} aria-label={t('orders.timeline.label')} data-testid="order-timeline">
      {steps.map((step, index) => (
        <li
          key={`${step.kind}-${step.status}`}
          className={[styles.step, step.state === 'done' ? styles.done : step.state === 'active' ? styles.active : '', STEP_CLASS[step.kind] ?? ''].join(' ')}
          aria-current={step.state === 'active' ? 'step' : undefined} data-state={step.state} data-kind={step.kind}
        >
          <span className={styles.dot} aria-hidden="true">{dotOf(step, index)}</span>
          <span>{t(step.kind === 'status' ? `orders.status.${step.status}` : `orders.status.${step.kind}`)}<span className="visually-hidden"> ({t(`orders.timeline.${step.state}`)})</span></span>
          {step.at ? <span className={styles.stepTime}><OrderDate iso={step.at} time /></span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Where the order is: its shipping status, or cancelled or refunded. */
export function ShippingBadge({ order }: { order: { status: number; cancelled: number; refunded?: number } }) {
  // (A cancelled and refunded order reads "Cancelled" here; its payment badge says "Refunded".)
  const { t } = useTranslation();
  const text = order.cancelled ? t('orders.status.cancelled') : order.refunded ? t('orders.status.refunded') : t(`orders.status.${order.status}`);
  return <span className={`${styles.badge} ${order.cancelled ? styles.badgeBad : order.status === ORDER_STATUS.delivered ? styles.badgeGood : ''}`}>{text}</span>;
}

/** Whether the order is paid, or a reported transfer awaits verification. */
export function PaymentBadge({ paid, transferReported = false }: { paid: boolean; transferReported?: boolean }) {
  const { t } = useTranslation();
  const text = paid ? t('orders.payment.paid') : transferReported ? t('orders.payment.submitted') : t('orders.payment.unpaid');
  return <span className={`${styles.badge} ${paid ? styles.badgeGood : styles.badgeWarn}`}>{text}</span>;
}

const STATE_CLASS: Readonly<Record<PaymentState, string | undefined>> = { paid: styles.badgeGood, refunded: styles.badgeGood, awaiting: styles.badgeWarn, refund_due: styles.badgeWarn, not_charged: undefined };

/** A payment's state (core/payments/payment-methods.ts `paymentStateOf`): paid, awaiting payment, refunded, refund due or not charged. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${STATE_CLASS[state] ?? ''}`} data-state={state}>{t(`payments.state.${state}`)}</span>;
}
