import type { CartCallers } from '../cart/cart-caller';
import type { PlacedOrderCache } from './payment-gateway.port';
import { RequestError } from '../shared/request-error';
import type { PaymentGateway, PaymentNavigator } from './payment-gateway.port';

/** `leaving`: the browser is on its way to the provider's page; else the order now takes an offline method. */
export type MethodChange = { ok: true; leaving: boolean } | { ok: false; message: string };

/**
 * Pays an unpaid online order again after a cancelled or failed payment (`order/transaction` with
 * `order_method`): the same or another online method opens a new payment and the browser follows
 * it; cash on delivery or bank transfer switches the order to it, and its order-placed page (read
 * again) says how to pay. A refusal is the server's message as a value. One change at a time.
 */
export class ChangePaymentMethod {
  private inFlight: Promise<MethodChange> | null = null;

  constructor(
    private readonly gateway: Pick<PaymentGateway, 'changeMethod'>,
    private readonly navigator: PaymentNavigator,
    private readonly state: PlacedOrderCache,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  execute(language: string, orderId: number, method: number): Promise<MethodChange> {
    this.inFlight ??= this.change(language, orderId, method).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async change(language: string, orderId: number, method: number): Promise<MethodChange> {
    try {
      const payment = await this.gateway.changeMethod(this.callers.read(language), orderId, method);
      if (this.state.placedOrder?.id === orderId) this.state.setPlacedOrder(null);
      if (payment) this.navigator.follow(payment.step);
      return { ok: true, leaving: payment !== null };
    } catch (error) {
      if (error instanceof RequestError) return { ok: false, message: error.firstMessage };
      throw error;
    }
  }
}
