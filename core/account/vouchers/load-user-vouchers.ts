import { inject, injectable } from 'inversify';
import { SessionState } from '../../auth/session-state.port';
import { VoucherGateway } from './voucher-gateway.port';
import { VoucherListState } from './voucher-list-state.port';

/** Loads the signed-in user's vouchers. */
@injectable()
export class LoadUserVouchers {
  constructor(
    @inject(VoucherGateway) private readonly gateway: Pick<VoucherGateway, 'fetchUserVouchers'>,
    @inject(VoucherListState) private readonly state: VoucherListState,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string): Promise<void> {
    this.state.setVouchers(await this.gateway.fetchUserVouchers(this.session.token, language));
  }
}
