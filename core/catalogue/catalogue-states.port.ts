import type { BrandSummary, CategoryWithChildren } from './listing';
import type { FlashSale, FlashSaleDetail } from '../product/product-detail';

/** The categories screen's state. */
export interface CategoriesState {
  readonly language: string | null;
  setCategories(categories: CategoryWithChildren[], language: string): void;
}

/** The brands screen's state. */
export interface BrandsState {
  readonly language: string | null;
  setBrands(brands: BrandSummary[], language: string): void;
}

/** The flash-sale list screen's state. */
export interface FlashSalesState {
  readonly language: string | null;
  setSales(sales: FlashSale[], language: string): void;
}

/** The one-sale screen's state; `key` names the sale, page and language shown. */
export interface FlashSaleState {
  readonly key: string | null;
  setSale(detail: FlashSaleDetail, key: string): void;
}
