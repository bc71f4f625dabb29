import { Link } from 'react-router';
import { useTranslation } from '../i18n/react-i18n';
import styles from './listing.module.css';

/** Page numbers around the current one, with the first and last always reachable; 0 marks a gap. */
export function pageWindow(current: number, last: number, around = 2): number[] {
  const pages: number[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== 0) pages.push(0);
  }
  return pages;
}

/** Links to other pages of a listing (same filters, `page` changed); hidden for a single page. */
export function ListingPagination({ current, last, hrefOf }: { current: number; last: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('catalogue.pagination.label')}>
      <ul>
        {current > 1 ? <li><Link to={hrefOf(Math.min(current - 1, last))} rel="prev" className={styles.pageLink}>{t('catalogue.pagination.previous')}</Link></li> : null}
        {pageWindow(current, last).map((p, i) =>
          p === 0 ? <li key={`gap${i}`} aria-hidden="true" className={styles.gap}>…</li> : (
            <li key={p}>
              <Link to={hrefOf(p)} className={styles.pageLink} aria-current={p === current ? 'page' : undefined} aria-label={t('catalogue.pagination.page', { page: p })}>{p}</Link>
            </li>
          ),
        )}
        {current < last ? <li><Link to={hrefOf(current + 1)} rel="next" className={styles.pageLink}>{t('catalogue.pagination.next')}</Link></li> : null}
      </ul>
    </nav>
  );
}
