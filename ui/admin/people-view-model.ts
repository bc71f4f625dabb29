import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerRow, CustomerSort, Page, PendingSeller, SellerState } from '../../core/admin/people';
import { PeopleProblem, type PeopleDesk } from '../../core/admin/people-desk';
import { RequestError } from '../../core/shared/request-error';

/** A refusal as the section shows it: the server's words, a local problem's key, or `true` for "something went wrong". */
type Failure = { text: string } | { key: string } | true;

function failureOf(error: unknown): Failure {
  if (error instanceof PeopleProblem) return { key: error.code };
  if (error instanceof RequestError) return { text: error.firstMessage };
  return true;
}

/**
 * The console's people section: the sellers waiting (or refused) and the customers found, each
 * list paged on the server; approving or refusing a store, blocking or unblocking a customer, with
 * the reason typed in place. After each change the list is read again (the row's version moved).
 */
export class PeopleViewModel {
  sellerState: SellerState = 'waiting';
  sellers: Page<PendingSeller> | null = null;
  sellerPage = 1;
  customers: Page<CustomerRow> | null = null;
  query = '';
  /** The search the list shows (what was typed when Search was pressed). */
  searched = '';
  sort: CustomerSort = 'newest';
  customerPage = 1;
  /** The store or customer whose reason is being typed (`store:12`, `customer:40`). */
  open: string | null = null;
  reason = '';
  busy = false;
  notice: string | null = null;
  failure: Failure | null = null;

  constructor(private readonly desk: PeopleDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  async load(): Promise<void> {
    await Promise.all([this.loadSellers(), this.loadCustomers()]);
  }

  async loadSellers(): Promise<void> {
    await this.run(async () => {
      const page = await this.desk.sellers(this.sellerState, this.sellerPage, this.language);
      runInAction(() => { this.sellers = page; });
    });
  }

  async loadCustomers(): Promise<void> {
    await this.run(async () => {
      const page = await this.desk.customers({ q: this.searched, page: this.customerPage, sort: this.sort }, this.language);
      runInAction(() => { this.customers = page; });
    });
  }

  showSellers(state: SellerState): Promise<void> {
    this.sellerState = state;
    this.sellerPage = 1;
    this.close();
    return this.loadSellers();
  }

  sellersPage(page: number): Promise<void> {
    this.sellerPage = page;
    return this.loadSellers();
  }

  setQuery(value: string): void {
    this.query = value;
  }

  search(): Promise<void> {
    this.searched = this.query;
    this.customerPage = 1;
    this.close();
    return this.loadCustomers();
  }

  sortBy(sort: CustomerSort): Promise<void> {
    this.sort = sort;
    this.customerPage = 1;
    return this.loadCustomers();
  }

  customersPage(page: number): Promise<void> {
    this.customerPage = page;
    return this.loadCustomers();
  }

  /** Opens the reason field of a refusal or a block. */
  ask(target: string): void {
    this.open = target;
    this.reason = '';
    this.failure = null;
  }

  close(): void {
    this.open = null;
    this.reason = '';
  }

  setReason(value: string): void {
    this.reason = value;
    this.failure = null;
  }

  async decide(seller: PendingSeller, decision: 'approve' | 'refuse'): Promise<void> {
    await this.change(() => this.desk.decide(seller, decision, this.reason, this.language), () => this.loadSellers());
  }

  async toggleBlock(customer: CustomerRow): Promise<void> {
    await this.change(() => this.desk.block(customer, this.reason, this.language), () => this.loadCustomers());
  }

  private async change(send: () => Promise<string>, reload: () => Promise<void>): Promise<void> {
    this.notice = null;
    let sent = false;
    await this.run(async () => {
      const message = await send();
      sent = true;
      runInAction(() => {
        this.notice = message;
        this.close();
      });
    });
    // Whether it went through or the server refused it (someone else's change may have come first),
    // the list shows what is now; a refusal stays on screen.
    const refusal = this.failure;
    if (sent) await reload();
    else if (refusal !== null && refusal !== true && 'text' in refusal) {
      await reload();
      runInAction(() => { this.failure = refusal; });
    }
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => { this.failure = failureOf(error); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
