import type { CatalogueGateway } from '../../core/catalogue/catalogue-gateway.port';
import type { ListingRequest } from '../../core/catalogue/listing-request';
import { listingSearchParams } from '../../core/catalogue/listing-request';
import type { BrandsResult, CategoriesResult, ListingResult, SourceListingResult } from '../../core/catalogue/listing';
import type { FlashSale, FlashSaleDetail } from '../../core/product/product-detail';
import type { ApiClient } from '../http/api-client';

/** The api/v1 query of a listing request: its URL query plus the sidebar (filter options). */
export function listingCall(request: ListingRequest): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = Object.fromEntries(listingSearchParams(request));
  params.sidebar_data = 'true';
  const { scope } = request;
  if (scope.kind === 'category') {
    params.category = scope.category;
    if (scope.subCategory) params.sub_category = scope.subCategory;
    return { path: 'all', params };
  }
  // Hot deals: every category, discounted products only, biggest discount first (server-side,
  // so the order holds across pages).
  if (scope.kind === 'hot-deals') {
    params.all_categories = '1';
    params.hot_deals = '1';
  }
  // home_spm names an id without its table: the server tells a sub-category from a tag or a
  // brand with the same id by the path's slug, so a source listing always sends it.
  if (scope.kind === 'source' && scope.main) params.slug = scope.main;
  return { path: 'products', params };
}

export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly api: ApiClient) {}

  fetchListing(request: ListingRequest, language: string): Promise<ListingResult | SourceListingResult> {
    const { path, params } = listingCall(request);
    return this.api.get<ListingResult | SourceListingResult>(path, { language, params });
  }

  fetchCategories(language: string): Promise<CategoriesResult> {
    return this.api.get<CategoriesResult>('categories', { language });
  }

  fetchBrands(language: string): Promise<BrandsResult> {
    return this.api.get<BrandsResult>('brands', { language });
  }

  async fetchFlashSales(language: string): Promise<FlashSale[]> {
    const data = await this.api.get<FlashSale[] | { flash_sales: FlashSale[] }>('flash-sale', { language });
    return Array.isArray(data) ? data : data.flash_sales ?? [];
  }

  fetchFlashSale(id: number, page: number, language: string): Promise<FlashSaleDetail> {
    return this.api.get<FlashSaleDetail>(`flash-sale/${id}`, { language, params: page > 1 ? { page } : {} });
  }
}
