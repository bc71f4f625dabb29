import { describe, expect, it } from 'vitest';
import { MemoryKeyValue, makeProfile } from '../../core/auth/auth-fakes.test-support';
import { makeLine } from '../../core/cart/cart-fakes.test-support';
import { ChosenAddress } from '../../core/cart/chosen-address';
import { CART_UNSELECTED } from '../../core/cart/cart';
import { CartStore } from './cart-store';
import { CheckoutStore } from '../checkout/checkout-store';
import { CartBadge } from '../app/cart-badge';
import { SessionStore } from '../app/session-store';

function stores(storage = new MemoryKeyValue()) {
  const session = new SessionStore();
  const badge = new CartBadge(session);
  return { session, badge, storage, cart: new CartStore(badge, new ChosenAddress(storage)) };
}

describe('CartBadge and CartStore', () => {
  it('keeps the chosen address on this device: a new store (a reload) starts from it, a snapshot does not write it', () => {
    const { storage, cart } = stores();
    expect(cart.addressId).toBeNull();
    cart.setAddressId(12);
    const reloaded = stores(storage).cart;
    expect(reloaded.addressId).toBe(12);
    reloaded.restore({ addressId: 12, lines: [], linesLoaded: true });
    expect(storage.get('chosen_address_id')).toBe('12');
    reloaded.setAddressId(null);
    expect(stores(storage).cart.addressId).toBeNull();
  });

  it('shows the user cart_count until the cart keeps its own count, and again when the user changes', () => {
    const { session, badge, cart } = stores();
    session.setUser(makeProfile({ cart_count: 4 }));
    expect(badge.count).toBe(4);
    cart.setCount(6);
    expect(badge.count).toBe(6);
    expect(cart.count).toBe(6);
    session.setUser(makeProfile({ id: 8, cart_count: 1 }));
    expect(cart.count).toBe(1);
    session.clear();
    expect(badge.count).toBe(0);
  });

  it('prices the selected lines with the voucher, and knows selection and bundles', () => {
    const { cart } = stores();
    cart.setCart([makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 1, selected: CART_UNSELECTED })]);
    expect(cart.priced.totals.subtotal).toBe(2000);
    new CheckoutStore(cart).setVoucher({ code: 'SAVE5', discountCents: 500 });
    expect(cart.priced.totals.total).toBe(1500);
    expect(cart.selectedLines.map((l) => l.id)).toEqual([1]);
    expect(cart.selectedQuantity).toBe(2);
    expect(cart.allSelected).toBe(false);
    expect(cart.hasBundle).toBe(false);
  });

  it('travels with the page: a snapshot restores lines, choices and the count', () => {
    const { cart } = stores();
    expect(cart.snapshot()).toBeNull();
    cart.setCart([makeLine({ id: 1, quantity: 3 })]);
    cart.setCount(3);
    cart.setAddressId(4);
    const checkout = new CheckoutStore(cart);
    checkout.setPaymentMethod(7);
    const snapshot = JSON.parse(JSON.stringify(cart.snapshot()));
    const other = stores();
    other.cart.restore(snapshot);
    const otherCheckout = new CheckoutStore(other.cart);
    otherCheckout.restore(JSON.parse(JSON.stringify(checkout.snapshot())));
    expect(other.cart.lines.map((l) => l.quantity)).toEqual([3]);
    expect(other.cart.linesLoaded).toBe(true);
    expect(other.cart.count).toBe(3);
    expect(other.cart.addressId).toBe(4);
    expect(otherCheckout.paymentMethod).toBe(7);
    expect(other.cart.now).toBe(cart.now);
  });
});
