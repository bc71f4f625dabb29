import type { SessionState } from '../../auth/session-state.port';
import type { VoucherGateway } from './voucher-gateway.port';
import type { VoucherListState } from './voucher-list-state.port';

/** Loads the signed-in user's vouchers. */
export class LoadUserVouchers {
  constructor(
    private readonly gateway: Pick<VoucherGateway, 'fetchUserVouchers'>,
    private readonly state: VoucherListState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string): Promise<void> {
    this.state.setVouchers(await this.gateway.fetchUserVouchers(this.session.token, language));
  }
}
