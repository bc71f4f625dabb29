import { RequestError } from '../shared/request-error';
import type { OrdersGateway, OrdersState } from './orders-gateway.port';
import { normalizeTrackingCode } from './tracking-code';

/**
 * Looks an order up by its tracking code (guests and signed-in shoppers alike). A code that cannot
 * be one is refused before any call; the server's refusal (unknown code, too many tries, the API
 * down) comes back as its message.
 */
export class TrackOrder {
  constructor(
    private readonly gateway: Pick<OrdersGateway, 'track'>,
    private readonly state: Pick<OrdersState, 'setTracked'>,
  ) {}

  async execute(input: string | null, language: string): Promise<{ ok: true } | { ok: false; code: 'invalid_code' } | { ok: false; message: string }> {
    const code = normalizeTrackingCode(input);
    if (code === null) {
      this.state.setTracked(null);
      return { ok: false, code: 'invalid_code' };
    }
    try {
      this.state.setTracked(await this.gateway.track(code, language));
      return { ok: true };
    } catch (error) {
      this.state.setTracked(null);
      if (error instanceof RequestError) return { ok: false, message: error.firstMessage };
      throw error;
    }
  }
}
