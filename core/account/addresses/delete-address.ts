import type { SessionState } from '../../auth/session-state.port';
import { removeAddress } from './address-book';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';

/** Deletes one of the user's addresses and removes it from the list once the server agreed. */
export class DeleteAddress {
  constructor(
    private readonly gateway: Pick<AddressGateway, 'deleteAddress'>,
    private readonly state: AddressBookState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(id: number, language: string): Promise<void> {
    await this.gateway.deleteAddress(id, this.session.token, language);
    this.state.setAddresses(removeAddress(this.state.addresses, id));
  }
}
