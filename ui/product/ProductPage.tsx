import { observer } from 'mobx-react-lite';
import { isMarkup } from '../../core/shared/shop-text';
import { useLocation } from 'react-router';
import { PageShimmer } from '../kit/PageShimmer';
import { ProductGrid } from './ProductGrid';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { Breadcrumb } from './Breadcrumb';
import { Gallery } from './Gallery';
import { productMeta } from './product-meta';
import { ProductViewModel } from './product-view-model';
import { PurchasePanel } from './PurchasePanel';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { useCartPurchase } from './use-cart-purchase';
import { PolicyBox, ShareBox, StoreBox, VouchersBox } from './SideBoxes';
import styles from './product.module.css';

/** Most suggested tiles shown per row of suggestions. */
const SUGGESTION_TILES = 12;

const ProductMeta = observer(function ProductMeta() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  usePageMeta(productMeta({
    product: vm.product!,
    reviews: vm.reviews,
    currency: common.data?.setting.currency ?? 'USD',
    imageUrl: (name) => common.imageUrl(name),
    siteName: common.siteName,
    // Whole minutes keep the meta stable between renders (a new key every millisecond would churn the head).
    now: Math.floor(Date.now() / 60_000) * 60_000,
  }));
  return null;
});

/** HTML as the shop wrote it, or plain text with its line breaks (an overview of "Key: value" lines). */
function ShopText({ text }: { text: string }) {
  return isMarkup(text) ? <div dangerouslySetInnerHTML={{ __html: text }} /> : <p className={styles.plainText}>{text}</p>;
}

/** Description and overview as the shop wrote them (rich text from the shop's own admin, or plain lines). */
const Details = observer(function Details() {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const product = vm.product!;
  if (!product.description && !product.overview) return null;
  return (
    <section className={styles.section} aria-labelledby="description-title">
      <h2 id="description-title" className={styles.sectionTitle}>{t('product.detail.description')}</h2>
      {product.overview ? (
        <div className={styles.richText}>
          <h3 className={styles.subTitle}>{t('product.detail.overview')}</h3>
          <ShopText text={product.overview} />
        </div>
      ) : null}
      {product.description ? <div className={styles.richText}><ShopText text={product.description} /></div> : null}
    </section>
  );
});

const Suggestions = observer(function Suggestions() {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const rows = [
    { id: 'suggested', title: t('product.detail.suggested'), tiles: vm.suggested?.suggestion_1?.data ?? [] },
    { id: 'also-viewed', title: t('product.detail.also_viewed'), tiles: vm.suggested?.suggestion_2?.data ?? [] },
  ];
  return (
    <>
      {rows.filter((row) => row.tiles.length > 0).map((row) => (
        <section key={row.id} className={styles.section} aria-labelledby={`${row.id}-title`} data-testid={row.id}>
          <h2 id={`${row.id}-title`} className={styles.sectionTitle}>{row.title}</h2>
          <ProductGrid tiles={row.tiles.slice(0, SUGGESTION_TILES)} />
        </section>
      ))}
    </>
  );
});

/** `/:main/product/:id`: everything about one product. */
const ProductPage = observer(function ProductPage() {
  const vm = useService(ProductViewModel);
  const pageLoad = useService(PageLoadStore);
  const purchase = useCartPurchase(() => vm.stock);
  const product = vm.product;
  // Between a click on another product and its load starting, the view model still holds the last
  // one: show the placeholder rather than a frame of the wrong product.
  const shownId = /\/product\/(\d+)\/?$/.exec(useLocation().pathname)?.[1];
  if (!product || pageLoad.pending || (shownId !== undefined && Number(shownId) !== product.id)) return <PageShimmer />;
  return (
    <div className={`container ${styles.page}`} data-testid="product-page">
      <ProductMeta />
      <Breadcrumb chain={product.category_data ?? []} title={product.title} />
      <div className={styles.top}>
        <Gallery />
        <PurchasePanel onPurchase={purchase} />
        <aside className={styles.side}>
          <StoreBox />
          <PolicyBox />
          <VouchersBox />
          <ShareBox />
        </aside>
      </div>
      <Details />
      <ReviewsSection />
      <Suggestions />
    </div>
  );
});
export default ProductPage;
