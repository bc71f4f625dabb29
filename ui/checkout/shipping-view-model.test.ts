import { describe, expect, it } from 'vitest';
import { CART_UNSELECTED, SHIPPING_DELIVERY, SHIPPING_PICKUP, type ShippingChoice } from '../../core/cart/cart';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import { makeLine } from '../../core/cart/cart-fakes.test-support';
import { API_DOWN_MESSAGE, RequestError } from '../../core/shared/request-error';
import { makeAddress } from '../account/account-test-kit';
import { cartStore, flush, pendingUseCase, RecordingToast, shippingPlace, t } from '../cart/view-model-fakes.test-support';
import { CheckoutStore } from './checkout-store';
import { ShippingViewModel } from './shipping-view-model';

const place = shippingPlace;

function step(lines = [makeLine({ id: 1, shipping_place: place(7) }), makeLine({ id: 2, shipping_place: place(8) })], addresses = [makeAddress(1)]) {
  const cart = cartStore(lines);
  cart.setAddressId(addresses[0]?.id ?? null);
  const checkout = new CheckoutStore(cart);
  const toast = new RecordingToast();
  const book = { addresses, hasMore: false };
  const loadCart = pendingUseCase<[string, (number | null)?], void>();
  const updateShipping = pendingUseCase<[Readonly<Record<number, ShippingChoice>>, number, string], CartOutcome>();
  const changeSelection = pendingUseCase<[readonly number[], readonly number[], string], CartOutcome>();
  const loadMore = pendingUseCase<[string], boolean>();
  const statesAsked: string[] = [];
  const loadStates = { execute: async (country: string) => { statesAsked.push(country); if (country === 'XX') throw new Error('no states'); return []; } };
  const vm = new ShippingViewModel(cart, checkout, toast, loadCart, updateShipping, changeSelection, () => ({ book, loadMore, loadStates }));
  return { vm, cart, checkout, toast, book, loadCart, updateShipping, changeSelection, loadMore, statesAsked };
}

