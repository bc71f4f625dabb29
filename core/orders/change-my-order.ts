import type { SessionState } from '../auth/session-state.port';
import type { OrdersGateway, OrdersState } from './orders-gateway.port';

/**
 * What a signed-in shopper does to their own order from its page: cancel it or ask for the
 * confirmation mail again (the transfer report is ReportBankTransfer's: a guest reports too). Each
 * answers the server's message for the toast; a cancel reloads the order so the page shows what the
 * server now holds. A refusal throws RequestError.
 */
export class ChangeMyOrder {
  constructor(
    private readonly gateway: Pick<OrdersGateway, 'cancel' | 'resendMail' | 'detail'>,
    private readonly state: Pick<OrdersState, 'setDetail'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async cancel(id: number, reason: string | null, language: string): Promise<string> {
    const message = await this.gateway.cancel(this.session.token, id, reason, language);
    await this.reload(id, language);
    return message;
  }

  resendMail(id: number, language: string): Promise<string> {
    return this.gateway.resendMail(this.session.token, id, language);
  }

  private async reload(id: number, language: string): Promise<void> {
    // The change stands even if the reload fails; the page then shows the order as it was read.
    try {
      this.state.setDetail(await this.gateway.detail(this.session.token, id, language));
    } catch {
      /* kept as shown */
    }
  }
}
