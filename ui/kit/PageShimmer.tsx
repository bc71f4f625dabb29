import { useTranslation } from '../i18n/react-i18n';
import { Shimmer } from './shimmer/Shimmer';
import { TileGridShimmer } from './TileGrid';
import styles from './shimmer/PageShimmer.module.css';

/** A generic page placeholder (title, a few lines, a grid) while a page's code or data arrives. */
export function PageShimmer() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`} role="status" aria-busy="true">
      <span className="visually-hidden">{t('home.loading')}</span>
      <Shimmer width="min(420px, 70%)" height="28px" />
      <div className={styles.lines}>
        <Shimmer width="100%" height="14px" />
        <Shimmer width="92%" height="14px" />
        <Shimmer width="64%" height="14px" />
      </div>
      <TileGridShimmer count={6} />
    </div>
  );
}
