import type { Container } from 'inversify';
import { AddToCart } from '../../core/cart/add-to-cart';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { BuyNow } from '../../core/cart/buy-now';
import { CartActionsService } from '../../core/cart/cart-actions';
import { CartChanges } from '../../core/cart/cart-changes';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChangeSelection } from '../../core/cart/change-selection';
import { LoadCart } from '../../core/cart/load-cart';
import { LoadPaymentMethods } from '../../core/payments/load-payment-methods';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { PlaceOrder } from '../../core/checkout/place-order';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { LoadStates } from '../../core/account/addresses/load-states';
import { HttpCartGateway } from '../../adapters/cart/http-cart-gateway';
import { HttpCheckoutGateway } from '../../adapters/checkout/http-checkout-gateway';
import { HttpPaymentGateway } from '../../adapters/payments/http-payment-gateway';
import { BrowserPaymentNavigator } from '../../adapters/payments/browser-payment-navigator';
import { ChangePaymentMethod } from '../../core/payments/change-payment-method';
import { CompletePayment } from '../../core/payments/complete-payment';
import { PaymentReturnViewModel } from '../../ui/payments/payment-return-view-model';
import type { Feature } from '../../ui/app/features';
import { CART_LOADS } from '../../ui/cart/cart-loads';
import { CartStore } from '../../ui/cart/cart-store';
import { CartReadiness } from '../../ui/cart/cart-readiness';
import { CartViewModel } from '../../ui/cart/cart-view-model';
import { AddressesViewModel } from '../../ui/account/addresses-view-model';
import { AddressBookAccess } from '../../ui/checkout/address-book-access';
import { CheckoutViewModel } from '../../ui/checkout/checkout-view-model';
import { ShippingViewModel } from '../../ui/checkout/shipping-view-model';
import { OrderPlacedViewModel } from '../../ui/orders/order-placed-view-model';
import { ChosenAddress } from '../../core/checkout/chosen-address';
import type { HydrationRegistry } from '../hydration-registry';
import { CartCallers } from '../../core/cart/cart-caller';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/**
 * The cart, shipping, checkout, order-placed and payment-return pages (an online order's payment), and the CartActions the product page and
 * tiles call after loading this feature. One CartChanges per container: the cart's queue of changes.
 */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.CartGateway).toDynamicValue(plain(HttpCartGateway, ApiClient));
  container.bind(PORTS.CheckoutGateway).toDynamicValue(plain(HttpCheckoutGateway, ApiClient));
  container.bind(PORTS.PaymentGateway).toDynamicValue(plain(HttpPaymentGateway, ApiClient));
  container.bind(PORTS.PaymentNavigator).toDynamicValue(plain(BrowserPaymentNavigator));
  bindPlain(container, ChosenAddress, PORTS.KeyValueStorage);
  container.bind(CartStore).toSelf();
  container.bind(PORTS.CartState).toService(CartStore);
  bindPlain(container, CartChanges, PORTS.CartState);
  bindPlain(container, LoadCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, AddToCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, BuyNow, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ChangeQuantity, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ChangeSelection, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, RemoveFromCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, UpdateShipping, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ApplyVoucher, PORTS.CheckoutGateway, PORTS.CartState, CartCallers);
  bindPlain(container, LoadPaymentMethods, PORTS.CheckoutGateway, PORTS.CartState);
  bindPlain(container, LoadPlacedOrder, PORTS.CheckoutGateway, PORTS.CartState, CartCallers);
  bindPlain(container, PlaceOrder, PORTS.CheckoutGateway, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers, PORTS.RandomSource);
  bindPlain(container, CompletePayment, PORTS.PaymentGateway, PORTS.CartState, CartCallers);
  bindPlain(container, ChangePaymentMethod, PORTS.PaymentGateway, PORTS.PaymentNavigator, PORTS.CartState, CartCallers);
  container.bind(PORTS.CartActions).toDynamicValue(plain(CartActionsService, AddToCart, BuyNow));

  // One per container like every view model (pages resolve them on each render); the steps'
  // frame closes a screen's when it goes, so the next visit starts afresh.
  for (const viewModel of [CartReadiness, CartViewModel, ShippingViewModel, CheckoutViewModel, OrderPlacedViewModel, PaymentReturnViewModel]) {
    container.bind(viewModel).toSelf();
  }
  // The account feature is bound beside this one for shipping and checkout only: read on first use.
  container.bind<AddressBookAccess>(AddressBookAccess).toFactory((context) => () => ({
    book: context.get(AddressesViewModel),
    loadMore: context.get(LoadMoreAddresses),
    loadStates: context.get(LoadStates),
  }));

  hydration.add('cart', () => container.get(CartStore));
  return { loads: CART_LOADS };
}
