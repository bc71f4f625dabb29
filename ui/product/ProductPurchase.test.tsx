// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItemRequest } from '../../core/cart/cart-actions.port';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import { FeatureLoader, type FeatureName } from '../app/features';
import { ProductGrid } from './ProductGrid';
import { makeTile } from '../test-support/data-factories';
import { renderWithApp } from '../test-support/render-harness';
import ProductPage from './ProductPage';
import { makeProduct, productServices } from './product-test-kit';
import { PORTS } from '../app/port-tokens';

afterEach(cleanup);
// The first click imports the cart screens' chunk; transforming it cold takes vitest 2-3 s on this
// machine (more under load), past waitFor's 1 s default. The tests are about what happens, not how fast.
configure({ asyncUtilTimeout: 10_000 });

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname}</span>;
}

/** The cart feature as the product page and tiles see it: loaded on demand, then CartActions. */
function cartFeature(outcome: CartOutcome = { ok: true }) {
  const loaded: FeatureName[] = [];
  const calls: { kind: 'add' | 'buy'; item: CartItemRequest; language: string }[] = [];
  const features = {
    load: async (name: FeatureName) => { loaded.push(name); return { loads: {} }; },
    isLoaded: (name: FeatureName) => loaded.includes(name),
  };
  const actions = {
    addToCart: async (item: CartItemRequest, language: string) => { calls.push({ kind: 'add', item, language }); return outcome; },
    buyNow: async (item: CartItemRequest, language: string) => { calls.push({ kind: 'buy', item, language }); return outcome; },
  };
  return { loaded, calls, services: [[FeatureLoader, features], [PORTS.CartActions, actions]] as [symbol, unknown][] };
}

async function openProduct(cart = cartFeature()) {
  const kit = productServices();
  await renderWithApp(<><ProductPage /><Where /></>, { route: '/shirt/product/7', services: [...kit.services, ...cart.services] });
  fireEvent.click(screen.getByRole('button', { name: /^Blue$/ }));
  fireEvent.click(screen.getByRole('button', { name: /^S$/ }));
  return kit;
}

describe('add to cart and buy now on the product page', () => {
  it("loads the cart feature on the click, adds the chosen variant and quantity, and says 'Product added to cart'", async () => {
    const cart = cartFeature();
    const kit = await openProduct(cart);
    expect(cart.loaded).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(kit.toast.message).toBe('Product added to cart'));
    expect(cart.loaded).toEqual(['cart']);
    expect(cart.calls).toEqual([{ kind: 'add', item: { product_id: 7, inventory_id: 103, quantity: 2, stock: 8 }, language: 'en' }]);
    expect(screen.getByTestId('where').textContent).toBe('/shirt/product/7');
  });

  it('buy now makes the variant the selected line and goes on to shipping', async () => {
    const cart = cartFeature();
    await openProduct(cart);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shipping'));
    expect(cart.calls.map((c) => c.kind)).toEqual(['buy']);
  });

  it("shows the server's refusal as an error toast and stays", async () => {
    const cart = cartFeature({ ok: false, code: 'refused', message: 'Product quantity exceeds inventory.' });
    const kit = await openProduct(cart);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(kit.toast.message).toBe('Product quantity exceeds inventory.'));
    expect(kit.toast.isError).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/shirt/product/7');
  });
});

describe('add to cart on a product tile', () => {
  async function openGrid(product = makeProduct({ attribute: [], inventory: [makeProduct().inventory[2]!] })) {
    const cart = cartFeature();
    const kit = productServices();
    const gateway = { fetchProduct: async () => product };
    await renderWithApp(<><ProductGrid tiles={[makeTile({ id: 7, slug: 'shirt', title: 'Linen shirt' })]} /><Where /></>, {
      services: [...kit.services, ...cart.services, [PORTS.ProductGateway, gateway]],
    });
    return { cart, kit };
  }

  it('loads the cart feature only on click and adds one unit of a single-variant product', async () => {
    const { cart, kit } = await openGrid();
    expect(cart.loaded).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    await waitFor(() => expect(kit.toast.message).toBe('Product added to cart'));
    expect(cart.loaded.sort()).toEqual(['cart', 'product']);
    expect(cart.calls).toEqual([{ kind: 'add', item: { product_id: 7, inventory_id: 103, quantity: 1, stock: 8 }, language: 'en' }]);
  });

  it('opens the product page when the product has options to choose', async () => {
    const { cart } = await openGrid(makeProduct());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Linen shirt' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shirt/product/7'));
    expect(cart.calls).toEqual([]);
  });
});
