// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartShippingPlace } from '../../core/cart/cart';
import { makeAddress, MemoryAccountBackend } from '../account/account-test-kit';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import ShippingPage from '../checkout/ShippingPage';
import { makeCommonData, setting } from '../test-support/data-factories';
import { renderWithApp } from '../test-support/render-harness';
import { cartServices, makeLine } from './cart-test-kit';
import CartPage from './CartPage';

afterEach(cleanup);

const place = (): CartShippingPlace => ({
  id: 7, shipping_rule_id: 3, country: 'AF', state: 'BDS', price: 4.5, pickup_price: 1, day_needed: 3,
  pickup_point: null, pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null, pickup_country: null, pickup_phone: null,
  shipping_rule: { id: 3, title: 'Standard', single_price: 0 },
});
const vase = (quantity: number, withPlace = false) => makeLine({
  id: 1, quantity, flash_product: { ...makeLine().flash_product, id: 10, slug: 'vase', title: 'Clay vase', selling: 15 }, shipping_place: withPlace ? place() : null,
});

/** The cart of `lines` in a shop whose free-delivery threshold is `over` (null: none). */
function shopWith(over: number | null, lines = [vase(2)], account?: MemoryAccountBackend) {
  const kit = cartServices(lines, account);
  kit.common.setCommon(makeCommonData({ setting: setting({ free_delivery_over: over }) }), 'en');
  return kit;
}

const hint = () => screen.queryByTestId('free-delivery-hint')?.textContent ?? null;

describe('free delivery in the cart and the shipping step', () => {
  it('says how much more gets free delivery, then that the order has it, as the quantity changes', async () => {
    const kit = shopWith(50);
    await renderWithApp(<CartPage />, { route: '/cart', services: kit.services });
    // $30 of goods: $20 more.
    expect(hint()).toBe('Add $20 more for free delivery');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Calculated at the next step');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Clay vase' }));
    expect(hint()).toBe('Add $5 more for free delivery');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Clay vase' }));
    expect(hint()).toBe('You get free delivery');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('summary-total').textContent).toBe('$60');
    // Both clicks reach the server before the page goes.
    await waitFor(() => expect(kit.changes.pending).toBe(0));
    expect(kit.server.lines[0]!.quantity).toBe(4);
  });

  it('says nothing of free delivery when the shop has none, or nothing is selected', async () => {
    await renderWithApp(<CartPage />, { route: '/cart', services: shopWith(null).services });
    expect(hint()).toBeNull();
    cleanup();
    await renderWithApp(<CartPage />, { route: '/cart', services: shopWith(50, [{ ...vase(2), selected: 2 }]).services });
    expect(hint()).toBeNull();
  });

  it('speaks Arabic, the amount in the shop currency set apart from the sentence', async () => {
    await renderWithApp(<CartPage />, { route: '/cart', services: shopWith(50).services, language: 'ar' });
    const shown = screen.getByTestId('free-delivery-hint');
    expect(shown.textContent).toBe('أضف مشتريات بقيمة $20 للحصول على توصيل مجاني');
    expect(shown.querySelector('bdi')?.textContent).toBe('$20');
  });

  it('charges no shipping on the shipping step once the goods reach the threshold, and the shipping under it', async () => {
    const account = new MemoryAccountBackend();
    account.addresses = [makeAddress(1)];
    const render = async (over: number | null, quantity: number) => {
      const kit = shopWith(over, [vase(quantity, true)], account);
      await kit.addresses.setPage({ current_page: 1, data: account.addresses, from: 1, to: 1, total: 1, last_page: 1, per_page: 25 });
      await new LoadCountries(account, kit.countries).execute('en');
      await new LoadStates(account, kit.countries).execute('AF', 'en');
      kit.cart.setAddressId(1);
      await renderWithApp(<ShippingPage />, { route: '/shipping', services: kit.services });
    };
    await render(50, 4);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('summary-total').textContent).toBe('$60');
    expect(hint()).toBe('You get free delivery');
    cleanup();
    await render(50, 2);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$4.50');
    expect(screen.getByTestId('summary-total').textContent).toBe('$34.50');
    expect(hint()).toBe('Add $20 more for free delivery');
    cleanup();
    await render(null, 4);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$4.50');
    expect(hint()).toBeNull();
  });
});
