import type { ProductDetail, ReviewsData, SuggestedProducts } from '../../core/product/product-detail';
import type { ProductGateway } from '../../core/product/product-gateway.port';
import type { CompareToggle, ProductListsGateway } from '../../core/lists/product-lists-gateway.port';
import type { ApiClient, RequestOptions } from '../http/api-client';

type Read = [path: string, options: RequestOptions];
const productRead = (id: number, language: string, token: string | null): Read => [`product/${id}`, { language, token: token ?? undefined }];
const suggestedRead = (id: number, language: string, page: number): Read => [`suggested-products/${id}`, { language, params: { page } }];
const reviewsRead = (productId: number, language: string, page: number): Read => ['reviews', { language, params: { product_id: productId, page } }];

export class HttpProductGateway implements ProductGateway, ProductListsGateway {
  constructor(private readonly api: ApiClient) {}

  fetchProduct(id: number, language: string, token: string | null): Promise<ProductDetail> {
    return this.api.get<ProductDetail>(...productRead(id, language, token));
  }

  fetchSuggested(id: number, language: string, page: number): Promise<SuggestedProducts> {
    return this.api.get<SuggestedProducts>(...suggestedRead(id, language, page));
  }

  fetchReviews(productId: number, language: string, page: number): Promise<ReviewsData> {
    return this.api.get<ReviewsData>(...reviewsRead(productId, language, page));
  }

  prefetchProduct(id: number, language: string, token: string | null): void {
    // The very calls the page's load makes (same paths and options), so it takes these answers.
    for (const read of [productRead(id, language, token), suggestedRead(id, language, 1), reviewsRead(id, language, 1)]) this.api.prefetch(...read);
  }

  async toggleWishlist(productId: number, token: string | null, language: string): Promise<boolean> {
    // The flag becomes 1 when the answer has data, otherwise null.
    const data = await this.api.post<unknown>('user/wishlist/action', { product_id: productId }, { language, token: token ?? undefined });
    return hasData(data);
  }

  async toggleCompare(productId: number, token: string | null, language: string): Promise<CompareToggle> {
    // A successful compare shows the server's message.
    const { data, message } = await this.api.postWithMessage<unknown>('user/compare-list/action', { product_id: productId }, { language, token: token ?? undefined });
    const flag = data && typeof data === 'object' && 'compared' in data ? Boolean((data as { compared: unknown }).compared) : hasData(data);
    return { compared: flag, message };
  }
}

/** Whether a toggle answer says the product is in the list now (the answer has data). */
export function hasData(data: unknown): boolean {
  if (data === null || data === undefined || data === false || data === 0 || data === '') return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if ('wishlisted' in record) return Boolean(record.wishlisted);
    if ('compared' in record) return Boolean(record.compared);
    return Object.keys(record).length > 0;
  }
  return true;
}
