// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import { DEMO_BANK } from '../../core/cart/cart-fakes.test-support';
import { PAYMENT_BANK_TRANSFER, type PaymentMethod } from '../../core/payments/payment-methods';
import type { CartShippingPlace } from '../../core/cart/cart';
import { mapResolver, renderWithApp } from '../test-support/render-harness';
import { WithRouteParams } from '../test-support/with-route-params';
import { makeAddress, MemoryAccountBackend } from '../account/account-test-kit';
import { cartServices, LocationProbe, makeLine } from '../cart/cart-test-kit';
import { loadCheckout } from './checkout-loads';
import CheckoutPage from './CheckoutPage';
import { manyAddresses, PagedAccountBackend } from './paged-addresses.test-support';
import OrderPlacedPage from '../orders/OrderPlacedPage';

afterEach(cleanup);

const place: CartShippingPlace = {
  id: 7, shipping_rule_id: 3, country: 'AF', state: 'BDS', price: 5, pickup_price: 0, day_needed: 2,
  pickup_point: null, pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null, pickup_country: null, pickup_phone: null,
  shipping_rule: { id: 3, title: 'Standard', single_price: 0 },
};
const kettle = () => makeLine({ id: 1, quantity: 2, flash_product: { ...makeLine().flash_product, title: 'Kettle', selling: 20 }, shipping_place: place });

const COD: PaymentMethod = { method: 2, config: {} };
const BANK: PaymentMethod = { method: 7, config: { ...DEMO_BANK } };

