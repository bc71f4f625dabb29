import type { Container } from 'inversify';
import { LoadProduct } from '../../core/product/load-product';
import { LoadReviews } from '../../core/product/load-reviews';
import { LoadStaticPage } from '../../core/static-pages/load-static-page';
import { LoadStore } from '../../core/store/load-store';
import { LoadSuggested } from '../../core/product/load-suggested';
import { ProductGateway } from '../../core/product/product-gateway.port';
import { ProductListsGateway } from '../../core/product/product-lists-gateway.port';
import { ProductState } from '../../core/product/product-state.port';
import { StaticPageGateway } from '../../core/static-pages/static-page-gateway.port';
import { StaticPageState } from '../../core/static-pages/static-page-state.port';
import { StoreGateway } from '../../core/store/store-gateway.port';
import { StorePageState } from '../../core/store/store-page-state.port';
import { ToggleCompare } from '../../core/product/toggle-compare';
import { ToggleWishlist } from '../../core/product/toggle-wishlist';
import { HttpProductGateway } from '../../adapters/http/http-product-gateway';
import { HttpStaticPageGateway } from '../../adapters/http/http-static-page-gateway';
import { HttpStoreGateway } from '../../adapters/http/http-store-gateway';
import type { Feature } from '../../ui/app/features';
import { ProductViewModel } from '../../ui/pages/product/product-view-model';
import { PRODUCT_LOADS } from '../../ui/pages/product/product-loads';
import { StaticPageViewModel } from '../../ui/pages/static/static-page-view-model';
import { StoreViewModel } from '../../ui/pages/store/store-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindFollowing } from './following-bindings';

/** Product detail (wishlist, compare), store pages (follow) and static pages. */
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
  for (const useCase of [LoadProduct, LoadSuggested, LoadReviews, ToggleWishlist, ToggleCompare, LoadStore, LoadStaticPage]) {
    container.bind(useCase).toSelf();
  }

  hydration.add('product', () => container.get(ProductViewModel));
  hydration.add('store', () => container.get(StoreViewModel));
  hydration.add('staticPage', () => container.get(StaticPageViewModel));
  return { loads: PRODUCT_LOADS };
}
