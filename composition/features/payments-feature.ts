import type { Container } from 'inversify';
import { ChangePaymentMethod } from '../../core/payments/change-payment-method';
import { CompletePayment } from '../../core/payments/complete-payment';
import { CartCallers } from '../../core/cart/cart-caller';
import { HttpPaymentGateway } from '../../adapters/payments/http-payment-gateway';
import { BrowserPaymentNavigator } from '../../adapters/payments/browser-payment-navigator';
import type { Feature, FeatureName } from '../../ui/app/features';
import { PAYMENTS_LOADS } from '../../ui/payments/payments-loads';
import { PaymentReturnViewModel } from '../../ui/payments/payment-return-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { PORTS } from '../../ui/app/port-tokens';
import { bindOnce } from './bind-once';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The return page offers the shop's other methods (checkout's) and forgets the order page's lookup (orders'). */
export const uses: readonly FeatureName[] = ['checkout', 'orders'];

/** An online order's payment: the return from a provider's page, and paying again by another method. */
export function bindFeature(container: Container, _hydration: HydrationRegistry): Feature {
  container.bind(PORTS.PaymentGateway).toDynamicValue(plain(HttpPaymentGateway, ApiClient));
  bindOnce(container, PORTS.PaymentNavigator, () => container.bind(PORTS.PaymentNavigator).toDynamicValue(plain(BrowserPaymentNavigator)));
  bindPlain(container, CompletePayment, PORTS.PaymentGateway, PORTS.PlacedOrderState, CartCallers);
  bindPlain(container, ChangePaymentMethod, PORTS.PaymentGateway, PORTS.PaymentNavigator, PORTS.PlacedOrderState, CartCallers);
  container.bind(PaymentReturnViewModel).toSelf();
  return { loads: PAYMENTS_LOADS };
}
