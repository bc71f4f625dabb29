import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AddressBookState } from '../../core/account/addresses/address-book-state.port';
import type { Address } from '../../core/account/account';
import type { Paginator } from '../../core/shared/paginator';
import { appendAddresses, nextAddressPage } from '../../core/account/addresses/address-book';
import type { Hydratable } from '../app/hydratable';

type PageMeta = Omit<Paginator<Address>, 'data'>;

/** The addresses screen: the page of the address book on show (actions live in the page's form models). */
@injectable()
export class AddressesViewModel implements AddressBookState, Hydratable {
  addresses: Address[] = [];
  page: PageMeta | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get loaded(): boolean {
    return this.page !== null;
  }

  setPage(page: Paginator<Address>): void {
    const { data, ...meta } = page;
    this.addresses = data;
    this.page = meta;
  }

  /** A later page ("Show more" at shipping) goes after the rows shown; the meta becomes that page's. */
  appendPage(page: Paginator<Address>): void {
    const { data, ...meta } = page;
    this.addresses = appendAddresses(this.addresses, data);
    this.page = meta;
  }

  /** Whether the server has pages after the last one loaded. */
  get hasMore(): boolean {
    return this.page !== null && nextAddressPage(this.page) !== null;
  }

  setAddresses(addresses: Address[]): void {
    this.addresses = addresses;
  }

  snapshot(): unknown {
    return this.page ? { addresses: this.addresses, page: this.page } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { addresses?: Address[]; page?: PageMeta } | null;
    if (s?.page && Array.isArray(s.addresses)) this.setPage({ ...s.page, data: s.addresses });
  }
}
