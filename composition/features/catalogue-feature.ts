import type { Container } from 'inversify';
import { CatalogueGateway } from '../../core/catalogue/catalogue-gateway.port';
import { BrandsState, CategoriesState, FlashSaleState, FlashSalesState } from '../../core/catalogue/catalogue-states.port';
import { ListingState } from '../../core/catalogue/listing-state.port';
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

/** Listings (category, source, search, hot deals), categories, brands and flash sales. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(CatalogueGateway).to(HttpCatalogueGateway);
  container.bind(ListingViewModel).toSelf();
  container.bind(ListingState).toService(ListingViewModel);
  container.bind(CategoriesViewModel).toSelf();
  container.bind(CategoriesState).toService(CategoriesViewModel);
  container.bind(BrandsViewModel).toSelf();
  container.bind(BrandsState).toService(BrandsViewModel);
  container.bind(FlashSalesViewModel).toSelf();
  container.bind(FlashSalesState).toService(FlashSalesViewModel);
  container.bind(FlashSaleViewModel).toSelf();
  container.bind(FlashSaleState).toService(FlashSaleViewModel);
  for (const useCase of [LoadListing, LoadCategories, LoadBrands, LoadFlashSales, LoadFlashSale]) container.bind(useCase).toSelf();

  hydration.add('listing', () => container.get(ListingViewModel));
  hydration.add('categories', () => container.get(CategoriesViewModel));
  hydration.add('brands', () => container.get(BrandsViewModel));
  hydration.add('flashSales', () => container.get(FlashSalesViewModel));
  hydration.add('flashSale', () => container.get(FlashSaleViewModel));
  return { loads: CATALOGUE_LOADS };
}
