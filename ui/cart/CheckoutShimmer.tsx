import { Shimmer } from '../kit/shimmer/Shimmer';
import { useTranslation } from '../i18n/react-i18n';
import styles from './cart.module.css';

/** The shipping and checkout placeholder: the two columns, so nothing jumps when the data arrives. */
export function CheckoutShimmer() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} role="status" aria-busy="true">
      <span className="visually-hidden">{t('cart.loading')}</span>
      <div className={styles.main}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.panel}>
            <Shimmer width="40%" height="20px" />
            <div className={styles.shimmerLine}><Shimmer width="64px" height="64px" /><div><Shimmer width="70%" height="14px" /><Shimmer width="45%" height="14px" /></div></div>
          </div>
        ))}
      </div>
      <div className={styles.panel}><Shimmer width="60%" height="20px" /><Shimmer width="100%" height="120px" /></div>
    </div>
  );
}
