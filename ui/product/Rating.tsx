import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import styles from './Rating.module.css';

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
      <span className={styles.stars} role="img" aria-label={t('product.rating', { rating: shown })} style={{ '--fill': `${(value / 5) * 100}%` } as CSSProperties} />
      <span className={styles.count}>{t('product.reviews', { count: reviews })}</span>
    </div>
  );
}
