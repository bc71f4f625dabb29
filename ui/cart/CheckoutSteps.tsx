import { Fragment } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './cart.module.css';

const STEPS = [
  { key: 'cart', path: '/cart' },
  { key: 'shipping', path: '/shipping' },
  { key: 'payment', path: '/checkout' },
] as const;

/** Cart → shipping → payment; the steps behind the shopper are links back. */
export function CheckoutSteps({ current }: { current: 'cart' | 'shipping' | 'payment' }) {
  const { t } = useTranslation();
  const index = STEPS.findIndex((step) => step.key === current);
  return (
    <ol className={styles.steps} aria-label={t('cart.steps.label')}>
      {STEPS.map((step, i) => (
        <Fragment key={step.key}>
          {i > 0 ? <li className={styles.stepSeparator} aria-hidden="true" /> : null}
          <li className={`${styles.step} ${i < index ? styles.stepDone : ''} ${i === index ? styles.stepCurrent : ''}`} aria-current={i === index ? 'step' : undefined}>
            {i < index ? <LocalizedLink to={step.path} className={styles.stepLink}>{t(`cart.steps.${step.key}`)}</LocalizedLink> : t(`cart.steps.${step.key}`)}
          </li>
        </Fragment>
      ))}
    </ol>
  );
}
