import type { ProductDetail } from '../product/product-detail';
import type { ProductTile } from '../product/product-tile';
import { RequestError } from '../shared/request-error';
import type { Paginator } from '../shared/paginator';
import type { SavedListName, SavedListsGateway } from './saved-lists-gateway.port';

/** An in-memory api/v1 of one shopper's lists: the toggle call adds or removes, as the server does. */
export class MemoryLists implements SavedListsGateway {
  /** What the lists hold as the pages read them (by id); a product not here reads as a bare id. */
  products = new Map<number, ProductDetail>();
  readonly lists: Record<SavedListName, Set<number>> = { wishlist: new Set(), compare: new Set() };
  tokens: (string | null)[] = [];
  async wishlist(token: string | null, page: number): Promise<Paginator<ProductTile>> {
    this.tokens.push(token);
    const data = [...this.lists.wishlist].map((id) => (this.products.get(id) ?? { id }) as ProductTile);
    return { current_page: page, data, from: 1, to: data.length, total: data.length, last_page: 1, per_page: 20 };
  }
  async compared(token: string | null): Promise<ProductDetail[]> {
    this.tokens.push(token);
    return [...this.lists.compare].map((id) => this.products.get(id) ?? ({ id } as ProductDetail));
  }
  async toggle(list: SavedListName, productId: number, token: string | null): Promise<boolean> {
    if (!token) throw new RequestError(403, 'Unauthorized');
    const held = this.lists[list];
    if (held.has(productId)) held.delete(productId);
    else held.add(productId);
    return held.has(productId);
  }
}

