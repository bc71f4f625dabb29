/* An account backend whose address book pages like api/v1 (25 a page, newest first), for the checkout steps' tests. */
import type { Address } from '../../core/account/account';
import type { Paginator } from '../../core/shared/paginator';
import { RequestError } from '../../core/shared/request-error';
import { makeAddress, MemoryAccountBackend } from '../account/account-test-kit';

export const PER_PAGE = 25;

/** `count` addresses, newest (highest id) first, as the server lists them. */
export const manyAddresses = (count: number): Address[] => Array.from({ length: count }, (_, i) => makeAddress(count - i));

export class PagedAccountBackend extends MemoryAccountBackend {
  /** The pages asked for, in order. */
  asked: number[] = [];
  /** A page that answers "API is down." until cleared. */
  failOnPage: number | null = null;

  constructor(addresses: Address[]) {
    super();
    this.addresses = addresses;
  }

  override async fetchAddresses(_t: string | null, _l: string, page: number): Promise<Paginator<Address>> {
    this.asked.push(page);
    if (page === this.failOnPage) throw new RequestError(0, 'API is down.');
    return this.page(page);
  }

  /** A page as the server answers it, without counting it as asked. */
  page(page: number): Paginator<Address> {
    const data = this.addresses.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    const from = data.length ? (page - 1) * PER_PAGE + 1 : null;
    const total = this.addresses.length;
    return { current_page: page, data, from, to: from === null ? null : from + data.length - 1, total, last_page: Math.max(1, Math.ceil(total / PER_PAGE)), per_page: PER_PAGE };
  }
}