async function renderCheckout(methods = [COD, BANK]) {
  const account = new MemoryAccountBackend();
  account.addresses = [makeAddress(1, { name: 'Ana Lima' })];
  const kit = cartServices([kettle()], account);
  kit.orders.methods = methods;
  kit.addresses.setPage({ current_page: 1, data: account.addresses, from: 1, to: 1, total: 1, last_page: 1, per_page: 25 });
  kit.cart.setAddressId(1);
  await new LoadPaymentMethods(kit.orders, kit.checkout).execute('en');
  await renderWithApp(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/order-placed/:id" element={<WithRouteParams><OrderPlacedPage /></WithRouteParams>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/checkout', services: kit.services },
  );
  return kit;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm order' }) as HTMLButtonElement;

describe('CheckoutPage', () => {
  it('says "Currently no payment method is available" and cannot confirm without one', async () => {
    await renderCheckout([]);
    expect(screen.getByRole('alert').textContent).toBe('Currently no payment method is available');
    expect(confirmButton().disabled).toBe(true);
  });

  it('lists the payment methods, the first chosen, with the address it ships to and the totals', async () => {
    await renderCheckout();
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    expect(screen.getByText('Ana Lima')).toBeTruthy();
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$40');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$5');
    expect(screen.getByTestId('summary-total').textContent).toBe('$45');
  });

  it('applies a voucher: the discount shows in the summary', async () => {
    const kit = await renderCheckout();
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'SAVE5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('voucher-applied')).toBeTruthy();
    expect(screen.getByTestId('summary-voucher').textContent).toBe('−$5');
    expect(screen.getByTestId('summary-total').textContent).toBe('$40');
    expect(kit.toast.message).toBe('Voucher \u2068SAVE5\u2069 applied');
  });

  it("shows the server's words when a voucher is refused", async () => {
    const kit = await renderCheckout();
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid voucher');
    expect(kit.toast.isError).toBe(true);
    expect(screen.queryByTestId('summary-voucher')).toBeNull();
  });

  it('places one order for a double click, then shows its tracking code and bank transfer instructions', async () => {
    const kit = await renderCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    const button = confirmButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Placing your order…');
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order-placed/1'));
    expect(kit.orders.placed).toHaveLength(1);
    expect(kit.orders.placed[0]!.input).toMatchObject({ order_method: PAYMENT_BANK_TRANSFER, address_id: 1 });
    expect(screen.getByTestId('tracking-code').textContent).toBe('TRK1');
    expect(screen.getByTestId('placed-amount').textContent).toBe('$10');
    expect(screen.getByTestId('bank-instructions').textContent).toContain("Please transfer $10 to the shop's bank account and write your tracking code TRK1");
    // The stored order, read back: its amounts and the bank account with the code as reference.
    expect(await screen.findByTestId('summary-total')).toBeTruthy();
    expect(within(screen.getByTestId('bank-details')).getByText('Payment reference').nextElementSibling!.textContent).toBe('TRK1');
    expect(kit.cart.lines).toEqual([]);
    expect(kit.cart.count).toBe(0);
  });

  it('lists the online methods payment-gateway offers, each with its name, mark and how one pays, and follows the payment step on confirm', async () => {
    const online = [1, 3, 4, 5, 6].map((method): PaymentMethod => ({ method, config: {} }));
    const kit = await renderCheckout([...online, COD]);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '3', '4', '5', '6', '2']);
    for (const [method, name] of [[1, 'Razorpay'], [3, 'Card (Stripe)'], [4, 'PayPal'], [5, 'Paystack'], [6, 'Flutterwave']] as const) {
      const radio = screen.getByRole('radio', { name });
      // Its description says where one pays; its mark is drawn inline, hidden behind the name.
      expect(document.getElementById(radio.getAttribute('aria-describedby')!)!.textContent).toMatch(/you pay on .+'s secure page/);
      expect(radio.closest('label')!.querySelector(`[data-testid="payment-mark-${method}"]`)!.getAttribute('aria-hidden')).toBe('true');
    }
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(kit.navigator.followed).toEqual([{ kind: 'post', url: 'https://pay.example/paypal', fields: { order: '1', attempt: '1' } }]));
    expect(kit.orders.placed[0]!.input.order_method).toBe(4);
    expect(screen.getByTestId('leaving-for-provider').textContent).toBe('Taking you to \u2068PayPal\u2069…');
    expect((screen.getByRole('button', { name: 'Confirm and pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it("says in the shopper's language, beside the button, why an online order was refused, and nothing is placed", async () => {
    const kit = await renderCheckout([{ method: 3, config: {} }, COD]);
    const words = 'The payment provider could not be reached. Nothing was charged; please try again or choose another payment method.';
    kit.orders.refuseOnline = words;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect((await screen.findByTestId('place-refusal')).textContent).toBe(words);
    expect(kit.orders.placed).toHaveLength(0);
    expect(kit.navigator.followed).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByTestId('place-refusal')).toBeNull();
  });

  it("shows the server's refusal and stays on the page", async () => {
    const kit = await renderCheckout();
    kit.server.lines = [];
    fireEvent.click(confirmButton());
    // The toast is the refusal's answer, where a placed order would have moved on instead.
    await waitFor(() => expect(kit.toast.message).toBe("You don't have any product selected. Please a select a product first."));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it("shows the shop's bank account under bank transfer once it is chosen, not its radio's name", async () => {
    await renderCheckout();
    expect(screen.queryByTestId('bank-details')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    const details = within(screen.getByTestId('bank-details'));
    const value = (label: string) => details.getByText(label).nextElementSibling!.textContent;
    expect(value('Bank')).toBe('Demo Commerce Bank');
    expect(value('Account holder')).toBe('Demo Storefront Ltd.');
    expect(value('Account number')).toBe('0123 4567 8901');
    expect(value('Branch')).toBe('Main Street Branch');
    expect(value('SWIFT / BIC')).toBe('DEMOUS33');
    expect(details.getByText(/Use your order code as the transfer reference/)).toBeTruthy();
    // The radio's name is the method's alone; how one pays with it is its description (the account details are neither).
    expect(screen.getByRole('radio', { name: 'Bank transfer', description: 'Pay the total by bank transfer after placing the order; the next page shows how.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByTestId('bank-details')).toBeNull();
  });

  it('shows no bank box when the shop published no bank details', async () => {
    await renderCheckout([COD, { method: 7, config: {} }]);
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(screen.queryByTestId('bank-details')).toBeNull();
  });
});

describe('CheckoutPage ships to an address beyond the first page', () => {
  /** A shopper with `count` addresses whose book shows pages 1 and 2 after "Show more" at shipping. */
  async function afterShowMore(count: number) {
    const account = new PagedAccountBackend(manyAddresses(count));
    const kit = cartServices([kettle()], account);
    kit.orders.methods = [COD];
    kit.addresses.setPage(account.page(1));
    kit.addresses.appendPage(account.page(2));
    account.asked = [];
    return { kit, account, context: { resolver: mapResolver(new Map(kit.services)), language: 'en', params: {}, search: new URLSearchParams() } };
  }
  const renderPage = (kit: ReturnType<typeof cartServices>) => renderWithApp(<CheckoutPage />, { route: '/checkout', services: kit.services });
  const shipTo = () => screen.getByRole('region', { name: 'Ship to' }).querySelector('address');

  it('finds the address chosen from the second page when the checkout loads (page 1 again, then on)', async () => {
    const { kit, account, context } = await afterShowMore(30);
    kit.cart.setAddressId(3);
    await loadCheckout(context);
    expect(account.asked).toEqual([1, 2]);
    expect(kit.cart.addressId).toBe(3);
    expect(kit.server.received).toContain('load');
    await renderPage(kit);
    expect(shipTo()?.textContent).toContain('Person 3');
    expect(shipTo()?.textContent).toContain('3 Main St');
    expect(screen.queryByText('Please add an address first.')).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it("loads the chosen address in the browser's own first load too (nothing loaded yet)", async () => {
    const account = new PagedAccountBackend(manyAddresses(80));
    const kit = cartServices([kettle()], account);
    kit.orders.methods = [COD];
    kit.cart.setLines([]);
    Object.assign(kit.cart, { linesLoaded: false });
    kit.server.lines = [kettle()];
    kit.cart.setAddressId(7);
    await renderPage(kit);
    await waitFor(() => expect(shipTo()?.textContent).toContain('Person 7'));
    // Person 7 is the 74th of 80 (newest first): on page 3, so page 4 is never asked for.
    expect(account.asked).toEqual([1, 2, 3]);
  });

  it('falls back to the first address only when the chosen one is no longer in the book', async () => {
    const { kit, account, context } = await afterShowMore(30);
    kit.cart.setAddressId(3);
    account.addresses = account.addresses.filter((a) => a.id !== 3);
    await loadCheckout(context);
    expect(account.asked).toEqual([1, 2]);
    expect(kit.cart.addressId).toBe(30);
  });

  it('keeps the choice when a page fails while looking for it, and finds it on the next try', async () => {
    const { kit, account, context } = await afterShowMore(30);
    kit.cart.setAddressId(3);
    account.failOnPage = 2;
    await expect(loadCheckout(context)).rejects.toThrow('API is down.');
    expect(kit.cart.addressId).toBe(3);
    account.failOnPage = null;
    await loadCheckout(context);
    await renderPage(kit);
    expect(shipTo()?.textContent).toContain('Person 3');
  });
});
