import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './account.module.css';

/** Previous / next links as `?page=N` on the current path (the route's load reads it); hidden for one page. */
export function Pagination({ path, current, last }: { path: string; current: number; last: number }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const to = (page: number) => (page <= 1 ? path : `${path}?page=${page}`);
  return (
    <nav className={styles.pagination} aria-label={t('account.pagination.label')}>
      {current > 1 ? <LocalizedLink to={to(current - 1)} className={styles.pageLink} rel="prev">{t('account.pagination.previous')}</LocalizedLink> : <span />}
      <span className={styles.pageInfo}>{t('account.pagination.page', { page: current, total: last })}</span>
      {current < last ? <LocalizedLink to={to(current + 1)} className={styles.pageLink} rel="next">{t('account.pagination.next')}</LocalizedLink> : <span />}
    </nav>
  );
}
