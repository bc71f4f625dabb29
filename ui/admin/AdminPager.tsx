import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import styles from './admin-lists.module.css';

interface Props {
  page: number;
  lastPage: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous and next page of a back-office list the server pages; nothing when it has one page. */
export function AdminPager({ page, lastPage, busy, onPage }: Props) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('admin.pager.label')}>
      <button type="button" className={accountStyles.secondary} disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>{t('admin.pager.previous')}</button>
      <span aria-live="polite">{t('admin.pager.page', { page, last: lastPage })}</span>
      <button type="button" className={accountStyles.secondary} disabled={busy || page >= lastPage} onClick={() => onPage(page + 1)}>{t('admin.pager.next')}</button>
    </nav>
  );
}
