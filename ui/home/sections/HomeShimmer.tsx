import { useTranslation } from '../../i18n/react-i18n';
import { ProductGrid } from '../../product/ProductGrid';
import { Shimmer } from '../../kit/shimmer/Shimmer';
import slider from './slider.module.css';
import styles from './sections.module.css';

/** 21 placeholders for products and 21 for flash sales. */
export const PRODUCT_PLACEHOLDERS = 21;
export const FLASH_SALE_PLACEHOLDERS = 21;

function HeadingShimmer() {
  return (
    <div className={styles.shimmerHead}>
      <Shimmer width="min(240px, 50%)" height="26px" />
    </div>
  );
}

/** The home page's outline while its sections load: slider, banners, a flash sale and the products. */
export function HomeShimmer() {
  const { t } = useTranslation();
  return (
    <div className={styles.home} role="status" aria-busy="true" data-testid="home-shimmer">
      <span className="visually-hidden">{t('home.loading')}</span>
      <div className={`${slider.slider} ${slider.withSide}`} data-testid="slider-shimmer">
        <div className={slider.carousel}>
          <Shimmer className={slider.track} radius="0" />
        </div>
        <div className={slider.side}>
          <div className={slider.sideItem}><Shimmer className={slider.image} radius="0" /></div>
          <div className={slider.sideItem}><Shimmer className={slider.image} radius="0" /></div>
        </div>
      </div>
      <div className={styles.shimmerBanners} data-testid="banners-shimmer">
        <Shimmer aspectRatio="5 / 1" radius="var(--radius)" />
        <Shimmer aspectRatio="5 / 1" radius="var(--radius)" />
        <Shimmer aspectRatio="5 / 1" radius="var(--radius)" />
      </div>
      <div className={`${styles.section} ${styles.panel}`} data-testid="flash-sales-shimmer">
        <HeadingShimmer />
        <ProductGrid placeholders={FLASH_SALE_PLACEHOLDERS} />
      </div>
      <div className={styles.section} data-testid="products-shimmer">
        <HeadingShimmer />
        <ProductGrid placeholders={PRODUCT_PLACEHOLDERS} />
      </div>
    </div>
  );
}
