import type { LoadMoreAddresses } from '../../core/account/addresses/load-more-addresses';
import type { LoadStates } from '../../core/account/addresses/load-states';
import type { AddressesViewModel } from '../account/addresses-view-model';

/** The account feature's address book, as the shipping and checkout steps use it. */
export interface StepAddressBook {
  book: Pick<AddressesViewModel, 'addresses' | 'hasMore'>;
  loadMore: Pick<LoadMoreAddresses, 'execute'>;
  loadStates: Pick<LoadStates, 'execute'>;
}

/**
 * Reaches the address book when a step first asks for it. The account feature is bound for these
 * routes (`uses: ['account']`), but the checkout feature is also bound without it (the payment
 * return and order pages use it) and must then resolve all the same.
 */
export type AddressBookAccess = () => StepAddressBook;
export const AddressBookAccess = Symbol('AddressBookAccess');
