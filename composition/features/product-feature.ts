import type { Container } from 'inversify';
import { LoadProduct } from '../../core/product/load-product';
import { LoadReviews } from '../../core/reviews/load-reviews';
import { LoadStaticPage } from '../../core/pages/load-static-page';
import { LoadSitemap } from '../../core/pages/load-sitemap';
import { LoadStore } from '../../core/stores/load-store';
import { LoadSuggested } from '../../core/product/load-suggested';
import { PrefetchProduct } from '../../core/product/prefetch-product';
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
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** Product detail (wishlist, compare), store pages (follow), static pages and the sitemap page. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  bindPlain(container, HttpProductGateway, ApiClient);
  container.bind(PORTS.ProductGateway).toService(HttpProductGateway);
  container.bind(PORTS.ProductListsGateway).toService(HttpProductGateway);
  container.bind(PORTS.StoreGateway).toDynamicValue(plain(HttpStoreGateway, ApiClient));
  container.bind(PORTS.StaticPageGateway).toDynamicValue(plain(HttpStaticPageGateway, ApiClient));
  bindFollowing(container, hydration);

  container.bind(ProductViewModel).toSelf();
  container.bind(PORTS.ProductState).toService(ProductViewModel);
  container.bind(StoreViewModel).toSelf();
  container.bind(PORTS.StorePageState).toService(StoreViewModel);
  container.bind(StaticPageViewModel).toSelf();
  container.bind(PORTS.StaticPageState).toService(StaticPageViewModel);
  container.bind(SitemapViewModel).toSelf();
  container.bind(PORTS.SitemapState).toService(SitemapViewModel);
  bindPlain(container, LoadProduct, PORTS.ProductGateway, PORTS.ProductState, PORTS.SessionState);
  bindPlain(container, PrefetchProduct, PORTS.ProductGateway, PORTS.ProductState, PORTS.SessionState);
  bindPlain(container, LoadSuggested, PORTS.ProductGateway, PORTS.ProductState);
  bindPlain(container, LoadReviews, PORTS.ProductGateway, PORTS.ProductState);
  bindPlain(container, ToggleWishlist, PORTS.ProductListsGateway, PORTS.ProductState, PORTS.SessionState);
  bindPlain(container, ToggleCompare, PORTS.ProductListsGateway, PORTS.ProductState, PORTS.SessionState);
  bindPlain(container, LoadStore, PORTS.StoreGateway, PORTS.StorePageState, PORTS.SessionState);
  bindPlain(container, LoadStaticPage, PORTS.StaticPageGateway, PORTS.StaticPageState);
  bindPlain(container, LoadSitemap, PORTS.StaticPageGateway, PORTS.SitemapState);

  hydration.add('product', () => container.get(ProductViewModel));
  hydration.add('store', () => container.get(StoreViewModel));
  hydration.add('staticPage', () => container.get(StaticPageViewModel));
  hydration.add('sitemap', () => container.get(SitemapViewModel));
  return { loads: PRODUCT_LOADS, prefetches: PRODUCT_PREFETCHES };
}
