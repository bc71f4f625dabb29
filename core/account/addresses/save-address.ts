import type { SessionState } from '../../auth/session-state.port';
import type { Address } from '../account';
import type { AddressFormFields } from '../account-fields';
import { saveToAddressBook } from './address-book';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';

/**
 * Saves an address (new without id, edit with id) and applies the list rule: a new one goes
 * first, an edited one takes its own place. The list changes only after the server accepted it.
 */
export class SaveAddress {
  constructor(
    private readonly gateway: Pick<AddressGateway, 'saveAddress'>,
    private readonly state: AddressBookState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(fields: AddressFormFields & { id?: number }, language: string): Promise<{ address: Address; added: boolean }> {
    const address = await this.gateway.saveAddress(fields, this.session.token, language);
    const { list, added } = saveToAddressBook(this.state.addresses, address);
    this.state.setAddresses(list);
    return { address, added };
  }
}
