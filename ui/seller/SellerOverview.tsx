import { PUBLICATIONS } from '../../core/seller/seller-product';
import type { SellerStore } from '../../core/seller/seller-workspace';
import accountStyles from '../account/account.module.css';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { productListPath } from './product-list-query';
import styles from './seller.module.css';

/** `/seller`: the store's products counted by state, and the variants low in stock, each a link to the list filtered so. */
export function SellerOverview({ store }: { store: SellerStore }) {
  const { t } = useTranslation();
  const figures = [
    ...PUBLICATIONS.map((status) => ({ key: status, count: store.counts[status], to: productListPath({ status }) })),
    { key: 'lowStock', count: store.counts.lowStock, to: productListPath({ stock: 'low' }) },
  ];
  return (
    <section className={styles.section} aria-labelledby="seller-overview">
      <div className={styles.heading}>
        <h1 id="seller-overview" className={styles.title}>{t('seller.overview.title')}</h1>
        <LocalizedLink to="/seller/products/new" className={`${accountStyles.primary} ${styles.buttonLink}`}>{t('seller.products.add')}</LocalizedLink>
      </div>
      <ul className={styles.figures}>
        {figures.map(({ key, count, to }) => (
          <li key={key}>
            <LocalizedLink to={to} className={styles.figure} data-state={key}>
              <span className={styles.figureCount}>{count}</span>
              <span className={styles.figureLabel}>{t(`seller.overview.${key}`)}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
