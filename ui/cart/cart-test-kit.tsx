/* The cart pages' services over in-memory cart and order servers (core/cart's fakes), for page tests. */
import { useLocation } from 'react-router';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { CartCallers } from '../../core/cart/cart-caller';
import { CartChanges } from '../../core/cart/cart-changes';
import { MemoryCartServer, MemoryCheckoutGateway, MemoryPaymentGateway, RecordingNavigator, signedIn } from '../../core/cart/cart-fakes.test-support';
import { ChangePaymentMethod } from '../../core/payments/change-payment-method';
import { CompletePayment } from '../../core/payments/complete-payment';
import { PaymentReturnViewModel } from '../payments/payment-return-view-model';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChosenAddress } from '../../core/cart/chosen-address';
import { MemoryKeyValue } from '../../core/auth/auth-fakes.test-support';
import { ChangeSelection } from '../../core/cart/change-selection';
import { LoadCart } from '../../core/cart/load-cart';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { LoadStates } from '../../core/account/addresses/load-states';
import { PlaceOrder } from '../../core/checkout/place-order';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { cartCount, type CartLine } from '../../core/cart/cart';
import type { ServiceToken } from '../app/services';
import { CartStore } from './cart-store';
import { CheckoutStore } from '../checkout/checkout-store';
import { PlacedOrderStore } from '../orders/placed-order-store';
import { PORTS } from '../app/port-tokens';
import { MetaStore } from '../app/meta-store';
import { CartBadge } from '../app/cart-badge';
import { accountServices, MemoryAccountBackend } from '../account/account-test-kit';
import { mapResolver } from '../test-support/render-harness';
import { CheckoutViewModel } from '../checkout/checkout-view-model';
import { ShippingViewModel } from '../checkout/shipping-view-model';
import type { AddressBookAccess } from '../checkout/address-book-access';
import { OrderPlacedViewModel } from '../orders/order-placed-view-model';
import { OrdersViewModel } from '../orders/orders-view-model';
import { ReportBankTransfer } from '../../core/orders/report-bank-transfer';
import { CartReadiness } from './cart-readiness';
import { CartViewModel } from './cart-view-model';
import { CommonStore } from '../app/common-store';
import { makeCommonData } from '../test-support/data-factories';

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
  const orders = new MemoryCheckoutGateway(server);
  // The shop's settings the cart prices by (free delivery): tests change them through `common`.
  const common = new CommonStore();
  common.setCommon(makeCommonData(), 'en');
  const cart = new CartStore(new CartBadge(kit.session), new ChosenAddress(new MemoryKeyValue()), common);
  cart.setCart(structuredClone(lines));
  cart.setCount(cartCount(lines));
  const checkout = new CheckoutStore(cart);
  const placed = new PlacedOrderStore();
  const changes = new CartChanges(cart);
  const callers = signedIn as CartCallers;
  const loadCart = new LoadCart(server, cart, changes, callers);
  const changeQuantity = new ChangeQuantity(server, cart, changes, callers);
  const changeSelection = new ChangeSelection(server, cart, changes, callers);
  const removeFromCart = new RemoveFromCart(server, cart, changes, callers);
  const updateShipping = new UpdateShipping(server, cart, changes, callers);
  const applyVoucher = new ApplyVoucher(orders, cart, checkout, callers);
  const loadPlacedOrder = new LoadPlacedOrder(orders, placed, callers);
  const placeOrder = new PlaceOrder(orders, server, cart, checkout, placed, changes, callers, random);
  const payments = new MemoryPaymentGateway(orders);
  const navigator = new RecordingNavigator();
  const loadPaymentMethods = new LoadPaymentMethods(orders, checkout);
  // As the app reaches the account feature's address book: on first use.
  const accountResolver = mapResolver(new Map(kit.services));
  const addressBook: AddressBookAccess = () => ({ book: kit.addresses, loadMore: accountResolver.get(LoadMoreAddresses), loadStates: accountResolver.get(LoadStates) });
  const services: [ServiceToken<unknown>, unknown][] = [
    ...kit.services,
    [MetaStore, new MetaStore()],
    [CommonStore, common],
    [CartStore, cart],
    [CheckoutStore, checkout],
    [PORTS.CheckoutState, checkout],
    [PlacedOrderStore, placed],
    [PORTS.PlacedOrderState, placed],
    [CartCallers, callers],
    [CartChanges, changes],
    [LoadCart, loadCart],
    [ChangeQuantity, changeQuantity],
    [ChangeSelection, changeSelection],
    [RemoveFromCart, removeFromCart],
    [UpdateShipping, updateShipping],
    [ApplyVoucher, applyVoucher],
    [LoadPaymentMethods, loadPaymentMethods],
    [LoadPlacedOrder, loadPlacedOrder],
    [PlaceOrder, placeOrder],
    [CartReadiness, new CartReadiness(cart, callers, kit.toast)],
    [CartViewModel, new CartViewModel(cart, kit.toast, changeQuantity, changeSelection, removeFromCart)],
    [ShippingViewModel, new ShippingViewModel(cart, checkout, kit.toast, loadCart, updateShipping, changeSelection, addressBook)],
    [CheckoutViewModel, new CheckoutViewModel(cart, checkout, kit.toast, placeOrder, applyVoucher, addressBook, navigator)],
    [PaymentReturnViewModel, new PaymentReturnViewModel(new CompletePayment(payments, placed, callers), new ChangePaymentMethod(payments, navigator, placed, callers), loadPaymentMethods, checkout)],
    [OrderPlacedViewModel, new OrderPlacedViewModel(placed, checkout, callers, loadPlacedOrder, kit.toast)],
    // The order-placed page's transfer report goes through the orders feature, to the same memory server.
    [ReportBankTransfer, new ReportBankTransfer({ reportTransfer: (caller, id, form) => orders.reportTransfer(caller, id, form), detail: () => Promise.reject(new Error('no order page here')) }, new OrdersViewModel(), callers)],
  ];
  return { ...kit, server, orders, payments, navigator, cart, checkout, placed, changes, services, common };
}
