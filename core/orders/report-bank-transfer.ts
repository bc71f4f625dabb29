import type { CartCallers } from '../cart/cart-caller';
import type { OrdersGateway, OrdersState } from './orders-gateway.port';
import type { BankTransferForm } from '../payments/bank-transfer-form';

/**
 * The buyer of an unpaid bank-transfer order reports the transfer (`order/transaction`): a
 * signed-in shopper by bearer, a guest by its user_token, from the order-placed page or the order's
 * own page. Answers the server's message for the toast; the open order page is read again so it
 * shows the report as stored (the order-placed page reads its order again itself). A refusal
 * throws RequestError.
 */
export class ReportBankTransfer {
  constructor(
    private readonly gateway: Pick<OrdersGateway, 'reportTransfer' | 'detail'>,
    private readonly state: Pick<OrdersState, 'detail' | 'setDetail'>,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  async execute(id: number, form: BankTransferForm, language: string): Promise<string> {
    const caller = this.callers.read(language);
    const message = await this.gateway.reportTransfer(caller, id, form);
    if (caller.token !== null && this.state.detail?.id === id) {
      // The report stands even if the reload fails; the page then shows the order as it was read.
      try {
        this.state.setDetail(await this.gateway.detail(caller.token, id, language));
      } catch {
        /* kept as shown */
      }
    }
    return message;
  }
}
