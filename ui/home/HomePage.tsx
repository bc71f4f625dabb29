import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { HomeViewModel } from './home-view-model';
import { BannersSection } from './sections/BannersSection';
import { CollectionsSection } from './sections/CollectionsSection';
import { FeaturedBrandsSection } from './sections/FeaturedBrandsSection';
import { FeaturedCategoriesSection } from './sections/FeaturedCategoriesSection';
import { FlashSalesSection } from './sections/FlashSalesSection';
import { HomeShimmer } from './sections/HomeShimmer';
import { ProductsSection } from './sections/ProductsSection';
import { SiteFeaturesSection } from './sections/SiteFeaturesSection';
import { SliderSection } from './sections/SliderSection';
import styles from './sections/sections.module.css';

/** Home: slider, site features, banners, flash sales, collections, featured categories and brands, latest products. */
const HomePage = observer(function HomePage() {
  const { data } = useService(HomeViewModel);
  const common = useService(CommonStore);
  const { t } = useTranslation();
  return (
    <div className="container">
      <h1 className="visually-hidden">{common.siteName || t('home.title')}</h1>
      {data ? (
        <div className={styles.home}>
          <SliderSection slider={data.slider} />
          <SiteFeaturesSection features={data.site_features} />
          <BannersSection banners={data.banners} />
          <FlashSalesSection sales={data.flash_sales} />
          <CollectionsSection collections={data.collections} />
          <FeaturedCategoriesSection categories={data.featured_categories} />
          <FeaturedBrandsSection brands={data.featured_brands} />
          <ProductsSection products={data.products} />
        </div>
      ) : (
        <HomeShimmer />
      )}
    </div>
  );
});
export default HomePage;
