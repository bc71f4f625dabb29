import { describe, expect, it } from 'vitest';
import type { Address } from '../account';
import type { Paginator } from '../../shared/paginator';
import { appendAddresses } from './address-book';
import { RequestError } from '../../shared/request-error';
import type { AddressBookState } from './address-book-state.port';
import type { AddressGateway } from './address-gateway.port';
import { FindAddress } from './find-address';
import { LoadMoreAddresses } from './load-more-addresses';

const address = (id: number): Address => ({ id, name: `Person ${id}`, email: 'p@example.com', phone: '1', country: 'AF', state: 'BDS', city: 'Kabul', zip: '1001', address_1: 'Main 1', address_2: null });

/** A server that pages like api/v1: 25 per page, newest (highest id) first, and can be made to fail. */
class PagedServer implements Pick<AddressGateway, 'fetchAddresses'> {
  rows: Address[];
  requested: number[] = [];
  failOnPage: number | null = null;
  constructor(count: number) {
    this.rows = Array.from({ length: count }, (_, i) => address(count - i));
  }
  async fetchAddresses(_token: string | null, _language: string, page: number): Promise<Paginator<Address>> {
    this.requested.push(page);
    if (page === this.failOnPage) throw new RequestError(0, 'API is down.');
    const data = this.rows.slice((page - 1) * 25, page * 25);
    const from = data.length ? (page - 1) * 25 + 1 : null;
    return { current_page: page, data, from, to: from === null ? null : from + data.length - 1, total: this.rows.length, last_page: Math.max(1, Math.ceil(this.rows.length / 25)), per_page: 25 };
  }
}

function memoryBook(): AddressBookState & { addresses: Address[] } {
  return {
    addresses: [],
    page: null,
    setPage(page) { const { data, ...meta } = page; Object.assign(this, { addresses: data, page: meta }); },
    appendPage(page) { const { data, ...meta } = page; Object.assign(this, { addresses: appendAddresses(this.addresses, data), page: meta }); },
    setAddresses(list) { this.addresses = list; },
  };
}

async function bookWithFirstPage(server: PagedServer) {
  const book = memoryBook();
  book.setPage(await server.fetchAddresses(null, 'en', 1));
  server.requested = [];
  return book;
}

const session = { token: 'tok' };

describe('LoadMoreAddresses', () => {
  it('joins the next page after the addresses shown and says whether more remain', async () => {
    const server = new PagedServer(60);
    const book = await bookWithFirstPage(server);
    const more = new LoadMoreAddresses(server, book, session);
    expect(await more.execute('en')).toBe(true);
    expect(book.addresses).toHaveLength(50);
    expect(book.addresses[25]!.id).toBe(35);
    expect(await more.execute('en')).toBe(false);
    expect(book.addresses.map((a) => a.id)).toEqual(server.rows.map((a) => a.id));
    expect(server.requested).toEqual([2, 3]);
  });

  it('asks for nothing once the last page is shown', async () => {
    const server = new PagedServer(25);
    const book = await bookWithFirstPage(server);
    expect(await new LoadMoreAddresses(server, book, session).execute('en')).toBe(false);
    expect(server.requested).toEqual([]);
  });

  it('lists an address once when one added meanwhile shifted the pages', async () => {
    const server = new PagedServer(30);
    const book = await bookWithFirstPage(server);
    server.rows.unshift(address(31));
    book.setAddresses([address(31), ...book.addresses]);
    await new LoadMoreAddresses(server, book, session).execute('en');
    const ids = book.addresses.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(server.rows.map((a) => a.id));
  });

  it('keeps the addresses shown when the page fails, and the next try fetches the same page', async () => {
    const server = new PagedServer(30);
    const book = await bookWithFirstPage(server);
    server.failOnPage = 2;
    const more = new LoadMoreAddresses(server, book, session);
    await expect(more.execute('en')).rejects.toThrow('API is down.');
    expect(book.addresses).toHaveLength(25);
    expect(book.page?.current_page).toBe(1);
    server.failOnPage = null;
    await more.execute('en');
    expect(book.addresses).toHaveLength(30);
    expect(server.requested).toEqual([2, 2]);
  });
});

describe('FindAddress', () => {
  it('finds an address on the first page without asking the server', async () => {
    const server = new PagedServer(60);
    const book = await bookWithFirstPage(server);
    expect((await new FindAddress(server, book, session).execute(50, 'en'))?.id).toBe(50);
    expect(server.requested).toEqual([]);
  });

  it('pages on until the chosen address shows up, and the book keeps those pages', async () => {
    const server = new PagedServer(80);
    const book = await bookWithFirstPage(server);
    const found = await new FindAddress(server, book, session).execute(20, 'en');
    expect(found?.name).toBe('Person 20');
    expect(server.requested).toEqual([2, 3]);
    expect(book.addresses).toHaveLength(75);
    expect(book.page?.current_page).toBe(3);
  });

  it('loads the first page itself when the book was never loaded', async () => {
    const server = new PagedServer(30);
    const book = memoryBook();
    expect((await new FindAddress(server, book, session).execute(3, 'en'))?.id).toBe(3);
    expect(server.requested).toEqual([1, 2]);
  });

  it('answers null after the last page for an address the book does not hold', async () => {
    const server = new PagedServer(60);
    const book = await bookWithFirstPage(server);
    expect(await new FindAddress(server, book, session).execute(999, 'en')).toBeNull();
    expect(server.requested).toEqual([2, 3]);
  });

  it('stops at an empty page (the book shrank since it was counted)', async () => {
    const server = new PagedServer(60);
    const book = await bookWithFirstPage(server);
    server.rows = server.rows.slice(0, 26);
    server.fetchAddresses = ((fetch) => async (t: string | null, l: string, page: number) => ({ ...(await fetch(t, l, page)), last_page: 9 }))(server.fetchAddresses.bind(server));
    expect(await new FindAddress(server, book, session).execute(1, 'en')).toBeNull();
    expect(server.requested).toEqual([2, 3]);
  });

  it('gives up after a bounded number of pages on a server that never ends', async () => {
    const book = memoryBook();
    let calls = 0;
    const endless = { fetchAddresses: async (_t: string | null, _l: string, page: number) => { calls++; return { current_page: page, data: [address(10_000 + page)], from: page, to: page, total: 1e9, last_page: 1e9, per_page: 1 }; } };
    expect(await new FindAddress(endless, book, session).execute(1, 'en')).toBeNull();
    expect(calls).toBe(100);
  });

  it('lets a failure through and keeps the pages found so far', async () => {
    const server = new PagedServer(80);
    const book = await bookWithFirstPage(server);
    server.failOnPage = 3;
    await expect(new FindAddress(server, book, session).execute(5, 'en')).rejects.toBeInstanceOf(RequestError);
    expect(book.addresses).toHaveLength(50);
  });
});

describe('appendAddresses', () => {
  it('keeps the order and drops rows already listed', () => {
    expect(appendAddresses([address(3), address(2)], [address(2), address(1)]).map((a) => a.id)).toEqual([3, 2, 1]);
  });
});