describe('ShippingViewModel', () => {
  it('ships to the chosen address: busy until the cart comes back matched to it', async () => {
    const { vm, book, loadCart } = step();
    const other = makeAddress(2);
    book.addresses = [...book.addresses, other];
    vm.choose(other, 'en', t);
    expect(vm.busy).toBe(true);
    expect(vm.canContinue).toBe(false);
    expect(loadCart.calls).toEqual([['en', 2]]);
    loadCart.answers[0]!.resolve();
    await flush();
    expect(vm.busy).toBe(false);
    expect(vm.canContinue).toBe(true);
  });

  it('sends every selected line\'s choice with one line\'s type changed, and only once an address is chosen', async () => {
    const { vm, cart, updateShipping } = step([makeLine({ id: 1, shipping_place: place(7) }), makeLine({ id: 2, shipping_place: place(8) }), makeLine({ id: 3, selected: CART_UNSELECTED })]);
    vm.setType(cart.lines[0]!, SHIPPING_PICKUP, 'ar', t);
    expect(updateShipping.calls).toEqual([[
      { 1: { shipping_place: 7, shipping_type: SHIPPING_PICKUP }, 2: { shipping_place: 8, shipping_type: SHIPPING_DELIVERY } }, 1, 'ar',
    ]]);
    updateShipping.answers[0]!.resolve({ ok: true });
    await flush();

    cart.setAddressId(null);
    vm.setType(cart.lines[0]!, SHIPPING_DELIVERY, 'ar', t);
    expect(updateShipping.calls).toHaveLength(1);
    expect(vm.busy).toBe(false);
  });

  it('toasts a refused choice or a failed request, and frees the choices after either', async () => {
    const { vm, cart, toast, changeSelection, loadCart } = step();
    vm.uncheck(cart.lines[0]!, 'en', t);
    expect(changeSelection.calls).toEqual([[[], [1], 'en']]);
    changeSelection.answers[0]!.resolve({ ok: false, code: 'refused', message: 'Not yours' });
    await flush();
    vm.choose(makeAddress(1), 'en', t);
    loadCart.answers[0]!.reject(new RequestError(0, 'API is down.'));
    await flush();
    expect(toast.errors).toEqual(['Not yours', 'API is down.']);
    expect(vm.busy).toBe(false);
  });

  it('says what stops the step: no address, nothing selected, or lines no place serves at the address', () => {
    expect(step(undefined, []).vm.blocks).toEqual([{ kind: 'no_address' }]);
    expect(step([makeLine({ id: 1, selected: CART_UNSELECTED })]).vm.blocks).toEqual([{ kind: 'nothing_selected' }]);
    const { vm } = step([makeLine({ id: 1, shipping_place: null }), makeLine({ id: 2, shipping_place: place(8) })]);
    expect(vm.blocks).toEqual([{ kind: 'cannot_ship', lineIds: [1] }]);
    expect(vm.shippingKnown).toBe(false);
    expect(vm.canContinue).toBe(false);
    expect(vm.address?.id).toBe(1);
    expect(vm.products.map((view) => view.line.id)).toEqual([1, 2]);
  });

  it('keeps the delivery instruction in the cart and opens and closes the inline address form', () => {
    const { vm, checkout } = step();
    vm.setDeliveryInstruction('Ring twice');
    expect(checkout.deliveryInstruction).toBe('Ring twice');
    vm.openAddressForm();
    expect(vm.adding).toBe(true);
    vm.closeAddressForm();
    expect(vm.adding).toBe(false);
  });

  it('shows more addresses once at a time, with the states of their countries, then focuses the first it brought', async () => {
    const { vm, book, loadMore, statesAsked } = step();
    book.hasMore = true;
    expect(vm.offersMore).toBe(true);
    const more = vm.showMore('en', t);
    void vm.showMore('en', t);
    expect(loadMore.calls).toHaveLength(1);
    expect(vm.loadingMore).toBe(true);

    book.addresses = [...book.addresses, makeAddress(2, { country: 'FR' }), makeAddress(3, { country: 'FR' }), makeAddress(4, { country: 'XX' })];
    book.hasMore = false;
    loadMore.answers[0]!.resolve(false);
    await more;
    expect(statesAsked).toEqual(['FR', 'XX']);
    expect(vm.loadingMore).toBe(false);
    expect(vm.moreFailure).toBeNull();
    expect(vm.focusAt).toBe(1);
    expect(vm.offersMore).toBe(false);
    vm.focused();
    expect(vm.focusAt).toBeNull();
  });

  it('says why more addresses did not come, in the app\'s words for an API that is down, and clears it on the next try', async () => {
    const { vm, book, loadMore } = step();
    book.hasMore = true;
    const more = vm.showMore('en', t);
    loadMore.answers[0]!.reject(new RequestError(0, API_DOWN_MESSAGE));
    await more;
    expect(vm.moreFailure).toBe('cart.shipping.more_failed {"reason":"errors.api_down"}');
    expect(vm.focusAt).toBeNull();
    void vm.showMore('en', t);
    expect(vm.moreFailure).toBeNull();
  });

  it('starts the next visit afresh, and an answer of the last visit changes nothing', async () => {
    const { vm, book, loadCart, loadMore } = step();
    book.hasMore = true;
    vm.openAddressForm();
    vm.choose(makeAddress(1), 'en', t);
    const more = vm.showMore('en', t);
    vm.close();
    expect([vm.busy, vm.adding, vm.loadingMore]).toEqual([false, false, false]);

    vm.choose(makeAddress(1), 'en', t);
    loadCart.answers[0]!.resolve();
    loadMore.answers[0]!.reject(new Error('late'));
    await more;
    expect(vm.busy).toBe(true);
    expect(vm.moreFailure).toBeNull();
  });
});

