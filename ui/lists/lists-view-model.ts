import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SavedListName, SavedListsState } from '../../core/lists/saved-lists-gateway.port';
import type { ProductDetail } from '../../core/product/product-detail';
import type { ProductTile } from '../../core/product/product-tile';
import type { Paginator } from '../../core/shared/paginator';
import type { Hydratable } from '../app/hydratable';

/** The wishlist page (one page of tiles) and the compare page (the compared products side by side). */
@injectable()
export class ListsViewModel implements SavedListsState, Hydratable {
  wishlist: Paginator<ProductTile> | null = null;
  compared: ProductDetail[] | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setWishlist(page: Paginator<ProductTile>): void {
    this.wishlist = page;
  }

  setCompared(products: ProductDetail[]): void {
    this.compared = products;
  }

  removeFrom(list: SavedListName, productId: number): void {
    if (list === 'wishlist' && this.wishlist) {
      const data = this.wishlist.data.filter((tile) => tile.id !== productId);
      this.wishlist = { ...this.wishlist, data, total: this.wishlist.total - (this.wishlist.data.length - data.length) };
    }
    if (list === 'compare' && this.compared) this.compared = this.compared.filter((product) => product.id !== productId);
  }

  snapshot(): unknown {
    return { wishlist: this.wishlist, compared: this.compared };
  }

  restore(snapshot: unknown): void {
    const s = (snapshot ?? {}) as Partial<Pick<ListsViewModel, 'wishlist' | 'compared'>>;
    this.wishlist = s.wishlist ?? null;
    this.compared = s.compared ?? null;
  }
}
