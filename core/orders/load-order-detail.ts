import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import { OrdersGateway, OrdersState } from './orders-gateway.port';

/** Loads one order of the signed-in shopper's; a malformed id is the page that does not exist. */
@injectable()
export class LoadOrderDetail {
  constructor(
    @inject(OrdersGateway) private readonly gateway: Pick<OrdersGateway, 'detail'>,
    @inject(OrdersState) private readonly state: Pick<OrdersState, 'setDetail'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(id: string | undefined, language: string): Promise<void> {
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1) throw new RequestError(404, NOT_FOUND_MESSAGE);
    this.state.setDetail(await this.gateway.detail(this.session.token, number, language));
  }
}
