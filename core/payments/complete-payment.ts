import type { CartCallers } from '../cart/cart-caller';
import type { PlacedOrderCache } from './payment-gateway.port';
import { RequestError } from '../shared/request-error';
import type { PaymentGateway } from './payment-gateway.port';

/** What the shopper's return from a provider's page says (its query, every parameter as text). */
export interface PaymentReturnQuery {
  /** The order it is for; null when the query names none (or not a positive whole number). */
  orderId: number | null;
  /** The shopper cancelled on the provider's page (`cancelled=1`): nothing to verify. */
  cancelled: boolean;
  /** Every parameter as it came (the provider's own and `order_id`), for the server to verify. */
  params: Record<string, string>;
}

export function readPaymentReturn(search: URLSearchParams): PaymentReturnQuery {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  const id = Number(params.order_id);
  return { orderId: /^\d+$/.test(params.order_id ?? '') && id > 0 && Number.isSafeInteger(id) ? id : null, cancelled: params.cancelled === '1', params };
}

/**
 * The end of a payment: `paid` goes on to the order-placed page; `not_completed` (cancelled on the
 * provider's page, or the server's "The payment was not completed.") and `unverified` (the server
 * could not verify what came back) leave the order unpaid, to pay again or by another method;
 * `not_found` is no order of the caller's; `unknown` is no answer (the API unreachable): the
 * payment may have gone through, so the page offers to check again rather than to pay again.
 */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: number; transId: string | null }
  | { kind: 'not_completed'; orderId: number; message: string | null }
  | { kind: 'unverified'; orderId: number; message: string }
  | { kind: 'not_found'; message: string | null }
  | { kind: 'unknown'; orderId: number; message: string };

/**
 * The return page's call: `order/payment-done {order_id, params}` as the order's buyer (a guest by
 * its user_token), skipped when the shopper cancelled. One call per return however often the page
 * asks (a double mount, a re-render): the server records a payment once anyway, this spares the
 * second round trip. A paid order read before is forgotten so its page reads it again, paid.
 */
export class CompletePayment {
  private inFlight: { key: string; done: Promise<PaymentOutcome> } | null = null;

  constructor(
    private readonly gateway: Pick<PaymentGateway, 'paymentDone'>,
    private readonly state: PlacedOrderCache,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  execute(language: string, query: PaymentReturnQuery): Promise<PaymentOutcome> {
    const key = JSON.stringify(query.params);
    if (this.inFlight?.key === key) return this.inFlight.done;
    const done = this.complete(language, query).finally(() => {
      if (this.inFlight?.done === done) this.inFlight = null;
    });
    this.inFlight = { key, done };
    return done;
  }

  private async complete(language: string, query: PaymentReturnQuery): Promise<PaymentOutcome> {
    const orderId = query.orderId;
    if (orderId === null) return { kind: 'not_found', message: null };
    if (query.cancelled) return { kind: 'not_completed', orderId, message: null };
    const caller = this.callers.read(language);
    if (caller.token === null && caller.userToken === null) return { kind: 'not_found', message: null };
    try {
      const paid = await this.gateway.paymentDone(caller, orderId, query.params);
      if (this.state.placedOrder?.id === orderId) this.state.setPlacedOrder(null);
      return { kind: 'paid', orderId, transId: paid.transId };
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const message = error.firstMessage;
      if (error.status === 403 || error.status === 404) return { kind: 'not_found', message };
      if (error.status === 400) return { kind: 'unverified', orderId, message };
      if (error.status >= 200 && error.status < 500) return { kind: 'not_completed', orderId, message };
      return { kind: 'unknown', orderId, message };
    }
  }
}
