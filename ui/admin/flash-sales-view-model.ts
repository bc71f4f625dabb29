import { makeAutoObservable, runInAction } from 'mobx';
import type { FlashSaleList, FlashSaleState, FlashSaleView } from '../../core/admin/flash-sales';
import type { FlashSaleDraft, FlashSalesDesk } from '../../core/admin/flash-sales-desk';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import { RequestError } from '../../core/shared/request-error';

/**
 * `/admin/flash-sales`: the sales of one state (upcoming, running, ended) a page at a time, one
 * sale's form open at a time (new or edited), closing a sale. The times are typed in `timeZone`
 * (the member's, the browser's own) and sent as instants. A refusal puts the server's message
 * beside each field it names (`data.fields`), or above the form when it names none.
 */
export class FlashSalesViewModel {
  state: FlashSaleState = 'upcoming';
  page = 1;
  list: FlashSaleList | null = null;
  busy = false;
  /** The form open: a new sale, or a copy of the one being edited. */
  draft: FlashSaleDraft | null = null;
  /** The sale the form was read from (null for a new one). */
  editing: FlashSaleView | null = null;
  /** The sale whose closing waits for the member's yes. */
  confirming: number | null = null;
  /** The server's message per refused field of the form. */
  errors: Record<string, string> = {};
  notice: string | null = null;
  /** Why the last call was refused: the server's reasons, or `true` when it said nothing the page can show. */
  failure: readonly string[] | true | null = null;

  constructor(private readonly desk: FlashSalesDesk, readonly language: string, readonly timeZone: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, timeZone: false });
  }

  load(): Promise<void> {
    return this.call(() => this.desk.list(this.state, this.page, this.language));
  }

  show(state: FlashSaleState): Promise<void> {
    this.state = state;
    this.page = 1;
    this.notice = null;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  open(sale: FlashSaleView | null): void {
    this.editing = sale;
    this.draft = this.desk.draft(sale, this.timeZone);
    this.errors = {};
    this.failure = null;
  }

  cancel(): void {
    this.draft = null;
    this.editing = null;
    this.errors = {};
    this.failure = null;
  }

  setTitle(language: string, value: string): void {
    if (this.draft) this.draft.titles[language] = value;
  }

  setTime(field: 'start' | 'end', value: string): void {
    if (this.draft) this.draft[field] = value;
  }

  setPublic(value: boolean): void {
    if (this.draft) this.draft.public = value;
  }

  save(): Promise<void> {
    const draft = this.draft;
    if (!draft) return Promise.resolve();
    const readAt = this.editing;
    return this.change(() => this.desk.save(draft, readAt, this.timeZone, this.language), () => this.cancel());
  }

  /** Asks before closing: a running sale ends at once, its prices back for every shopper. */
  askClose(sale: FlashSaleView | null): void {
    this.confirming = sale?.id ?? null;
  }

  close(sale: FlashSaleView): Promise<void> {
    this.confirming = null;
    return this.change(() => this.desk.close(sale, this.language), () => this.cancel());
  }

  /** A change: its answer is the first page of the state the sale is in now, shown with what the server said. */
  private async change(work: () => Promise<Changed<FlashSaleList>>, onDone: () => void): Promise<void> {
    let message = '';
    await this.call(async () => {
      const answer = await work();
      message = answer.message;
      return answer.data;
    }, () => {
      onDone();
      this.notice = message;
    });
  }

  private async call(work: () => Promise<FlashSaleList>, onDone?: () => void): Promise<void> {
    this.busy = true;
    this.failure = null;
    this.notice = null;
    this.errors = {};
    try {
      const list = await work();
      runInAction(() => {
        this.list = list;
        this.state = list.state;
        this.page = list.sales.current_page;
        onDone?.();
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof RequestError ? error.fields : {};
        this.errors = { ...fields };
        if (Object.keys(fields).length === 0) this.failure = error instanceof RequestError ? (error.form.length > 0 ? error.form : [error.message]) : true;
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
