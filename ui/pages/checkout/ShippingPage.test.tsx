// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadCountries } from '../../../core/countries/load-countries';
import { LoadStates } from '../../../core/countries/load-states';
import { CART_UNSELECTED, SHIPPING_PICKUP, type CartShippingPlace } from '../../../core/domain/cart';
import { renderWithApp } from '../../test-support/render-harness';
import { makeAddress, MemoryAccountBackend } from '../account/account-test-kit';
import { cartServices, LocationProbe, makeLine } from '../cart/cart-test-kit';
import ShippingPage from './ShippingPage';

afterEach(cleanup);

const place = (overrides: Partial<CartShippingPlace> = {}): CartShippingPlace => ({
  id: 7, shipping_rule_id: 3, country: 'AF', state: 'BDS', price: 4.5, pickup_price: 1, day_needed: 3,
  pickup_point: null, pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null, pickup_country: null, pickup_phone: null,
  shipping_rule: { id: 3, title: 'Standard', single_price: 0 },
  ...overrides,
});
const lamp = (overrides = {}) => makeLine({ id: 1, flash_product: { ...makeLine().flash_product, title: 'Desk lamp', selling: 30 }, shipping_place: place(), ...overrides });

async function renderShipping(lines = [lamp()], addresses = [makeAddress(1)], language = 'en') {
  const account = new MemoryAccountBackend();
  account.addresses = addresses;
  const kit = cartServices(lines, account);
  await kit.addresses.setPage({ current_page: 1, data: addresses, from: 1, to: addresses.length, total: addresses.length, last_page: 1, per_page: 25 });
  await new LoadCountries(account, kit.countries).execute(language);
  await new LoadStates(account, kit.countries).execute('AF', language);
  kit.cart.setAddressId(addresses[0]?.id ?? null);
  await renderWithApp(<><ShippingPage /><LocationProbe /></>, { route: '/shipping', services: kit.services, language });
  return kit;
}

/** The element whose whole text (its <bdi> parts included) is `text`. */
const byWholeText = (text: string) => (_: string, element: Element | null) => element?.textContent === text && [...element.children].every((child) => child.textContent !== text);

const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

describe('ShippingPage', () => {
  it('says "Please add an address first." without an address, and waits for one', async () => {
    await renderShipping([lamp()], []);
    expect(screen.getByText('Please add an address first.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('adds an address inline with the address book form and ships to it', async () => {
    const kit = await renderShipping([lamp()], []);
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = screen.getByRole('dialog');
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Name', 'Ana Lima');
    type('Email', 'ana@example.com');
    type('Phone', '555 123');
    type('City', 'Faizabad');
    type('Zip code', '3401');
    type('Address', '1 River Rd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    const chosen = screen.getByRole('radio', { name: 'Deliver to Ana Lima' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(kit.cart.addressId).toBe(kit.addresses.addresses[0]!.id);
    expect(continueButton().disabled).toBe(false);
  });

  it('says "You don\'t have any product selected. Please a select a product first." with nothing selected', async () => {
    await renderShipping([lamp({ selected: CART_UNSELECTED })]);
    expect(screen.getByText("You don't have any product selected. Please a select a product first.")).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('names the state and country a product cannot ship to, and lets the shopper uncheck it', async () => {
    const kit = await renderShipping([lamp({ shipping_place: null }), makeLine({ id: 2, shipping_place: place({ id: 8 }) })]);
    expect(screen.getByRole('alert').textContent).toBe(
      'This product can not be shipped to Badakhshan Afghanistan. Please Uncheck the product first or change the shipping address',
    );
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Uncheck this product' }));
    await settle();
    expect(kit.server.lines.find((l) => l.id === 1)!.selected).toBe(CART_UNSELECTED);
    expect(screen.getAllByTestId('shipping-product')).toHaveLength(1);
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('offers pickup only where the place has a pickup point, with its price and days, and sends the choice', async () => {
    const kit = await renderShipping([lamp({ shipping_place: place({ pickup_point: 'Depot North', pickup_city: 'Faizabad' }) }), makeLine({ id: 2, shipping_place: place({ id: 8 }) })]);
    const [first, second] = screen.getAllByTestId('shipping-product');
    expect(within(first!).getAllByRole('radio')).toHaveLength(2);
    expect(within(first!).getByText('Days needed: 3')).toBeTruthy();
    const point = within(first!).getByText(byWholeText('Pickup point: Depot North, Faizabad'));
    expect([...point.querySelectorAll(':scope > bdi > bdi')].map((part) => part.textContent)).toEqual(['Depot North', 'Faizabad']);
    expect(within(second!).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$9');

    fireEvent.click(within(first!).getByRole('radio', { name: /Pickup/ }));
    await settle();
    expect(kit.server.received).toContain('shipping:1');
    expect(kit.server.lines.find((l) => l.id === 1)!.shipping_type).toBe(SHIPPING_PICKUP);
    // Pickup costs 1.00 instead of 4.50.
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$5.50');
  });

  it('keeps the delivery instruction for the order', async () => {
    const kit = await renderShipping();
    fireEvent.change(screen.getByLabelText('Delivery instruction'), { target: { value: 'Ring twice' } });
    expect(kit.cart.deliveryInstruction).toBe('Ring twice');
  });

  it("shows a saved address's state by name without the address form ever opening (the page load fetches the states)", async () => {
    const account = new MemoryAccountBackend();
    account.addresses = [makeAddress(1, { state: 'KAB', city: 'Kabul city' })];
    const kit = cartServices([lamp()], account);
    // A first load in the browser: nothing loaded yet, the page runs its own load.
    kit.cart.setLines([]);
    Object.assign(kit.cart, { linesLoaded: false });
    kit.server.lines = [lamp()];
    await renderWithApp(<ShippingPage />, { route: '/shipping', services: kit.services });
    await settle();
    const address = screen.getByTestId('address-choice').querySelector('address')!;
    expect(address.textContent).toContain('Kabul city, Kabul 1001, Afghanistan');
    expect(kit.countries.statesOf('AF')?.length).toBe(2);
  });

  it('speaks Arabic: an Arabic comma between address parts and a Latin pickup point isolated in its sentence', async () => {
    await renderShipping([lamp({ shipping_place: place({ pickup_point: 'Depot North', pickup_city: 'Faizabad' }) })], [makeAddress(1)], 'ar');
    const address = screen.getByTestId('address-choice').querySelector('address')!;
    expect(address.textContent).toMatch(/City 1، .+ 1001، /);
    const point = screen.getByText(byWholeText('نقطة الاستلام: Depot North، Faizabad'));
    expect(point.querySelector(':scope > bdi')!.textContent).toBe('Depot North، Faizabad');
  });
});
