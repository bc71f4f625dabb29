import type { Container } from 'inversify';
import { LoadProduct } from '../../core/product/load-product';
import { LoadReviews } from '../../core/reviews/load-reviews';
import { LoadStaticPage } from '../../core/pages/load-static-page';
import { LoadSitemap } from '../../core/pages/load-sitemap';
import { SitemapState } from '../../core/pages/sitemap-state.port';
import { LoadStore } from '../../core/stores/load-store';
import { LoadSuggested } from '../../core/product/load-suggested';
import { PrefetchProduct } from '../../core/product/prefetch-product';
import { ProductGateway } from '../../core/product/product-gateway.port';
import { ProductListsGateway } from '../../core/lists/product-lists-gateway.port';
import { ProductState } from '../../core/product/product-state.port';
import { StaticPageGateway } from '../../core/pages/static-page-gateway.port';
import { StaticPageState } from '../../core/pages/static-page-state.port';
import { StoreGateway } from '../../core/stores/store-gateway.port';
import { StorePageState } from '../../core/stores/store-page-state.port';
import { ToggleCompare } from '../../core/lists/toggle-compare';
import { ToggleWishlist } from '../../core/lists/toggle-wishlist';
import { HttpProductGateway } from '../../adapters/product/http-product-gateway';
import { HttpStaticPageGateway } from '../../adapters/pages/http-static-page-gateway';
import { HttpStoreGateway } from '../../adapters/stores/http-store-gateway';
import type { Feature } from '../../ui/app/features';
import { ProductViewModel } from '../../ui/product/product-view-model';
import { PRODUCT_LOADS, PRODUCT_PREFETCHES } from '../../ui/product/product-loads';
import { StaticPageViewModel } from '../../ui/pages/static-page-view-model';
import { SitemapViewModel } from '../../ui/pages/sitemap-view-model';
import { StoreViewModel } from '../../ui/stores/store-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindFollowing } from './following-bindings';

/** Product detail (wishlist, compare), store pages (follow), static pages and the sitemap page. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(HttpProductGateway).toSelf();
  container.bind(ProductGateway).toService(HttpProductGateway);
  container.bind(ProductListsGateway).toService(HttpProductGateway);
  container.bind(StoreGateway).to(HttpStoreGateway);
  container.bind(StaticPageGateway).to(HttpStaticPageGateway);
  bindFollowing(container, hydration);

  container.bind(ProductViewModel).toSelf();
  container.bind(ProductState).toService(ProductViewModel);
  container.bind(StoreViewModel).toSelf();
  container.bind(StorePageState).toService(StoreViewModel);
  container.bind(StaticPageViewModel).toSelf();
  container.bind(StaticPageState).toService(StaticPageViewModel);
  container.bind(SitemapViewModel).toSelf();
  container.bind(SitemapState).toService(SitemapViewModel);
  for (const useCase of [LoadProduct, PrefetchProduct, LoadSuggested, LoadReviews, ToggleWishlist, ToggleCompare, LoadStore, LoadStaticPage, LoadSitemap]) {
    container.bind(useCase).toSelf();
  }

  hydration.add('product', () => container.get(ProductViewModel));
  hydration.add('store', () => container.get(StoreViewModel));
  hydration.add('staticPage', () => container.get(StaticPageViewModel));
  hydration.add('sitemap', () => container.get(SitemapViewModel));
  return { loads: PRODUCT_LOADS, prefetches: PRODUCT_PREFETCHES };
}
