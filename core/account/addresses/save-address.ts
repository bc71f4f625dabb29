import { inject, injectable } from 'inversify';
import { SessionState } from '../../auth/session-state.port';
import type { Address } from '../account';
import type { AddressFormFields } from '../account-fields';
import { saveToAddressBook } from './address-book';
import { AddressBookState } from './address-book-state.port';
import { AddressGateway } from './address-gateway.port';

/**
 * Saves an address (new without id, edit with id) and applies the list rule: a new one goes
 * first, an edited one takes its own place. The list changes only after the server accepted it.
 */
@injectable()
export class SaveAddress {
  constructor(
    @inject(AddressGateway) private readonly gateway: Pick<AddressGateway, 'saveAddress'>,
    @inject(AddressBookState) private readonly state: AddressBookState,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(fields: AddressFormFields & { id?: number }, language: string): Promise<{ address: Address; added: boolean }> {
    const address = await this.gateway.saveAddress(fields, this.session.token, language);
    const { list, added } = saveToAddressBook(this.state.addresses, address);
    this.state.setAddresses(list);
    return { address, added };
  }
}
