import { useTranslation } from 'react-i18next';
import styles from './Rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars() {
  return (
    <svg viewBox="0 0 120 24" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

/** Stars out of 5 (partially filled for fractions) and the review count. */
export function Rating({ rating, count }: { rating: number | string | null | undefined; count: number | string | null | undefined }) {
  const { t } = useTranslation();
  const raw = Number(rating);
  const value = Number.isFinite(raw) ? Math.min(5, Math.max(0, raw)) : 0;
  const reviews = Math.max(0, Math.trunc(Number(count) || 0));
  // Not Intl: the server's and the browser's locale data can disagree on digits, breaking hydration.
  const shown = String(Math.round(value * 10) / 10);
  return (
    <div className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t('product.rating', { rating: shown })}>
        <span className={styles.empty}><Stars /></span>
        <span className={styles.fill} style={{ inlineSize: `${(value / 5) * 100}%` }}><Stars /></span>
      </span>
      <span className={styles.count}>{t('product.reviews', { count: reviews })}</span>
    </div>
  );
}
