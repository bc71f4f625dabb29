import type { SavedListName, SavedListsGateway } from '../../core/lists/saved-lists-gateway.port';
import type { ProductDetail } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import type { Paginator } from '../../core/shared/paginator';
import type { ApiClient } from '../http/api-client';
import { hasData } from '../product/http-product-gateway';

const PATHS: Readonly<Record<SavedListName, string>> = { wishlist: 'user/wishlist', compare: 'user/compare-list' };

export class HttpSavedListsGateway implements SavedListsGateway {
  constructor(private readonly api: ApiClient) {}

  wishlist(token: string | null, page: number, language: string): Promise<Paginator<ProductTile>> {
    return this.api.get<Paginator<ProductTile>>(`${PATHS.wishlist}/all`, { language, token: token ?? undefined, params: { page } });
  }

  async compared(token: string | null, language: string): Promise<ProductDetail[]> {
    return (await this.api.get<Paginator<ProductDetail>>(`${PATHS.compare}/all`, { language, token: token ?? undefined })).data;
  }

  async toggle(list: SavedListName, productId: number, token: string | null, language: string): Promise<boolean> {
    // In the list afterwards when the answer has data, otherwise not.
    return hasData(await this.api.post<unknown>(`${PATHS[list]}/action`, { product_id: productId }, { language, token: token ?? undefined }));
  }
}
