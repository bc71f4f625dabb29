/* The cart pages' services over in-memory cart and order servers (core/cart's fakes), for page tests. */
import { useLocation } from 'react-router';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { CartCallers } from '../../core/cart/cart-caller';
import { CartChanges } from '../../core/cart/cart-changes';
import { MemoryCartServer, MemoryOrderGateway, signedIn } from '../../core/cart/cart-fakes.test-support';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChosenAddress } from '../../core/checkout/chosen-address';
import { MemoryKeyValue } from '../../core/auth/auth-fakes.test-support';
import { ChangeSelection } from '../../core/cart/change-selection';
import { LoadCart } from '../../core/cart/load-cart';
import { LoadPaymentMethods } from '../../core/payments/load-payment-methods';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { PlaceOrder } from '../../core/checkout/place-order';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { cartCount, type CartLine } from '../../core/cart/cart';
import type { ServiceToken } from '../app/services';
import { CartStore } from './cart-store';
import { MetaStore } from '../app/meta-store';
import { CartBadge } from './cart-store-badge';
import { accountServices, MemoryAccountBackend } from '../account/account-test-kit';

export { makeLine } from '../../core/cart/cart-fakes.test-support';

/** Shows where the router is, so a test can see a navigation happen. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{location.pathname}</span>;
}

let seed = 0;
const random = { bytes: (n: number) => Uint8Array.from({ length: n }, (_, i) => (i + ++seed) % 256) };

/**
 * A signed-in shopper whose cart (on the memory server and loaded into the store) holds `lines`,
 * with the account feature's address book beside it (shipping and checkout use it).
 */
export function cartServices(lines: CartLine[], account = new MemoryAccountBackend()) {
  const kit = accountServices(account);
  const server = new MemoryCartServer(lines);
  const orders = new MemoryOrderGateway(server);
  const cart = new CartStore(new CartBadge(kit.session), new ChosenAddress(new MemoryKeyValue()));
  cart.setCart(structuredClone(lines));
  cart.setCount(cartCount(lines));
  const changes = new CartChanges(cart);
  const callers = signedIn as CartCallers;
  const services: [ServiceToken<unknown>, unknown][] = [
    ...kit.services,
    [MetaStore, new MetaStore()],
    [CartStore, cart],
    [CartCallers, callers],
    [CartChanges, changes],
    [LoadCart, new LoadCart(server, cart, changes, callers)],
    [ChangeQuantity, new ChangeQuantity(server, cart, changes, callers)],
    [ChangeSelection, new ChangeSelection(server, cart, changes, callers)],
    [RemoveFromCart, new RemoveFromCart(server, cart, changes, callers)],
    [UpdateShipping, new UpdateShipping(server, cart, changes, callers)],
    [ApplyVoucher, new ApplyVoucher(orders, cart, callers)],
    [LoadPaymentMethods, new LoadPaymentMethods(orders, cart)],
    [LoadPlacedOrder, new LoadPlacedOrder(orders, cart, callers)],
    [PlaceOrder, new PlaceOrder(orders, server, cart, changes, callers, random)],
  ];
  return { ...kit, server, orders, cart, changes, services };
}
