import { describe, expect, it } from 'vitest';
import type { Address } from '../account';
import type { Paginator } from '../../shared/paginator';
import { RequestError } from '../../shared/request-error';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';
import { DeleteAddress } from './delete-address';
import { LoadAddresses } from './load-addresses';
import { SaveAddress } from './save-address';

const address = (id: number, city = 'Kabul'): Address => ({ id, name: 'Ana', email: 'ana@example.com', phone: '1', country: 'AF', state: 'BDS', city, zip: '1001', address_1: 'Main 1', address_2: null });
const paginator = (data: Address[]): Paginator<Address> => ({ current_page: 1, data, from: 1, to: data.length, total: data.length, last_page: 1, per_page: 25 });

/** An in-memory server that keeps rows per token, as the real one keeps them per user. */
class MemoryAddressGateway implements AddressGateway {
  rows: Address[] = [address(2), address(1)];
  next = 3;
  calls: { token: string | null; language: string }[] = [];
  async fetchAddresses(token: string | null, language: string, page: number) {
    this.calls.push({ token, language });
    return { ...paginator(this.rows), current_page: page };
  }
  async saveAddress(fields: Omit<Address, 'id'> & { id?: number }, token: string | null, language: string) {
    this.calls.push({ token, language });
    if (!fields.name) throw new RequestError(201, 'Name is required', ['Name is required']);
    const saved = { ...fields, id: fields.id ?? this.next++ } as Address;
    this.rows = fields.id ? this.rows.map((r) => (r.id === fields.id ? saved : r)) : [saved, ...this.rows];
    return saved;
  }
  async deleteAddress(id: number, token: string | null, language: string) {
    this.calls.push({ token, language });
    if (!this.rows.some((r) => r.id === id)) throw new RequestError(403, 'Unauthorized');
    this.rows = this.rows.filter((r) => r.id !== id);
    return id;
  }
}

function memoryBook(): AddressBookState & { addresses: Address[] } {
  return {
    addresses: [],
    page: null,
    setPage(page) { const { data, ...meta } = page; Object.assign(this, { addresses: data, page: meta }); },
    appendPage(page) { const { data, ...meta } = page; Object.assign(this, { addresses: [...this.addresses, ...data], page: meta }); },
    setAddresses(list) { this.addresses = list; },
  };
}

const session = { token: 'tok' };

describe('address use cases', () => {
  it('LoadAddresses fetches the page with the bearer token and language', async () => {
    const gateway = new MemoryAddressGateway();
    const book = memoryBook();
    await new LoadAddresses(gateway, book, session).execute('fr', 2);
    expect(book.addresses.map((a) => a.id)).toEqual([2, 1]);
    expect(book.page?.current_page).toBe(2);
    expect(gateway.calls).toEqual([{ token: 'tok', language: 'fr' }]);
  });

  it('SaveAddress puts a new address first and reports it as added', async () => {
    const gateway = new MemoryAddressGateway();
    const book = memoryBook();
    await new LoadAddresses(gateway, book, session).execute('en');
    const { id: _id, ...fields } = address(0, 'Herat');
    const result = await new SaveAddress(gateway, book, session).execute(fields, 'en');
    expect(result.added).toBe(true);
    expect(book.addresses.map((a) => a.id)).toEqual([3, 2, 1]);
  });

  it('SaveAddress with an id replaces that address in place', async () => {
    const gateway = new MemoryAddressGateway();
    const book = memoryBook();
    await new LoadAddresses(gateway, book, session).execute('en');
    const result = await new SaveAddress(gateway, book, session).execute(address(1, 'Mazar'), 'en');
    expect(result.added).toBe(false);
    expect(book.addresses.map((a) => [a.id, a.city])).toEqual([[2, 'Kabul'], [1, 'Mazar']]);
  });

  it('a refused save leaves the list as it was', async () => {
    const gateway = new MemoryAddressGateway();
    const book = memoryBook();
    await new LoadAddresses(gateway, book, session).execute('en');
    await expect(new SaveAddress(gateway, book, session).execute({ ...address(0), name: '' }, 'en')).rejects.toThrow('Name is required');
    expect(book.addresses.map((a) => a.id)).toEqual([2, 1]);
  });

  it('DeleteAddress removes the address after the server agreed, and nothing when refused', async () => {
    const gateway = new MemoryAddressGateway();
    const book = memoryBook();
    await new LoadAddresses(gateway, book, session).execute('en');
    await new DeleteAddress(gateway, book, session).execute(2, 'en');
    expect(book.addresses.map((a) => a.id)).toEqual([1]);
    await expect(new DeleteAddress(gateway, book, session).execute(99, 'en')).rejects.toBeInstanceOf(RequestError);
    expect(book.addresses.map((a) => a.id)).toEqual([1]);
  });
});
