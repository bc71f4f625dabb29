import type { ListingSort } from '../../core/catalogue/listing';
import type { StoreDetail } from '../../core/product/product-detail';
import type { StoreGateway } from '../../core/stores/store-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpStoreGateway implements StoreGateway {
  constructor(private readonly api: ApiClient) {}

  fetchStore(slug: string, query: { page: number; sortby: ListingSort | null }, language: string, token: string | null): Promise<StoreDetail> {
    return this.api.get<StoreDetail>(`store/${encodeURIComponent(slug)}`, {
      language,
      token: token ?? undefined,
      params: { page: query.page > 1 ? query.page : undefined, sortby: query.sortby ?? undefined },
    });
  }
}
