// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BANK } from '../../core/cart/cart-fakes.test-support';
import type { PlacedOrderDetails } from '../../core/orders/placed-order.port';
import { renderWithApp } from '../test-support/render-harness';
import { WithRouteParams } from '../test-support/with-route-params';
import { cartServices } from '../cart/cart-test-kit';
import OrderPlacedPage from './OrderPlacedPage';

afterEach(cleanup);

const stored = (overrides: Partial<PlacedOrderDetails> = {}): PlacedOrderDetails => ({
  id: 5, code: 'AB12-CD34', method: 7, currency: 'USD', email: 'ana@example.com', paid: false, closed: false, refunded: false, transId: null, transfer: null, quantity: 3, confirmBy: null,
  totals: { subtotal: 4000, bundleOffer: 150, shipping: 500, tax: 260, voucher: 300, total: 4310 },
  ...overrides,
});

/** A reload of /order-placed/:id: nothing of the order in memory, the store as the route load left the methods. */
async function renderReload(id: number, owner = 'tok', language = 'en', order = stored()) {
  const kit = cartServices([]);
  kit.orders.stored.set(order.id, { details: order, owner });
  kit.checkout.setPaymentMethods([{ method: 2, config: {} }, { method: 7, config: { ...DEMO_BANK } }]);
  await renderWithApp(
    <Routes><Route path="/order-placed/:id" element={<WithRouteParams><OrderPlacedPage /></WithRouteParams>} /></Routes>,
    { route: `/order-placed/${id}`, services: kit.services, language },
  );
  return kit;
}

