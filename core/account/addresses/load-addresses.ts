import { inject, injectable } from 'inversify';
import { SessionState } from '../../auth/session-state.port';
import { AddressBookState } from './address-book-state.port';
import { AddressGateway } from './address-gateway.port';

/** Loads one page of the signed-in user's addresses into the address book. */
@injectable()
export class LoadAddresses {
  constructor(
    @inject(AddressGateway) private readonly gateway: Pick<AddressGateway, 'fetchAddresses'>,
    @inject(AddressBookState) private readonly state: AddressBookState,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string, page = 1): Promise<void> {
    const answer = await this.gateway.fetchAddresses(this.session.token, language, Math.max(1, Math.floor(page) || 1));
    this.state.setPage(answer);
  }
}
