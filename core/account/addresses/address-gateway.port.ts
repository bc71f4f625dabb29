import type { Address } from '../account';
import type { Paginator } from '../../shared/paginator';
import type { AddressFormFields } from '../account-fields';

/** The caller's address book on api/v1 (`user/address/*`). Every call throws RequestError when refused or down. */
export interface AddressGateway {
  /** One page of the caller's addresses, newest first. */
  fetchAddresses(token: string | null, language: string, page: number): Promise<Paginator<Address>>;
  /** Creates the address (no id) or updates the caller's address with this id; answers the saved row. */
  saveAddress(fields: AddressFormFields & { id?: number }, token: string | null, language: string): Promise<Address>;
  /** Deletes the caller's address with this id; answers the id deleted. */
  deleteAddress(id: number, token: string | null, language: string): Promise<number>;
}