describe('OrderPlacedPage', () => {
  it('reads the order back after a reload: tracking code, stored amounts, method and the bank account to pay', async () => {
    const kit = await renderReload(5);
    expect((await screen.findByTestId('tracking-code')).textContent).toBe('AB12-CD34');
    expect(kit.orders.lookups).toEqual([5]);
    expect(screen.getByTestId('placed-amount').textContent).toBe('$43.10');
    expect(screen.getByTestId('placed-method').textContent).toBe('Bank transfer');
    expect(screen.getByText(/sent a confirmation to/).textContent).toContain('ana@example.com');
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$40');
    expect(screen.getByTestId('summary-bundle').textContent).toBe('−$1.50');
    // The sign stays before the amount in right-to-left text too: the amount is a left-to-right isolate.
    expect(screen.getByTestId('summary-bundle').querySelector('bdi[dir="ltr"]')?.textContent).toBe('−$1.50');
    expect(screen.getByTestId('summary-voucher').querySelector('bdi[dir="ltr"]')?.textContent).toBe('−$3');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('$5');
    expect(screen.getByTestId('summary-tax').textContent).toBe('$2.60');
    expect(screen.getByTestId('summary-voucher').textContent).toBe('−$3');
    expect(screen.getByTestId('summary-total').textContent).toBe('$43.10');
    const bank = within(screen.getByTestId('bank-details'));
    const value = (label: string) => bank.getByText(label).nextElementSibling!.textContent;
    expect(value('Account number')).toBe('0123 4567 8901');
    expect(value('Amount to transfer')).toBe('$43.10');
    expect(value('Payment reference')).toBe('AB12-CD34');
    expect(screen.getByTestId('bank-instructions').textContent).toContain('Please transfer $43.10');
  });

  it('says delivery was free, in the shopper\'s language, when the order paid nothing for it (not "$0")', async () => {
    await renderReload(5, 'tok', 'ar', stored({ totals: { subtotal: 6000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 6000 } }));
    expect((await screen.findByTestId('summary-shipping')).textContent).toBe('مجاني');
  });

  it('tells a guest whose order waits for its address what to do, in French and in Arabic, instead of the usual line', async () => {
    await renderReload(5, 'tok', 'fr', stored({ method: 2, confirmBy: '2026-03-01T10:30:00.000Z' }));
    const notice = await screen.findByTestId('confirm-by-mail');
    expect(notice.textContent).toContain('Encore une étape : confirmez votre commande par e-mail');
    expect(notice.textContent).toContain('Nous avons envoyé un lien à');
    expect(notice.textContent).toContain('ana@example.com');
    expect(notice.textContent).toContain('dans les 30 minutes');
    expect(screen.queryByText(/confirmation à/)).toBeNull();
    cleanup();
    await renderReload(5, 'tok', 'ar', stored({ method: 2, confirmBy: '2026-03-01T10:30:00.000Z' }));
    expect((await screen.findByTestId('confirm-by-mail')).textContent).toContain('أكّد طلبك عبر البريد الإلكتروني');
  });

  it('shows no bank instructions for cash on delivery', async () => {
    await renderReload(5, 'tok', 'en', stored({ method: 2 }));
    expect((await screen.findByTestId('placed-method')).textContent).toBe('Cash on delivery');
    expect(screen.queryByTestId('bank-instructions')).toBeNull();
  });

  it("is the not-found page for someone else's order or an unknown id, nothing of an order on it", async () => {
    for (const [id, owner] of [[5, 'someone-else'], [6, 'tok']] as const) {
      const kit = await renderReload(id, owner);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This page could not be found');
      expect(screen.queryByText(/Your order is placed/)).toBeNull();
      expect(screen.queryByTestId('tracking-code')).toBeNull();
      expect(kit.toast.message).toBeFalsy();
      cleanup();
    }
  });

  it('says a cancelled order is cancelled (no "placed" cheer) and its paid money refund due', async () => {
    await renderReload(5, 'tok', 'en', stored({ method: 2, paid: true, closed: true, cancelled: true, refundDue: true }));
    expect((await screen.findByTestId('placed-cancelled')).textContent).toBe('This order has been cancelled');
    expect(screen.queryByText('Your order is placed')).toBeNull();
    expect(screen.getByTestId('placed-payment-state').textContent).toBe('Refund due');
    expect(screen.queryByTestId('bank-instructions')).toBeNull();
  });

  it('speaks Arabic, the code and the amounts isolated', async () => {
    await renderReload(5, 'tok', 'ar');
    expect((await screen.findByTestId('tracking-code')).querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 2, name: 'طريقة الدفع بالتحويل البنكي' })).toBeTruthy();
    expect(within(screen.getByTestId('bank-details')).getByText('مرجع الدفع').nextElementSibling!.textContent).toBe('AB12-CD34');
  });

  it('takes the transfer report right here, field by field in Turkish, then shows it awaiting verification', async () => {
    const kit = await renderReload(5, 'tok', 'tr');
    const panel = await screen.findByTestId('bank-transfer-panel');
    const submit = () => within(panel).getByRole('button', { name: 'Ödeme bilgilerini gönder' });
    fireEvent.click(submit());
    expect(await within(panel).findByText('Banka adı gerekli')).toBeTruthy();
    expect(kit.orders.stored.get(5)!.details.transfer).toBeNull();
    const values = { bank_name: 'Ziraat', account_holder_name: 'Ana Lima', account_number: 'TR1', branch_name: 'Moda', transaction_id: 'TX1' };
    const labels = { bank_name: 'Banka adı', account_holder_name: 'Hesap sahibinin adı', account_number: 'Hesap numarası', branch_name: 'Şube adı', transaction_id: 'İşlem numarası' };
    for (const [field, value] of Object.entries(values)) fireEvent.change(within(panel).getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
    await act(async () => { fireEvent.click(submit()); });
    await waitFor(() => expect(kit.toast.message).toBe('Payment data submitted successfully'));
    expect(kit.orders.stored.get(5)!.details.transfer).toMatchObject(values);
    // Read back from the server: the form now holds the report and says it awaits verification.
    expect(await screen.findByText(/Havaleniz .*2 Mart 2026.* tarihinde bildirildi/)).toBeTruthy();
    expect((within(screen.getByTestId('bank-transfer-panel')).getByLabelText('İşlem numarası') as HTMLInputElement).value).toBe('TX1');
  });

  it('offers no report form once the order is paid, cancelled, or not a bank transfer', async () => {
    for (const order of [stored({ paid: true }), stored({ closed: true }), stored({ method: 2 })]) {
      await renderReload(5, 'tok', 'en', order);
      await screen.findByTestId('tracking-code');
      expect(screen.queryByTestId('bank-transfer-panel')).toBeNull();
      cleanup();
    }
  });
});
