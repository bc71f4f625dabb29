// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryLists } from '../../core/lists/lists-fakes.test-support';
import { LoadSavedLists } from '../../core/lists/load-saved-lists';
import { RemoveFromList } from '../../core/lists/remove-from-list';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { PageLoadStore } from '../routing/page-load-store';
import { makeProduct } from '../product/product-test-kit';
import { renderWithApp } from '../test-support/render-harness';
import ComparePage from './ComparePage';
import { ListsViewModel } from './lists-view-model';
import WishlistPage from './WishlistPage';

afterEach(cleanup);

const shirt = makeProduct();
const lamp = makeProduct({
  id: 8, slug: 'lamp', title: 'Desk lamp', selling: 40, offered: 0, price: 32, end_time: '2099-01-01T00:00:00Z', brand: null, in_stock: 0, refundable: 0,
  warranty: null, mind_change_returns: 1, attribute: [{ id: 3, title: 'Wattage', values: [{ id: 30, attribute_id: 3, title: '40 W', color_code: null }] }],
});

async function listsKit(seed: (server: MemoryLists) => void) {
  const server = new MemoryLists();
  seed(server);
  const session = new SessionStore();
  session.setToken('token-1');
  const vm = new ListsViewModel();
  const toast = new ToastStore();
  const load = new LoadSavedLists(server, vm, session);
  const services: [ServiceToken<unknown>, unknown][] = [
    [SessionStore, session], [ToastStore, toast], [PageLoadStore, new PageLoadStore()], [MetaStore, new MetaStore()], [ListsViewModel, vm],
    [LoadSavedLists, load], [RemoveFromList, new RemoveFromList(server, vm, session)],
  ];
  return { server, vm, toast, load, services };
}

describe('WishlistPage', () => {
  it('shows the wishlisted products as tiles with add to cart, and removes one for good', async () => {
    const kit = await listsKit((server) => {
      for (const product of [shirt, lamp]) { server.products.set(product.id, product); server.lists.wishlist.add(product.id); }
    });
    await kit.load.wishlist('en');
    await renderWithApp(<WishlistPage />, { route: '/user/wishlists', services: kit.services });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('/shirt/product/7');
    expect(screen.getByRole('button', { name: 'Add to cart: Linen shirt' })).toBeTruthy();
    // The lamp is out of stock: its tile says so instead of offering the cart.
    expect((screen.getByRole('button', { name: 'Sold out: Desk lamp' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove Desk lamp' })); });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Desk lamp' })).toBeNull());
    expect([...kit.server.lists.wishlist]).toEqual([shirt.id]);
    expect(kit.toast.message).toBe('Desk lamp was removed from your wishlist.');
    expect(screen.getByText('1 product')).toBeTruthy();
  });

  it('leads back to shopping when empty, in Arabic with its plural forms', async () => {
    const kit = await listsKit(() => {});
    await kit.load.wishlist('ar');
    await renderWithApp(<WishlistPage />, { language: 'ar', route: '/ar/user/wishlists', services: kit.services });
    expect(screen.getByTestId('wishlist-empty').textContent).toContain('قائمة أمنياتك فارغة');
    expect(screen.getByRole('link', { name: 'متابعة التسوق' }).getAttribute('href')).toBe('/ar');
  });
});

describe('ComparePage', () => {
  it('sets the compared products side by side, a row per feature, a column per product', async () => {
    const kit = await listsKit((server) => {
      for (const product of [shirt, lamp]) { server.products.set(product.id, product); server.lists.compare.add(product.id); }
    });
    await kit.load.compared('en');
    await renderWithApp(<ComparePage />, { route: '/user/compared', services: kit.services });
    const table = screen.getByTestId('compare-table');
    expect(within(table).getAllByTestId('compared-product').map((cell) => cell.textContent)).toEqual(['Linen shirt', 'Desk lamp']);
    const cells = (row: string) => [...table.querySelectorAll(`tr[data-row="${row}"] td`)].map((cell) => cell.textContent);
    // Each product's cheapest variant in stock (Red S, 25; the fixture's lamp has the shirt's
    // variants) at the product's reduction (decision 0001): the shirt's offer 20/30, from $16.67
    // was $25; the lamp's running flash sale 32/40, from $20 was $25.
    expect(cells('price')[0]).toBe('from \u2068$16.67\u2069$25-33%');
    expect(cells('price')[1]).toBe('from \u2068$20\u2069$25-20%');
    expect(cells('brand')).toEqual(['Acme', '—']);
    expect(cells('stock')).toEqual(['In stock', 'Out of stock']);
    expect(cells('refundable')).toEqual(['Refundable', 'Not refundable']);
    expect(cells('warranty')).toEqual(['1 year', 'No warranty']);
    expect(cells('returns')).toEqual(['No change-of-mind returns', 'Change-of-mind returns accepted']);
    // Every attribute either product has: the shirt's colour and size, the lamp's wattage.
    expect(cells('attribute-1')).toEqual(['Red, Blue', '—']);
    expect(cells('attribute-3')).toEqual(['—', '40 W']);
    await act(async () => { fireEvent.click(within(table).getByRole('button', { name: 'Remove Linen shirt' })); });
    await waitFor(() => expect(within(table).getAllByTestId('compared-product')).toHaveLength(1));
    expect([...kit.server.lists.compare]).toEqual([lamp.id]);
  });

  it('says so when nothing is compared', async () => {
    const kit = await listsKit(() => {});
    await kit.load.compared('fr');
    await renderWithApp(<ComparePage />, { language: 'fr', route: '/fr/user/compared', services: kit.services });
    expect(screen.getByTestId('compare-empty').textContent).toContain('Vous ne comparez encore aucun produit');
  });
});
