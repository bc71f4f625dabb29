import { describe, expect, it } from 'vitest';
import { FeatureLoader } from '../app/features';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { makeProduct } from '../product/product-test-kit';
import { mapResolver } from '../test-support/render-harness';
import { addTileToCart } from './tile-purchase';
import { PORTS } from '../app/port-tokens';

const single = (quantity: number) => makeProduct({ attribute: [], inventory: [{ ...makeProduct().inventory[0]!, inventory_attributes: [], quantity }] });

async function addFromTile(quantity: number) {
  const toast = new ToastStore();
  const added: unknown[] = [];
  const resolver = mapResolver(new Map<unknown, unknown>([
    [ToastStore, toast],
    [FeatureLoader, { load: async () => ({ loads: {} }), isLoaded: () => true }],
    [PORTS.ProductGateway, { fetchProduct: async () => single(quantity) }],
    [SessionStore, new SessionStore()],
    [PORTS.CartActions, { addToCart: async (line: unknown) => { added.push(line); return { ok: true }; } }],
  ]) as never);
  const t = (key: string) => ({ 'product.quantity_problem.out_of_stock': 'This product is out of stock.', 'cart.productAdded': 'Product added to cart' })[key] ?? key;
  await addTileToCart({ resolver, productId: 7, path: '/shirt/product/7', language: { code: 'en', defaultLanguage: 'en', dir: 'ltr' } as never, t, navigate: () => undefined });
  return { toast, added };
}

describe('adding from a tile', () => {
  it('says the product is out of stock when it sold out since the tile was drawn, adding nothing', async () => {
    const { toast, added } = await addFromTile(0);
    expect(toast.isError).toBe(true);
    expect(toast.message).toBe('This product is out of stock.');
    expect(added).toEqual([]);
  });

  it('adds one unit of a product with a single variant in stock', async () => {
    const { toast, added } = await addFromTile(3);
    expect(added).toHaveLength(1);
    expect(toast.message).toBe('Product added to cart');
  });
});
