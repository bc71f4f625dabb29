import { observer } from 'mobx-react-lite';
import { useService } from '../app/services';
import { Countdown } from '../kit/Countdown';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useTranslation } from '../i18n/react-i18n';
import { usePageMeta } from '../app/meta-store-hooks';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { flashSalePath } from '../home/sections/home-links';
import { FlashSalesViewModel } from './flash-sales-view-model';
import { isolated } from '../kit/isolated';
import { SaleTime } from './SaleTime';
import styles from './catalogue.module.css';

/** `/flash-sale`: the sales running now (with a live countdown) and those coming up. */
const FlashSalesPage = observer(function FlashSalesPage() {
  const { t } = useTranslation();
  const vm = useService(FlashSalesViewModel);
  const common = useService(CommonStore);
  usePageMeta({ title: t('catalogue.flash.title'), description: t('catalogue.meta.flash_sales'), path: '/flash-sale' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('catalogue.flash.title')}</h1>
        {vm.language === null ? (
          <ul className={styles.sales} aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => <li key={i} className={styles.sale}><Shimmer aspectRatio="5 / 2" /><div className={styles.saleBody}><Shimmer height="1.4em" width="60%" /></div></li>)}
          </ul>
        ) : vm.sales.length === 0 ? (
          <p className={styles.empty}>{t('catalogue.flash.empty')}</p>
        ) : (
          <ul className={styles.sales}>
            {vm.sales.map((sale) => (
              <li key={sale.id} className={styles.sale} data-testid="flash-sale">
                {/* A sale without its own image gets one drawn for it (flash/{id}.svg), not an empty block. */}
                <img className={styles.saleImage} src={common.imageUrl(sale.image ?? `flash/${sale.id}.svg`)} alt="" width={500} height={200} loading="lazy" decoding="async" />
                <div className={styles.saleBody}>
                  <span className={`${styles.state} ${sale.state === 'upcoming' ? styles.upcoming : ''}`}>{t(`catalogue.flash.${sale.state}`)}</span>
                  <h2 className={styles.saleTitle}><LocalizedLink to={flashSalePath(sale)}>{sale.title}</LocalizedLink></h2>
                  {sale.state === 'running' ? <Countdown endTime={sale.end_time} /> : <p className={styles.when}>{isolated(t, 'catalogue.flash.starts', { time: <SaleTime iso={sale.start_time} /> })}</p>}
                  <LocalizedLink to={flashSalePath(sale)} className={styles.button} aria-label={`${t('catalogue.flash.view')}: ${sale.title}`}>{t('catalogue.flash.view')}</LocalizedLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});
export default FlashSalesPage;
