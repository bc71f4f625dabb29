import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { CartCallers } from '../cart/cart-caller';
import type { PlacedOrderGateway, PlacedOrderState } from './placed-order.port';

/**
 * The order the order-placed page shows, read back from the server (a reload or a shared link has
 * no answer of order/action in memory). Only the owner may read it: a signed-in shopper by bearer,
 * a guest by its user_token. A visitor with neither, someone else's order (403) or an unknown id
 * (404) is recorded as not found (`order: null`) and throws RequestError 404, so the page load is
 * the not-found page with its 404 status. Anything else (API down) throws as it came.
 */
export class LoadPlacedOrder {
  constructor(
    private readonly gateway: Pick<PlacedOrderGateway, 'order'>,
    private readonly state: Pick<PlacedOrderState, 'setPlacedOrder'>,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  /** The lookup on its way: the route load and the page's own (a guest's) may ask for the same order at once. */
  private inFlight: { id: number; done: Promise<void> } | null = null;

  execute(language: string, id: number): Promise<void> {
    if (this.inFlight?.id === id) return this.inFlight.done;
    const done = this.lookUp(language, id).finally(() => {
      if (this.inFlight?.done === done) this.inFlight = null;
    });
    this.inFlight = { id, done };
    return done;
  }

  private async lookUp(language: string, id: number): Promise<void> {
    const caller = this.callers.read(language);
    const notFound = () => {
      this.state.setPlacedOrder({ id, order: null });
      return new RequestError(404, NOT_FOUND_MESSAGE);
    };
    if (!Number.isInteger(id) || id <= 0 || (caller.token === null && caller.userToken === null)) throw notFound();
    try {
      this.state.setPlacedOrder({ id, order: await this.gateway.order(caller, id) });
    } catch (error) {
      if (error instanceof RequestError && (error.status === 403 || error.status === 404)) throw notFound();
      throw error;
    }
  }
}
