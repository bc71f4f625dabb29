import type { Container } from 'inversify';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import { PlaceOrder } from '../../core/checkout/place-order';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import { LoadStates } from '../../core/account/addresses/load-states';
import { CartChanges } from '../../core/cart/cart-changes';
import { CartCallers } from '../../core/cart/cart-caller';
import { HttpCheckoutGateway } from '../../adapters/checkout/http-checkout-gateway';
import { BrowserPaymentNavigator } from '../../adapters/payments/browser-payment-navigator';
import type { Feature, FeatureName } from '../../ui/app/features';
import { AddressesViewModel } from '../../ui/account/addresses-view-model';
import { AddressBookAccess } from '../../ui/checkout/address-book-access';
import { CHECKOUT_LOADS } from '../../ui/checkout/checkout-loads';
import { CheckoutStore } from '../../ui/checkout/checkout-store';
import { CheckoutViewModel } from '../../ui/checkout/checkout-view-model';
import { ShippingViewModel } from '../../ui/checkout/shipping-view-model';
import { OrderPlacedViewModel } from '../../ui/orders/order-placed-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { PORTS } from '../../ui/app/port-tokens';
import { bindOnce } from './bind-once';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** Checkout writes the cart (through its queue of changes) and hands the order it placed to orders. */
export const uses: readonly FeatureName[] = ['cart', 'orders'];

/**
 * The shipping and checkout steps (address, delivery, voucher, payment method, placing the order)
 * and the order-placed page that ends them (its view model reads the methods chosen here).
 */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.CheckoutGateway).toDynamicValue(plain(HttpCheckoutGateway, ApiClient));
  bindOnce(container, PORTS.PaymentNavigator, () => container.bind(PORTS.PaymentNavigator).toDynamicValue(plain(BrowserPaymentNavigator)));
  container.bind(CheckoutStore).toSelf();
  container.bind(PORTS.CheckoutState).toService(CheckoutStore);
  bindPlain(container, UpdateShipping, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ApplyVoucher, PORTS.CheckoutGateway, PORTS.CartState, PORTS.CheckoutState, CartCallers);
  bindPlain(container, LoadPaymentMethods, PORTS.CheckoutGateway, PORTS.CheckoutState);
  bindPlain(container, PlaceOrder, PORTS.CheckoutGateway, PORTS.CartGateway, PORTS.CartState, PORTS.CheckoutState, PORTS.PlacedOrderState, CartChanges, CartCallers, PORTS.RandomSource);

  for (const viewModel of [ShippingViewModel, CheckoutViewModel, OrderPlacedViewModel]) container.bind(viewModel).toSelf();
  // The account feature is bound beside this one for shipping and checkout only: read on first use.
  container.bind<AddressBookAccess>(AddressBookAccess).toFactory((context) => () => ({
    book: context.get(AddressesViewModel),
    loadMore: context.get(LoadMoreAddresses),
    loadStates: context.get(LoadStates),
  }));

  hydration.add('checkout', () => container.get(CheckoutStore));
  return { loads: CHECKOUT_LOADS };
}
