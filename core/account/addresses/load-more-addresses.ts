import type { SessionState } from '../../auth/session-state.port';
import { nextAddressPage } from './address-book';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';

/**
 * The shipping step's "Show more": the page after the last one loaded joins the address book, so
 * a shopper with more than one page of addresses can choose any of them. The list changes only
 * when the page arrived; a failure (thrown RequestError) leaves it, and the choice, as they were.
 */
export class LoadMoreAddresses {
  constructor(
    private readonly gateway: Pick<AddressGateway, 'fetchAddresses'>,
    private readonly state: AddressBookState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Answers whether the server has still more pages after this one. */
  async execute(language: string): Promise<boolean> {
    const page = nextAddressPage(this.state.page);
    if (page === null) return false;
    this.state.appendPage(await this.gateway.fetchAddresses(this.session.token, language, page));
    return nextAddressPage(this.state.page) !== null;
  }
}
