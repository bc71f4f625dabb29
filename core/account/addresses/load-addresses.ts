import type { SessionState } from '../../auth/session-state.port';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';

/** Loads one page of the signed-in user's addresses into the address book. */
export class LoadAddresses {
  constructor(
    private readonly gateway: Pick<AddressGateway, 'fetchAddresses'>,
    private readonly state: AddressBookState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string, page = 1): Promise<void> {
    const answer = await this.gateway.fetchAddresses(this.session.token, language, Math.max(1, Math.floor(page) || 1));
    this.state.setPage(answer);
  }
}
