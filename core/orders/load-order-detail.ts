import type { SessionState } from '../auth/session-state.port';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import type { OrdersGateway, OrdersState } from './orders-gateway.port';

/**
 * Loads one order of the signed-in shopper's. A malformed id, someone else's order (403) or an
 * unknown one (404) is the same page that does not exist (status 404, the not-found page in the
 * shopper's language), so nothing tells the two apart.
 */
export class LoadOrderDetail {
  constructor(
    private readonly gateway: Pick<OrdersGateway, 'detail'>,
    private readonly state: Pick<OrdersState, 'setDetail'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(id: string | undefined, language: string): Promise<void> {
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1) throw new RequestError(404, NOT_FOUND_MESSAGE);
    try {
      this.state.setDetail(await this.gateway.detail(this.session.token, number, language));
    } catch (error) {
      if (error instanceof RequestError && (error.status === 403 || error.status === 404)) throw new RequestError(404, NOT_FOUND_MESSAGE);
      throw error;
    }
  }
}
