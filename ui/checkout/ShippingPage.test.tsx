// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import { CART_UNSELECTED, SHIPPING_PICKUP, type CartShippingPlace } from '../../core/cart/cart';
import { renderWithApp } from '../test-support/render-harness';
import { makeAddress, MemoryAccountBackend } from '../account/account-test-kit';
import { cartServices, LocationProbe, makeLine } from '../cart/cart-test-kit';
import { manyAddresses, PagedAccountBackend } from './paged-addresses.test-support';
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
/** Waits until every queued cart change has reached the memory server and its answer is folded in. */
const allSent = (kit: { changes: { pending: number } }) => waitFor(() => expect(kit.changes.pending).toBe(0));

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
    type('Phone', '555 1234');
    type('City', 'Faizabad');
    type('Zip code', '3401');
    type('Address', '1 River Rd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect((screen.getByRole('radio', { name: 'Deliver to Ana Lima' }) as HTMLInputElement).checked).toBe(true);
    });
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
    await waitFor(() => expect(kit.server.lines.find((l) => l.id === 1)!.selected).toBe(CART_UNSELECTED));
    await allSent(kit);
    expect(screen.getAllByTestId('shipping-product')).toHaveLength(1);
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('offers pickup only where the place has a pickup point, with its price and days, and sends the choice', async () => {
    const kit = await renderShipping([lamp({ shipping_place: place({ pickup_point: 'Depot North', pickup_city: 'Faizabad' }) }), makeLine({ id: 2, shipping_place: place({ id: 8 }) })]);
    const [first, second] = screen.getAllByTestId('shipping-product');
    expect(within(first!).getAllByRole('radio')).toHaveLength(2);
    expect(within(first!).getByText('Delivery time: 3 days')).toBeTruthy();
    const point = within(first!).getByText(byWholeText('Pickup point: Depot North, Faizabad'));
    expect([...point.querySelectorAll(':scope > bdi > bdi')].map((part) => part.textContent)).toEqual(['Depot North', 'Faizabad']);
    expect(within(second!).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$9');

    fireEvent.click(within(first!).getByRole('radio', { name: /Pickup/ }));
    await waitFor(() => expect(kit.server.received).toContain('shipping:1'));
    await allSent(kit);
    expect(kit.server.lines.find((l) => l.id === 1)!.shipping_type).toBe(SHIPPING_PICKUP);
    // Pickup costs 1.00 instead of 4.50.
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$5.50');
  });

  it('keeps the delivery instruction for the order', async () => {
    const kit = await renderShipping();
    fireEvent.change(screen.getByLabelText('Delivery instruction'), { target: { value: 'Ring twice' } });
    expect(kit.checkout.deliveryInstruction).toBe('Ring twice');
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
    await waitFor(() => expect(screen.getByTestId('address-choice').querySelector('address')!.textContent).toContain('Kabul city, Kabul 1001, Afghanistan'));
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

describe('ShippingPage with more addresses than one page', () => {
  async function renderPaged(count: number, language = 'en') {
    const account = new PagedAccountBackend(manyAddresses(count));
    const kit = cartServices([lamp()], account);
    kit.addresses.setPage(account.page(1));
    await new LoadCountries(account, kit.countries).execute(language);
    await new LoadStates(account, kit.countries).execute('AF', language);
    kit.cart.setAddressId(count);
    await renderWithApp(<><ShippingPage /><LocationProbe /></>, { route: '/shipping', services: kit.services, language });
    return { kit, account };
  }
  const choices = () => screen.getAllByRole('radio', { name: /^Deliver to / }) as HTMLInputElement[];
  const showMore = () => screen.queryByRole('button', { name: 'Show more addresses' });

  it('offers no "Show more" when every address is on the first page', async () => {
    await renderPaged(25);
    expect(choices()).toHaveLength(25);
    expect(showMore()).toBeNull();
  });

  it('lists the first 25 of 30, shows the rest on "Show more", and ships to one from the second page', async () => {
    const { kit, account } = await renderPaged(30);
    expect(choices()).toHaveLength(25);
    expect(screen.queryByRole('radio', { name: 'Deliver to Person 3' })).toBeNull();

    fireEvent.click(showMore()!);
    await waitFor(() => expect(choices()).toHaveLength(30));
    expect(account.asked).toEqual([2]);
    expect(showMore()).toBeNull();
    // The first address the page brought takes the focus (the button it came from is gone).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Deliver to Person 5' })));
    // The address chosen before is still the one chosen.
    expect((screen.getByRole('radio', { name: 'Deliver to Person 30' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Deliver to Person 3' }));
    await waitFor(() => expect(kit.cart.addressId).toBe(3));
    await allSent(kit);
    expect((screen.getByRole('radio', { name: 'Deliver to Person 3' }) as HTMLInputElement).checked).toBe(true);
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('reaches all of 60 addresses page by page, each page once', async () => {
    const { account } = await renderPaged(60);
    fireEvent.click(showMore()!);
    await waitFor(() => expect(choices()).toHaveLength(50));
    fireEvent.click(showMore()!);
    await waitFor(() => expect(choices()).toHaveLength(60));
    expect(choices().map((c) => c.getAttribute('aria-label'))).toEqual(manyAddresses(60).map((a) => `Deliver to ${a.name}`));
    expect(account.asked).toEqual([2, 3]);
    expect(showMore()).toBeNull();
  });

  it('says why more addresses did not come, keeps the list and the choice, and tries again', async () => {
    const { kit, account } = await renderPaged(30);
    account.failOnPage = 2;
    fireEvent.click(showMore()!);
    expect((await screen.findByRole('alert')).textContent).toBe('More addresses could not be loaded: API is down.');
    expect(choices()).toHaveLength(25);
    expect(kit.cart.addressId).toBe(30);
    expect((screen.getByRole('radio', { name: 'Deliver to Person 30' }) as HTMLInputElement).checked).toBe(true);

    account.failOnPage = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(choices()).toHaveLength(30));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the states of countries that only a later page brings', async () => {
    const addresses = manyAddresses(26);
    addresses[25] = makeAddress(1, { country: 'FR', state: 'IDF', city: 'Paris' });
    const account = new PagedAccountBackend(addresses);
    const kit = cartServices([lamp()], account);
    kit.addresses.setPage(account.page(1));
    await new LoadCountries(account, kit.countries).execute('en');
    await new LoadStates(account, kit.countries).execute('AF', 'en');
    kit.cart.setAddressId(26);
    await renderWithApp(<ShippingPage />, { route: '/shipping', services: kit.services });
    fireEvent.click(screen.getByRole('button', { name: 'Show more addresses' }));
    await waitFor(() => expect(screen.getAllByTestId('address-choice')[25]?.querySelector('address')?.textContent).toContain('Paris, Île-de-France 1001, France'));
  });

  it('speaks Arabic: the button, and a failure in Arabic words', async () => {
    const { account } = await renderPaged(30, 'ar');
    account.failOnPage = 2;
    const button = screen.getByRole('button', { name: 'عرض المزيد من العناوين' });
    expect(button.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('تعذّر تحميل المزيد من العناوين: الخدمة غير متاحة حاليًا.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    expect(screen.getAllByTestId('address-choice')).toHaveLength(25);
  });
});
