import { makeAutoObservable, runInAction } from 'mobx';
import type { SellerDesk } from '../../core/seller/seller-desk';
import type { SellerPage, SellerProductQuery, SellerProductRow } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';

/**
 * The products list: the page the server found for the query the address holds (search, status,
 * stock, category, page), and the search text as it is being typed. The screen changes the address;
 * the address changes the query, so reload and back show the same list.
 */
export class ProductListViewModel {
  query: SellerProductQuery;
  typed: string;
  page: SellerPage<SellerProductRow> | null = null;
  busy = false;
  failure: string | true | null = null;

  constructor(private readonly desk: SellerDesk, readonly language: string, query: SellerProductQuery) {
    this.query = query;
    this.typed = query.q;
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  setTyped(value: string): void {
    this.typed = value;
  }

  /** Reads the list of `query` (the address changed). */
  async load(query: SellerProductQuery): Promise<void> {
    this.query = query;
    this.typed = query.q;
    this.busy = true;
    this.failure = null;
    try {
      const page = await this.desk.products(query, this.language);
      runInAction(() => { this.page = page; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** The query after a filter changed: back to its first page. */
  filtered(change: Partial<SellerProductQuery>): SellerProductQuery {
    return { ...this.query, ...change, page: 1 };
  }
}
