import { describe, expect, it } from 'vitest';
import { failure, type CartOutcome } from '../../core/cart/cart-outcome';
import { makeLine, DEMO_BANK, RecordingNavigator } from '../../core/cart/cart-fakes.test-support';
import type { PlaceOrderOutcome } from '../../core/checkout/place-order';
import { PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { makeAddress } from '../account/account-test-kit';
import { cartStore, flush, pendingUseCase, RecordingToast, shippingPlace, t } from '../cart/view-model-fakes.test-support';
import { CheckoutStore } from './checkout-store';
import { CheckoutViewModel } from './checkout-view-model';

const placed: PlaceOrderOutcome = { ok: true, order: { id: 9, order: 'TRK9', name: 'Ana', email: 'ana@example.com', currency: 'USD', amount: 10 } };

function step() {
  const cart = cartStore([makeLine({ id: 1, shipping_place: shippingPlace(7) })]);
  cart.setAddressId(1);
  const checkout = new CheckoutStore(cart);
  checkout.setPaymentMethods([{ method: PAYMENT_CASH_ON_DELIVERY, config: {} }, { method: PAYMENT_BANK_TRANSFER, config: { ...DEMO_BANK } }]);
  checkout.setPaymentMethod(PAYMENT_CASH_ON_DELIVERY);
  const toast = new RecordingToast();
  const placeOrder = pendingUseCase<[string, string], PlaceOrderOutcome>();
  const apply = pendingUseCase<[string, string], CartOutcome>();
  const applyVoucher = { execute: apply.execute, clear: () => checkout.setVoucher(null) };
  const book = { addresses: [makeAddress(1)], hasMore: false };
  const navigator = new RecordingNavigator();
  const vm = new CheckoutViewModel(cart, checkout, toast, placeOrder, applyVoucher, () => ({ book, loadMore: { execute: async () => false }, loadStates: { execute: async () => [] } }), navigator);
  return { vm, cart, checkout, toast, book, placeOrder, apply, navigator };
}

describe('CheckoutViewModel', () => {
  it('places one order however often it is confirmed, then goes on to it', async () => {
    const { vm, placeOrder } = step();
    const shown: number[] = [];
    const first = vm.confirm('en', t, (id) => shown.push(id));
    void vm.confirm('en', t, (id) => shown.push(id));
    expect(vm.placing).toBe(true);
    expect(placeOrder.calls).toHaveLength(1);
    expect(placeOrder.calls[0]![0]).toBe('en');
    placeOrder.answers[0]!.resolve(placed);
    await first;
    expect(shown).toEqual([9]);
    expect(vm.placing).toBe(false);
  });

  it("follows an online order's payment step to the provider's page instead of opening the order, once", async () => {
    const { vm, placeOrder, navigator, checkout } = step();
    checkout.setPaymentMethods([{ method: 3, config: {} }, { method: PAYMENT_CASH_ON_DELIVERY, config: {} }]);
    vm.choosePaymentMethod(3);
    expect(vm.online).toBe(true);
    const shown: number[] = [];
    const done = vm.confirm('en', t, (id) => shown.push(id));
    const step3 = { kind: 'redirect' as const, url: 'https://pay.example/stripe/9' };
    placeOrder.answers[0]!.resolve({ ok: true, order: { ...placed.order, payment: { method: 3, provider: 'stripe', step: step3 } } } as PlaceOrderOutcome);
    await done;
    expect(navigator.followed).toEqual([step3]);
    expect(shown).toEqual([]);
    expect(vm.leavingFor).toBe(3);
    // Leaving: a second confirmation places nothing more.
    await vm.confirm('en', t, (id) => shown.push(id));
    expect(placeOrder.calls).toHaveLength(1);
  });

  it("keeps the server's refusal of an online order (provider unreachable) beside the button until the method changes", async () => {
    const { vm, toast, placeOrder, navigator } = step();
    const done = vm.confirm('en', t, () => undefined);
    const words = 'The payment provider could not be reached. Nothing was charged; please try again or choose another payment method.';
    placeOrder.answers[0]!.resolve({ ok: false, code: 'refused', message: words });
    await done;
    expect(vm.placeRefusal).toBe(words);
    expect(toast.errors).toEqual([words]);
    expect(navigator.followed).toEqual([]);
    vm.choosePaymentMethod(PAYMENT_BANK_TRANSFER);
    expect(vm.placeRefusal).toBeNull();
  });

  it('toasts a refused order and stays', async () => {
    const { vm, toast, placeOrder } = step();
    const shown: number[] = [];
    const done = vm.confirm('en', t, (id) => shown.push(id));
    placeOrder.answers[0]!.resolve({ ok: false, code: 'refused', message: 'Out of stock' });
    await done;
    expect(toast.errors).toEqual(['Out of stock']);
    expect(shown).toEqual([]);
    expect(vm.placing).toBe(false);
  });

  it('can confirm with a shippable address and a chosen payment method only', () => {
    const { vm, checkout, book } = step();
    expect(vm.canPlace).toBe(true);
    checkout.setPaymentMethod(null);
    expect(vm.canPlace).toBe(false);
    vm.choosePaymentMethod(PAYMENT_BANK_TRANSFER);
    expect(vm.paymentMethod).toBe(PAYMENT_BANK_TRANSFER);
    expect(vm.bank).toEqual(DEMO_BANK);
    book.addresses = [];
    expect(vm.address).toBeNull();
    expect(vm.blocks).toEqual([{ kind: 'no_address' }]);
    expect(vm.canPlace).toBe(false);
  });

  it('applies a voucher: the field empties and a toast names the code', async () => {
    const { vm, checkout, toast, apply } = step();
    vm.typeVoucher(' save5 ');
    const done = vm.submitVoucher('en', t);
    expect(vm.checkingVoucher).toBe(true);
    expect(apply.calls).toEqual([[' save5 ', 'en']]);
    checkout.setVoucher({ code: 'SAVE5', discountCents: 500 });
    apply.answers[0]!.resolve({ ok: true });
    await done;
    expect(vm.checkingVoucher).toBe(false);
    expect(vm.voucherCode).toBe('');
    expect(toast.shown).toEqual(['cart.checkout.applied {"code":"\u2068SAVE5\u2069"}']);
    vm.removeVoucher();
    expect(vm.voucher).toBeNull();
  });

  it('keeps a refused code in the field and says why under it and in a toast, until the next try', async () => {
    const { vm, toast, apply } = step();
    vm.typeVoucher('NOPE');
    const done = vm.submitVoucher('en', t);
    apply.answers[0]!.resolve(failure('empty_voucher'));
    await done;
    expect(vm.voucherCode).toBe('NOPE');
    expect(vm.voucherRefusal).toContain('cart.checkout.empty_voucher');
    expect(toast.errors).toEqual([vm.voucherRefusal]);
    void vm.submitVoucher('en', t);
    expect(vm.voucherRefusal).toBeNull();
  });

  it('starts the next visit afresh, and an answer of the last visit changes nothing', async () => {
    const { vm, apply, placeOrder } = step();
    vm.typeVoucher('NOPE');
    const voucher = vm.submitVoucher('en', t);
    const order = vm.confirm('en', t, () => undefined);
    vm.close();
    expect([vm.placing, vm.checkingVoucher, vm.voucherCode, vm.voucherRefusal]).toEqual([false, false, '', null]);

    vm.typeVoucher('NEXT');
    void vm.confirm('en', t, () => undefined);
    apply.answers[0]!.resolve({ ok: false, code: 'refused', message: 'Invalid voucher' });
    placeOrder.answers[0]!.resolve(placed);
    await Promise.all([voucher, order]);
    await flush();
    expect(vm.voucherRefusal).toBeNull();
    expect(vm.voucherCode).toBe('NEXT');
    expect(vm.placing).toBe(true);
  });

  it('leaves no voucher refusal standing on the next page: its toast is taken back, and a late one never shows', async () => {
    const { vm, toast, apply } = step();
    vm.typeVoucher('NOPE');
    const first = vm.submitVoucher('en', t);
    apply.answers[0]!.resolve(failure('empty_voucher'));
    await first;
    const refusal = vm.voucherRefusal!;
    vm.close();
    expect(toast.withdrawn).toEqual([refusal]);

    vm.typeVoucher('LATE');
    const late = vm.submitVoucher('en', t);
    vm.close();
    apply.answers[1]!.resolve(failure('empty_voucher'));
    await late;
    expect(toast.errors).toEqual([refusal]);
  });
});
