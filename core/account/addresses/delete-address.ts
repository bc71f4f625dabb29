import { inject, injectable } from 'inversify';
import { SessionState } from '../../auth/session-state.port';
import { removeAddress } from './address-book';
import { AddressBookState } from './address-book-state.port';
import { AddressGateway } from './address-gateway.port';

/** Deletes one of the user's addresses and removes it from the list once the server agreed. */
@injectable()
export class DeleteAddress {
  constructor(
    @inject(AddressGateway) private readonly gateway: Pick<AddressGateway, 'deleteAddress'>,
    @inject(AddressBookState) private readonly state: AddressBookState,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(id: number, language: string): Promise<void> {
    await this.gateway.deleteAddress(id, this.session.token, language);
    this.state.setAddresses(removeAddress(this.state.addresses, id));
  }
}
