import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../product/product-detail';
import type { ProductTile } from '../product/product-tile';
import { RequestError } from '../shared/request-error';
import { MemoryLists } from './lists-fakes.test-support';
import type { Paginator } from '../shared/paginator';
import { LoadSavedLists } from './load-saved-lists';
import { RemoveFromList } from './remove-from-list';
import type { SavedListName, SavedListsState } from './saved-lists-gateway.port';

class Shown implements SavedListsState {
  wishlist: number[] = [];
  compared: number[] = [];
  setWishlist(page: Paginator<ProductTile>) { this.wishlist = page.data.map((p) => p.id); }
  setCompared(products: ProductDetail[]) { this.compared = products.map((p) => p.id); }
  removeFrom(list: SavedListName, id: number) {
    if (list === 'wishlist') this.wishlist = this.wishlist.filter((p) => p !== id);
    else this.compared = this.compared.filter((p) => p !== id);
  }
}

const session = { token: 'tok' as string | null };

describe('the saved lists', () => {
  it('load with the shopper\'s token, a page number never below 1', async () => {
    const server = new MemoryLists();
    server.lists.wishlist.add(3);
    server.lists.compare.add(7);
    const shown = new Shown();
    const load = new LoadSavedLists(server, shown, session);
    await load.wishlist('en', -4);
    await load.compared('en');
    expect(shown).toMatchObject({ wishlist: [3], compared: [7] });
    expect(server.tokens).toEqual(['tok', 'tok']);
  });

  it('remove a product for good, even when another tab removed it first', async () => {
    const server = new MemoryLists();
    server.lists.compare.add(7);
    const shown = new Shown();
    shown.compared = [7, 8];
    const remove = new RemoveFromList(server, shown, session);
    await remove.execute('compare', 7, 'en');
    expect([...server.lists.compare]).toEqual([]);
    expect(shown.compared).toEqual([8]);
    // Already gone on the server (the toggle would put it back): still gone afterwards.
    await remove.execute('compare', 7, 'en');
    expect([...server.lists.compare]).toEqual([]);
  });

  it('keeps the product shown when the server refuses', async () => {
    const server = new MemoryLists();
    server.lists.wishlist.add(3);
    const shown = new Shown();
    shown.wishlist = [3];
    await expect(new RemoveFromList(server, shown, { token: null }).execute('wishlist', 3, 'en')).rejects.toBeInstanceOf(RequestError);
    expect(shown.wishlist).toEqual([3]);
  });
});
