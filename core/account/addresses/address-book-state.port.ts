import type { Address } from '../account';
import type { Paginator } from '../../shared/paginator';

/** Where the address book shown on screen is kept (the addresses view model). */
export interface AddressBookState {
  readonly addresses: readonly Address[];
  /** The last page loaded (pages 1 to current_page are in the list), or null before the first load. */
  readonly page: Omit<Paginator<Address>, 'data'> | null;
  /** A page fetched from the server replaces the list. */
  setPage(page: Paginator<Address>): void;
  /** A later page fetched from the server joins the list after the rows shown ("Show more"). */
  appendPage(page: Paginator<Address>): void;
  /** The list after a local change (add, edit, delete). */
  setAddresses(addresses: Address[]): void;
}
