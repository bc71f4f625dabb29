import { observer } from 'mobx-react-lite';
import { useService } from '../app/services';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useTranslation } from '../i18n/react-i18n';
import { usePageMeta } from '../app/meta-store-hooks';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { brandPath } from '../home/sections/home-links';
import { BrandsViewModel } from './brands-view-model';
import styles from './catalogue.module.css';

/** `/brands`: every brand, each opening its listing. */
const BrandsPage = observer(function BrandsPage() {
  const { t } = useTranslation();
  const vm = useService(BrandsViewModel);
  const common = useService(CommonStore);
  usePageMeta({ title: t('catalogue.brands.title'), description: t('catalogue.meta.brands'), path: '/brands' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('catalogue.brands.title')}</h1>
        {vm.language === null ? (
          <ul className={styles.brands} aria-busy="true">
            {Array.from({ length: 12 }, (_, i) => <li key={i} className={styles.brand}><Shimmer height="70px" /></li>)}
          </ul>
        ) : vm.brands.length === 0 ? (
          <p className={styles.empty}>{t('catalogue.brands.empty')}</p>
        ) : (
          <ul className={styles.brands}>
            {vm.brands.map((brand) => (
              <li key={brand.id}>
                <LocalizedLink to={brandPath(brand)} className={styles.brand}>
                  {brand.image ? <img className={styles.brandImage} src={common.imageUrl(brand.image)} alt="" width={140} height={70} loading="lazy" decoding="async" /> : null}
                  <span>{brand.title}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});
export default BrandsPage;
