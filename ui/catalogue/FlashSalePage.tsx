import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useService } from '../app/services';
import { Countdown } from '../kit/Countdown';
import { ProductGrid } from '../product/ProductGrid';
import { useTranslation } from '../i18n/react-i18n';
import { usePageMeta } from '../app/meta-store-hooks';
import { pagedTitle } from './listing-meta';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { FlashSaleViewModel } from './flash-sale-view-model';
import { LISTING_PLACEHOLDERS } from './listing-placeholders';
import { ListingPagination } from './ListingPagination';
import { isolated } from '../kit/isolated';
import { SaleTime } from './SaleTime';
import styles from './catalogue.module.css';
import listing from './listing.module.css';

/** `/flash-sale/:id`: one sale, a live countdown to its end (or its start time) and its products. */
const FlashSalePage = observer(function FlashSalePage() {
  const { t } = useTranslation();
  const vm = useService(FlashSaleViewModel);
  const pageLoad = useService(PageLoadStore);
  const detail = vm.detail;
  const sale = detail?.flash_sale;
  const page = detail?.products.current_page ?? 1;
  // Before the sale is loaded the title is the list's; a page number only from page 2 on.
  usePageMeta(sale
    ? { title: pagedTitle(t, sale.title, page), description: t('catalogue.meta.flash_sale', { title: sale.title }), path: `/flash-sale/${sale.id}${page > 1 ? `?page=${page}` : ''}` }
    : { title: t('catalogue.flash.title') });
  if (!detail || pageLoad.pending) {
    return (
      <div className="container">
        <div className={styles.page} aria-busy="true">
          <p className="visually-hidden">{t('catalogue.loading')}</p>
          <ProductGrid placeholders={LISTING_PLACEHOLDERS} />
        </div>
      </div>
    );
  }
  const { flash_sale: shownSale, products } = detail;
  return (
    <div className="container">
      <div className={styles.page}>
        <nav className={styles.breadcrumb} aria-label={t('catalogue.breadcrumb.label')}>
          <LocalizedLink to="/flash-sale">{t('catalogue.flash.title')}</LocalizedLink>
        </nav>
        <header className={styles.saleHead}>
          <h1 className={styles.title}>{shownSale.title}</h1>
          {shownSale.state === 'running' ? <Countdown endTime={shownSale.end_time} /> : <p className={styles.when}>{isolated(t, 'catalogue.flash.starts', { time: <SaleTime iso={shownSale.start_time} /> })}</p>}
        </header>
        {products.data.length === 0 ? (
          <p className={styles.empty}>{t('catalogue.empty')}</p>
        ) : (
          <>
            <p className={listing.count}>{t('catalogue.showing', { from: products.from ?? 0, to: products.to ?? 0, count: products.total })}</p>
            <ProductGrid tiles={products.data} />
          </>
        )}
        <SalePagination current={products.current_page} last={products.last_page} />
      </div>
    </div>
  );
});
export default FlashSalePage;

/** Pages of the sale's products: `?page=N` on this (already localized) path. */
function SalePagination({ current, last }: { current: number; last: number }) {
  const { pathname } = useLocation();
  return <ListingPagination current={current} last={last} hrefOf={(page) => (page > 1 ? `${pathname}?page=${page}` : pathname)} />;
}
