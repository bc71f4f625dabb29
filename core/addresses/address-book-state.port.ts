import type { Address, Paginator } from '../domain/account';

/** Where the address book shown on screen is kept (the addresses view model). */
export interface AddressBookState {
  readonly addresses: readonly Address[];
  /** The page loaded, or null before the first load. */
  readonly page: Omit<Paginator<Address>, 'data'> | null;
  /** A page fetched from the server replaces the list. */
  setPage(page: Paginator<Address>): void;
  /** The list after a local change (add, edit, delete). */
  setAddresses(addresses: Address[]): void;
}
export const AddressBookState = Symbol('AddressBookState');
