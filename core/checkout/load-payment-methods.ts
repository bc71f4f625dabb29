import type { CheckoutState } from './checkout-state.port';
import type { CheckoutGateway } from './checkout-gateway.port';

/**
 * The payment methods on the checkout page. The first one is chosen unless the shopper's choice is
 * still offered; none at all is the page's "Currently no payment method is available".
 * A page load: a refusal throws RequestError.
 */
export class LoadPaymentMethods {
  constructor(
    private readonly gateway: Pick<CheckoutGateway, 'paymentMethods'>,
    private readonly state: Pick<CheckoutState, 'paymentMethod' | 'setPaymentMethods' | 'setPaymentMethod'>,
  ) {}

  async execute(language: string): Promise<void> {
    const methods = await this.gateway.paymentMethods(language);
    this.state.setPaymentMethods(methods);
    const chosen = this.state.paymentMethod;
    if (chosen === null || !methods.some((m) => m.method === chosen)) this.state.setPaymentMethod(methods[0]?.method ?? null);
  }
}
