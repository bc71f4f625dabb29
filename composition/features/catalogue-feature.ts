import type { Container } from 'inversify';
import { LoadBrands } from '../../core/catalogue/load-brands';
import { LoadCategories } from '../../core/catalogue/load-categories';
import { LoadFlashSale } from '../../core/catalogue/load-flash-sale';
import { LoadFlashSales } from '../../core/catalogue/load-flash-sales';
import { LoadListing } from '../../core/catalogue/load-listing';
import { HttpCatalogueGateway } from '../../adapters/catalogue/http-catalogue-gateway';
import type { Feature } from '../../ui/app/features';
import { BrandsViewModel } from '../../ui/catalogue/brands-view-model';
import { CATALOGUE_LOADS } from '../../ui/catalogue/catalogue-loads';
import { CategoriesViewModel } from '../../ui/catalogue/categories-view-model';
import { FlashSaleViewModel } from '../../ui/catalogue/flash-sale-view-model';
import { FlashSalesViewModel } from '../../ui/catalogue/flash-sales-view-model';
import { ListingViewModel } from '../../ui/catalogue/listing-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** Listings (category, source, search, hot deals), categories, brands and flash sales. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.CatalogueGateway).toDynamicValue(plain(HttpCatalogueGateway, ApiClient));
  container.bind(ListingViewModel).toSelf();
  container.bind(PORTS.ListingState).toService(ListingViewModel);
  container.bind(CategoriesViewModel).toSelf();
  container.bind(PORTS.CategoriesState).toService(CategoriesViewModel);
  container.bind(BrandsViewModel).toSelf();
  container.bind(PORTS.BrandsState).toService(BrandsViewModel);
  container.bind(FlashSalesViewModel).toSelf();
  container.bind(PORTS.FlashSalesState).toService(FlashSalesViewModel);
  container.bind(FlashSaleViewModel).toSelf();
  container.bind(PORTS.FlashSaleState).toService(FlashSaleViewModel);
  bindPlain(container, LoadListing, PORTS.CatalogueGateway, PORTS.ListingState);
  bindPlain(container, LoadCategories, PORTS.CatalogueGateway, PORTS.CategoriesState);
  bindPlain(container, LoadBrands, PORTS.CatalogueGateway, PORTS.BrandsState);
  bindPlain(container, LoadFlashSales, PORTS.CatalogueGateway, PORTS.FlashSalesState);
  bindPlain(container, LoadFlashSale, PORTS.CatalogueGateway, PORTS.FlashSaleState);

  hydration.add('listing', () => container.get(ListingViewModel));
  hydration.add('categories', () => container.get(CategoriesViewModel));
  hydration.add('brands', () => container.get(BrandsViewModel));
  hydration.add('flashSales', () => container.get(FlashSalesViewModel));
  hydration.add('flashSale', () => container.get(FlashSaleViewModel));
  return { loads: CATALOGUE_LOADS };
}
