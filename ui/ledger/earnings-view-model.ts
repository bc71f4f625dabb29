import { makeAutoObservable, runInAction } from 'mobx';
import type { SellerEarnings } from '../../core/ledger/earnings';
import type { EarningsDesk } from '../../core/ledger/ledger-desks';
import { RequestError } from '../../core/shared/request-error';

/**
 * `/seller/earnings`: the store's balance read from the ledger, its newest entries and payouts, and
 * a payout request. A refused amount keeps what was typed and shows the server's words beside it.
 */
export class EarningsViewModel {
  data: SellerEarnings | null = null;
  busy = false;
  failure: string | true | null = null;
  notice: string | null = null;
  amount = '';
  amountProblem: string | null = null;
  asking = false;

  constructor(private readonly desk: EarningsDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  async load(): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const data = await this.desk.earnings(this.language);
      runInAction(() => { this.data = data; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  setAmount(value: string): void {
    this.amount = value;
    this.amountProblem = null;
  }

  /** Fills the form with everything available now. */
  askForAll(): void {
    if (this.data) this.setAmount(this.data.available);
  }

  async requestPayout(): Promise<boolean> {
    this.asking = true;
    this.notice = null;
    this.amountProblem = null;
    try {
      const answer = await this.desk.requestPayout(this.amount, this.language);
      runInAction(() => { this.data = answer.data; this.notice = answer.message; this.amount = ''; });
      return true;
    } catch (error) {
      runInAction(() => {
        this.amountProblem = error instanceof RequestError && error.status < 500 ? error.fields.amount ?? error.firstMessage : '';
      });
      return false;
    } finally {
      runInAction(() => { this.asking = false; });
    }
  }

  statementUrl(month: string): string {
    return this.desk.statementUrl(month);
  }
}
