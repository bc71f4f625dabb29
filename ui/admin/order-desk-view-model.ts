import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderDeskAction, OrderDeskDetail, OrderDeskPage, OrderDeskQuery, OrderDeskSort } from '../../core/admin/order-desk';
import type { OrderDeskConsole } from '../../core/admin/order-desk-console';
import { RequestError } from '../../core/shared/request-error';

/** The server's message of a refusal, or null for anything else (the section then says it generally). */
function messageOf(error: unknown): string | null {
  return error instanceof RequestError ? (error.form?.[0] ?? error.message) : null;
}

/** The sort choices the list offers: a whitelisted column and its direction. */
export const SORT_CHOICES = ['placed_desc', 'placed_asc', 'total_desc', 'total_asc', 'status_asc', 'status_desc'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/** An action waiting for the member to say yes (a cancellation also waits for its reason). */
export type Pending = 'cancel' | 'refund' | 'partRefunded' | null;

/**
 * The console's order desk: the list as the member filters, searches, sorts and pages it (every
 * one of those asked of the server), and one order with the actions its state allows. An action
 * carries the version the order was read at; whatever the server says (done, or refused) is shown,
 * and the order is read again.
 */
export class OrderDeskViewModel {
  query: OrderDeskQuery = { page: 1, sort: 'placed', dir: 'desc' };
  search = '';
  page: OrderDeskPage | null = null;
  detail: OrderDeskDetail | null = null;
  busy = false;
  notice: string | null = null;
  failure: string | true | null = null;
  pending: Pending = null;
  reason = '';

  /** `initial`: the list as the console's address asks for it (a dashboard figure's link: `/admin/orders?status=1`). */
  constructor(private readonly desk: OrderDeskConsole, readonly language: string, initial?: OrderDeskQuery) {
    if (initial) {
      this.query = initial;
      this.search = initial.q ?? '';
    }
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  get sortChoice(): SortChoice {
    return `${this.query.sort ?? 'placed'}_${this.query.dir ?? 'desc'}` as SortChoice;
  }

  setSearch(value: string): void {
    this.search = value;
  }

  setReason(value: string): void {
    this.reason = value;
    this.failure = null;
  }

  /** Changes one filter (or the sort) and reads the first page again. */
  async filter(change: Partial<OrderDeskQuery>): Promise<void> {
    this.query = { ...this.query, ...change, page: 1 };
    await this.loadList();
  }

  async sortBy(choice: SortChoice): Promise<void> {
    const [sort, dir] = choice.split('_') as [OrderDeskSort, 'asc' | 'desc'];
    await this.filter({ sort, dir });
  }

  async submitSearch(): Promise<void> {
    await this.filter({ q: this.search.trim() || undefined });
  }

  async goToPage(page: number): Promise<void> {
    this.query = { ...this.query, page };
    await this.loadList();
  }

  async loadList(): Promise<void> {
    await this.run(async () => {
      const page = await this.desk.list(this.query, this.language);
      runInAction(() => { this.page = page; });
    });
  }

  async open(code: string): Promise<void> {
    this.notice = null;
    this.pending = null;
    await this.run(async () => {
      const detail = await this.desk.detail(code, this.language);
      runInAction(() => { this.detail = detail; });
    });
  }

  /** Asks before a cancellation (with its reason), a refund or recording parts paid back; other actions go at once. */
  ask(action: OrderDeskAction): void {
    this.notice = null;
    this.failure = null;
    if (action === 'cancel' || action === 'refund' || action === 'partRefunded') {
      this.pending = action;
      this.reason = '';
    } else void this.act(action);
  }

  dismiss(): void {
    this.pending = null;
    this.reason = '';
  }

  async act(action: OrderDeskAction): Promise<void> {
    const order = this.detail;
    if (!order) return;
    await this.run(async () => {
      try {
        const { detail, message } = await this.desk.act(order, action, this.language, action === 'cancel' ? this.reason : undefined);
        runInAction(() => { this.detail = detail; this.notice = message; this.pending = null; this.reason = ''; });
      } catch (error) {
        // Refused: show why, and what the order is now (another member may have changed it).
        const fresh = await this.desk.detail(order.code, this.language).catch(() => null);
        runInAction(() => {
          if (fresh) this.detail = fresh;
          if (action !== 'cancel' || !(error instanceof RequestError) || fresh?.version !== order.version) this.pending = null;
        });
        throw error;
      }
    });
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => { this.failure = messageOf(error) ?? true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
