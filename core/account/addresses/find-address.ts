import type { SessionState } from '../../auth/session-state.port';
import type { Address } from '../account';
import { nextAddressPage } from './address-book';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';

/**
 * Far more pages than any address book has (2,500 addresses): a server that keeps announcing
 * pages cannot keep the shopper waiting for ever.
 */
const MAX_PAGES = 100;

/**
 * The chosen address (the cart's `addressId`) for the shipping and checkout steps, even when it is
 * not on the first page of the book: the pages after the ones loaded are fetched until it shows up
 * or the book ends, and each joins the book (the chooser then lists the chosen address too).
 *
 * Why paging and not a read by id: api/v1 has no "one address" call (`user/address/all` is the
 * only read), and the storefront must work against any backend speaking that contract. The book is
 * newest first, so a chosen address is rarely far down; each page is one short request, made
 * only when the address is not already in memory.
 */
export class FindAddress {
  constructor(
    private readonly gateway: Pick<AddressGateway, 'fetchAddresses'>,
    private readonly state: AddressBookState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** The address, or null when the book does not hold it (deleted meanwhile, or never the caller's). */
  async execute(id: number, language: string): Promise<Address | null> {
    let found = this.state.addresses.find((a) => a.id === id);
    for (let fetched = 0; !found && fetched < MAX_PAGES; fetched++) {
      const page = nextAddressPage(this.state.page);
      if (page === null) break;
      const answer = await this.gateway.fetchAddresses(this.session.token, language, page);
      this.state.appendPage(answer);
      // A page past the end (the book shrank since the last count) ends the search.
      if (answer.data.length === 0) break;
      found = answer.data.find((a) => a.id === id);
    }
    return found ?? null;
  }
}
