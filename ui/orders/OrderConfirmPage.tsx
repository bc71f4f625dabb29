import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmOrder } from '../../core/orders/confirm-order';
import type { ConfirmedOrder } from '../../core/orders/order-contract';
import { RequestError } from '../../core/shared/request-error';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

type Outcome = { kind: 'working' } | { kind: 'done'; message: string; order: ConfirmedOrder } | { kind: 'failed'; message: string };

/**
 * `/order-confirm?token=…`: the link mailed to a guest's new address. It confirms the order once it
 * runs in the browser (never in the server render, so a mail scanner that fetches the link changes
 * nothing), then shows the confirmed order's tracking code and amount and the way to follow it; a
 * used, unknown or late link says so in the shopper's language.
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const { search } = useLocation();
  const confirm = useService(ConfirmOrder);
  const common = useService(CommonStore);
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  usePageMeta({ title: t('orders.confirm.title'), noindex: true });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token === '') {
      setOutcome({ kind: 'failed', message: t('orders.confirm.no_token') });
      return;
    }
    confirm.execute(token, language).then(
      ({ order, message }) => setOutcome({ kind: 'done', message, order }),
      (error: unknown) => setOutcome({ kind: 'failed', message: error instanceof RequestError && error.status ? error.firstMessage : t('orders.confirm.failed') }),
    );
  }, [confirm, token, language, t]);

  return (
    <div className="container">
      <section className={styles.confirmPage} aria-labelledby="order-confirm-title" aria-busy={outcome.kind === 'working' || undefined} data-testid="order-confirm-page">
        <h1 id="order-confirm-title" className={accountStyles.title}>{t('orders.confirm.title')}</h1>
        {outcome.kind === 'working' && <p className={styles.confirmText}>{t('orders.confirm.working')}</p>}
        {outcome.kind === 'failed' && <p className={`${styles.confirmText} ${styles.confirmFailed}`} role="alert">{outcome.message}</p>}
        {outcome.kind === 'done' && (
          <>
            <p className={styles.confirmText} role="status">{outcome.message}</p>
            <dl className={styles.confirmFacts}>
              <dt>{t('orders.confirm.code')}</dt>
              <dd data-testid="confirmed-code"><bdi dir="ltr">{outcome.order.order}</bdi></dd>
              <dt>{t('orders.confirm.amount')}</dt>
              <dd><bdi>{common.price(outcome.order.amount)}</bdi></dd>
            </dl>
          </>
        )}
        {outcome.kind !== 'working' && (
          <div className={styles.actions}>
            {outcome.kind === 'done' && (
              <LocalizedLink to={`/track-order?order=${encodeURIComponent(outcome.order.order)}`} className={accountStyles.primary}>{t('orders.confirm.track')}</LocalizedLink>
            )}
            <LocalizedLink to="/" className={outcome.kind === 'done' ? accountStyles.secondary : accountStyles.primary}>{t('orders.confirm.home')}</LocalizedLink>
          </div>
        )}
      </section>
    </div>
  );
}
