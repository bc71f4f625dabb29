// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_SELECTED } from '../../core/cart/cart';
import { renderWithApp } from '../test-support/render-harness';
import { WithRouteParams } from '../test-support/with-route-params';
import { cartServices, LocationProbe, makeLine } from '../cart/cart-test-kit';
import { PAYMENTS_LOADS } from './payments-loads';
import OrderPlacedPage from '../orders/OrderPlacedPage';
import PaymentReturnPage from './PaymentReturnPage';

afterEach(cleanup);

/** A signed-in shopper's unpaid order 1, placed with `method`, and the shop's methods. */
async function renderReturn(route: string, { method = 3, language = 'en' } = {}) {
  const kit = cartServices([makeLine({ id: 1, selected: CART_SELECTED })]);
  kit.orders.methods = [{ method: 1, config: {} }, { method: 2, config: {} }, { method: 3, config: {} }, { method: 7, config: {} }];
  await kit.orders.placeOrder({ token: 'tok', userToken: null, language }, { order_method: method, time_zone: 'UTC', address_id: 1 }, 'key-1');
  await renderWithApp(
    <>
      <Routes>
        <Route path="/payment-return/:provider" element={<WithRouteParams><PaymentReturnPage /></WithRouteParams>} />
        <Route path="/razorpay-callback" element={<WithRouteParams><PaymentReturnPage /></WithRouteParams>} />
        <Route path="/order-placed/:id" element={<WithRouteParams><OrderPlacedPage /></WithRouteParams>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, services: kit.services, language },
  );
  return kit;
}

const location = () => screen.getByTestId('location').textContent;

describe('PaymentReturnPage', () => {
  it("shows progress, verifies the return with every parameter, then opens the order-placed page showing it paid with the provider's reference", async () => {
    const kit = await renderReturn('/payment-return/stripe?order_id=1&session_id=cs_9&paid=1');
    expect(screen.getByTestId('payment-progress').textContent).toContain('Checking your payment with \u2068Stripe\u2069');
    await waitFor(() => expect(location()).toBe('/order-placed/1'));
    expect(kit.payments.done).toEqual([{ orderId: 1, params: { order_id: '1', session_id: 'cs_9', paid: '1' } }]);
    expect((await screen.findByTestId('placed-payment-state')).textContent).toBe('Paid');
    expect(screen.getByTestId('placed-payment-reference').textContent).toBe('pay_1');
    expect(screen.getByTestId('placed-method').textContent).toBe('Card (Stripe)');
  });

  it('takes Razorpay back at /razorpay-callback', async () => {
    const kit = await renderReturn('/razorpay-callback?order_id=1&razorpay_payment_id=pay_R&paid=1', { method: 1 });
    await waitFor(() => expect(location()).toBe('/order-placed/1'));
    expect(kit.payments.done[0]!.params).toMatchObject({ razorpay_payment_id: 'pay_R' });
  });

  it('says a cancelled payment was not completed without asking the server, and pays again with the same method', async () => {
    const kit = await renderReturn('/payment-return/stripe?order_id=1&cancelled=1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your payment was not completed');
    expect(screen.getByTestId('payment-problem').textContent).toContain("You cancelled the payment on \u2068Stripe\u2069's page.");
    expect(kit.payments.done).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again with \u2068Card (Stripe)\u2069' }));
    await waitFor(() => expect(kit.navigator.followed).toEqual([{ kind: 'redirect', url: 'https://pay.example/stripe/1/2' }]));
    expect(kit.payments.changes).toEqual([{ orderId: 1, method: 3 }]);
    expect(screen.getByRole('status').textContent).toBe('Taking you to \u2068Stripe\u2069…');
  });

  it("shows the server's words for a failed payment and switches the order to cash on delivery, then shows its page", async () => {
    const kit = await renderReturn('/payment-return/stripe?order_id=1&session_id=cs_9');
    expect((await screen.findByTestId('payment-problem')).textContent).toContain('The payment was not completed.');
    const other = screen.getByRole('group', { name: 'Or choose another way to pay' });
    // The other methods the shop takes, each with its mark and how one pays with it; not this one.
    expect(within(other).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '7']);
    expect(within(other).getByTestId('payment-mark-2').getAttribute('aria-hidden')).toBe('true');
    const pay = screen.getByRole('button', { name: 'Pay with this method' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const cod = within(other).getByRole('radio', { name: 'Cash on delivery' });
    expect(cod.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(cod);
    fireEvent.click(pay);
    await waitFor(() => expect(location()).toBe('/order-placed/1'));
    expect(kit.payments.changes).toEqual([{ orderId: 1, method: 2 }]);
    expect(kit.navigator.followed).toEqual([]);
    expect((await screen.findByTestId('placed-method')).textContent).toBe('Cash on delivery');
    expect(screen.queryByTestId('placed-payment-state')).toBeNull();
  });

  it("says when a return could not be verified, and shows a refused change of method in the server's words", async () => {
    const kit = await renderReturn('/payment-return/stripe?order_id=1&forged=1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('We could not confirm this payment');
    expect(screen.getByTestId('payment-problem').textContent).toContain('This payment could not be verified.');
    kit.orders.stored.get(1)!.details.closed = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with this method' }));
    expect((await screen.findByTestId('pay-again-refusal')).textContent).toBe('This order takes no payment now.');
    expect(location()).toBe('/payment-return/stripe');
  });

  it("offers to check again when the shop could not be reached, and never another's order", async () => {
    const down = cartServices([]);
    down.payments.downNext = true;
    await renderWithApp(
      <Routes><Route path="/payment-return/:provider" element={<WithRouteParams><PaymentReturnPage /></WithRouteParams>} /></Routes>,
      { route: '/payment-return/stripe?order_id=5&paid=1', services: down.services },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('We could not confirm your payment yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    // Order 5 is nobody's here: "not found", in the server's words.
    expect((await screen.findByRole('heading', { name: 'This order could not be found' }))).toBeTruthy();
    expect(screen.getByTestId('payment-problem').textContent).toBe('Order not found.');
    expect(screen.queryByTestId('pay-again')).toBeNull();
  });

  it('speaks Arabic to an Arabic shopper', async () => {
    await renderReturn('/payment-return/stripe?order_id=1&cancelled=1', { language: 'ar' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('لم تكتمل عملية الدفع');
    expect(screen.getByRole('button', { name: /حاول مرة أخرى/ })).toBeTruthy();
  });

  it('has a page only for the providers the shop knows', async () => {
    const load = PAYMENTS_LOADS['payment-return']!;
    const context = (provider: string) => ({ resolver: { get: () => { throw new Error('unused'); } }, language: 'en', params: { provider }, search: new URLSearchParams() }) as never;
    await expect(load(context('paystack'))).resolves.toBeUndefined();
    await expect(load(context('evilpay'))).rejects.toMatchObject({ status: 404 });
    await expect(load(context('constructor'))).rejects.toMatchObject({ status: 404 });
  });
});
