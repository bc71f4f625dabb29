import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import type { DashboardCard } from '../../core/admin/dashboard-desk';
import { fromCents } from '../../core/shared/cents';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { LocalizedLink } from '../routing/LocalizedLink';
import type { AdminSectionProps } from './admin-section-props';
import styles from './admin.module.css';
import cardStyles from './admin-dashboard.module.css';
import { DashboardViewModel } from './dashboard-view-model';

const HINTED = new Set(['revenue_today', 'new_messages', 'failed_jobs']);

/**
 * `/admin`, the console's landing page: what needs attention now, as cards (one column on a
 * phone), each opening the list where it is acted on. A figure the member's role may not see is
 * not there at all.
 */
export const AdminDashboardSection = observer(function AdminDashboardSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(DashboardDesk);
  const [vm] = useState(() => new DashboardViewModel(desk, model.member?.role ?? '', model.language));
  useEffect(() => { void vm.load(); }, [vm]);
  const numbers = new Intl.NumberFormat(vm.language);
  const value = (card: DashboardCard) => (card.key === 'revenue_today' && vm.dashboard
    ? new Intl.NumberFormat(vm.language, { style: 'currency', currency: vm.dashboard.currency }).format(fromCents(card.value))
    : numbers.format(card.value));
  const day = vm.dashboard
    ? new Intl.DateTimeFormat(vm.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${vm.dashboard.day}T00:00:00Z`))
    : null;
  return (
    <section className={styles.panel} aria-labelledby="admin-dashboard">
      <h2 id="admin-dashboard" className={styles.sectionTitle}>{t('adminDashboard.title')}</h2>
      {day && vm.dashboard && <p className={accountStyles.hint}>{t('adminDashboard.today', { day, zone: vm.dashboard.timeZone })}</p>}
      {vm.loading && !vm.dashboard && <p role="status" className={accountStyles.hint}>{t('adminDashboard.loading')}</p>}
      {vm.failed && (
        <p role="alert" className={styles.alert}>
          {t('adminDashboard.failed')}{' '}
          <button type="button" className={accountStyles.secondary} onClick={() => void vm.load()}>{t('adminDashboard.reload')}</button>
        </p>
      )}
      <ul className={cardStyles.cards}>
        {vm.cards.map((card) => {
          const body = (
            <>
              <span className={cardStyles.label} id={`figure-${card.key}`}>{t(`adminDashboard.figure.${card.key}`)}</span>
              <span className={cardStyles.value} data-figure={card.key}><bdi dir={card.key === 'revenue_today' ? 'ltr' : undefined}>{value(card)}</bdi></span>
              {HINTED.has(card.key) && <span className={cardStyles.hint}>{t(`adminDashboard.hint.${card.key}`)}</span>}
            </>
          );
          return (
            <li key={card.key} className={cardStyles.cardItem}>
              {card.href
                ? <LocalizedLink to={card.href} className={`${cardStyles.card} ${card.value > 0 ? cardStyles.due : ''}`}>{body}</LocalizedLink>
                : <div className={`${cardStyles.card} ${card.value > 0 ? cardStyles.alarm : ''}`}>{body}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
