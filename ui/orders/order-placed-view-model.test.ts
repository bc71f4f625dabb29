import { describe, expect, it } from 'vitest';
import type { PlacedOrderDetails } from '../../core/orders/placed-order.port';
import { DEMO_BANK } from '../../core/cart/cart-fakes.test-support';
import { RequestError } from '../../core/shared/request-error';
import { callers, cartStore, flush, pendingUseCase, RecordingToast } from '../cart/view-model-fakes.test-support';
import { CheckoutStore } from '../checkout/checkout-store';
import { OrderPlacedViewModel } from './order-placed-view-model';
import { PlacedOrderStore } from './placed-order-store';

const stored: PlacedOrderDetails = {
  id: 5, code: 'AB12', method: 7, currency: 'USD', email: 'ana@example.com', paid: false, closed: false, refunded: false, transId: null, transfer: null, quantity: 3, confirmBy: null,
  totals: { subtotal: 4000, bundleOffer: 0, shipping: 500, tax: 0, voucher: 0, total: 4500 },
};

function screen(owner = true) {
  const placed = new PlacedOrderStore();
  const checkout = new CheckoutStore(cartStore());
  const toast = new RecordingToast();
  const loadOrder = pendingUseCase<[string, number], void>();
  return { placed, checkout, toast, loadOrder, vm: new OrderPlacedViewModel(placed, checkout, callers(owner), loadOrder, toast) };
}

describe('OrderPlacedViewModel', () => {
  it('shows the stored order, else the answer of the order placed in this tab, else nothing found', () => {
    const { vm, placed, checkout } = screen();
    expect(vm.shownOrder(5)).toBeUndefined();
    checkout.setPaymentMethod(2);
    placed.setLastOrder({ id: 5, order: 'AB12', name: 'Ana', email: 'ana@example.com', currency: 'USD', amount: 45 });
    expect(vm.shownOrder(5)).toEqual({ code: 'AB12', method: 2, email: 'ana@example.com', totalCents: 4500, totals: null, quantity: 0, transfer: null, confirmBy: null, payment: null, cancelled: false, transferDue: false });
    // A guest's order to a new address: the answer says until when it waits for the mailed link.
    placed.setLastOrder({ id: 5, order: 'AB12', name: 'Ana', email: 'ana@example.com', currency: 'USD', amount: 45, awaiting_confirmation: true, confirm_by: '2026-03-01T10:30:00.000Z' });
    expect(vm.shownOrder(5)?.confirmBy).toBe('2026-03-01T10:30:00.000Z');
    placed.setPlacedOrder({ id: 5, order: stored });
    expect(vm.shownOrder(5)).toEqual({ code: 'AB12', method: 7, email: 'ana@example.com', totalCents: 4500, totals: stored.totals, quantity: 3, transfer: { report: null, open: true }, confirmBy: null, payment: null, cancelled: false, transferDue: true });
    const report = { bank_name: 'B', account_holder_name: 'A', account_number: '1', branch_name: 'C', transaction_id: 'T', created_at: '2026-03-02', verified_at: null };
    placed.setPlacedOrder({ id: 5, order: { ...stored, transfer: report } });
    expect(vm.shownOrder(5)?.transfer).toEqual({ report, open: true });
    placed.setPlacedOrder({ id: 5, order: { ...stored, transfer: { ...report, verified_at: '2026-03-03' }, paid: true } });
    expect(vm.shownOrder(5)?.transfer).toEqual({ report: { ...report, verified_at: '2026-03-03' }, open: false });
    placed.setPlacedOrder({ id: 5, order: { ...stored, method: 2 } });
    expect(vm.shownOrder(5)?.transfer).toBeNull();
    placed.setPlacedOrder({ id: 6, order: null });
    expect(vm.shownOrder(6)).toBeNull();
  });

  it("shows an online order's payment state and the provider's reference, from the answer awaiting until the stored order says", () => {
    const { vm, placed, checkout } = screen();
    checkout.setPaymentMethod(5);
    placed.setLastOrder({ id: 5, order: 'AB12', name: 'Ana', email: 'ana@example.com', currency: 'USD', amount: 45 });
    expect(vm.shownOrder(5)?.payment).toEqual({ state: 'awaiting', reference: null });
    placed.setPlacedOrder({ id: 5, order: { ...stored, method: 5, paid: true, transId: 'T_PSK_1' } });
    expect(vm.shownOrder(5)?.payment).toEqual({ state: 'paid', reference: 'T_PSK_1' });
    placed.setPlacedOrder({ id: 5, order: { ...stored, method: 5, paid: true, refunded: true, closed: true, transId: 'T_PSK_1' } });
    expect(vm.shownOrder(5)?.payment).toEqual({ state: 'refunded', reference: 'T_PSK_1' });
    // Cancelled after it was paid: never plainly "paid", the money is owed back.
    placed.setPlacedOrder({ id: 5, order: { ...stored, method: 5, paid: true, refunded: false, closed: true, cancelled: true, refundDue: true, transId: 'T_PSK_1' } });
    expect(vm.shownOrder(5)).toMatchObject({ cancelled: true, payment: { state: 'refund_due' } });
    placed.setPlacedOrder({ id: 5, order: { ...stored, method: 2, paid: true } });
    expect(vm.shownOrder(5)?.payment).toBeNull();
  });

  it("waits for an owner's order until it is looked up, and for nobody's past the first render", () => {
    const owner = screen(true).vm;
    expect(owner.waiting(5, 'en', false)).toBe(true);
    expect(owner.waiting(5, 'en', true)).toBe(true);
    const visitor = screen(false).vm;
    expect(visitor.waiting(5, 'en', false)).toBe(true);
    expect(visitor.waiting(5, 'en', true)).toBe(false);
  });

  it('looks the order up once mounted unless the route load did, and toasts a failed lookup', async () => {
    const { vm, placed, toast, loadOrder } = screen();
    placed.setPlacedOrder({ id: 5, order: stored });
    vm.lookUp(5, 'en');
    screen(false).vm.lookUp(5, 'en');
    expect(loadOrder.calls).toEqual([]);
    vm.lookUp(6, 'fr');
    expect(loadOrder.calls).toEqual([['fr', 6]]);
    loadOrder.answers[0]!.reject(new RequestError(0, 'API is down.'));
    await flush();
    expect(toast.errors).toEqual(['API is down.']);
  });

  it('offers the bank account a transfer pays into, once the shop published one', () => {
    const { vm, checkout } = screen();
    expect(vm.bank).toBeNull();
    checkout.setPaymentMethods([{ method: 7, config: { ...DEMO_BANK } }]);
    expect(vm.bank).toEqual(DEMO_BANK);
  });
});
