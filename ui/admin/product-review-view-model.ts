import { makeAutoObservable, runInAction } from 'mobx';
import type { Page } from '../../core/admin/people';
import type { ProductInReview } from '../../core/admin/product-review';
import { ProductReviewProblem, type ProductReviewDesk } from '../../core/admin/product-review-desk';
import { RequestError } from '../../core/shared/request-error';

/** A refusal as the section shows it: the server's words, a local problem's key, or `true` for "something went wrong". */
type Failure = { text: string } | { key: string } | true;

function failureOf(error: unknown): Failure {
  if (error instanceof ProductReviewProblem) return { key: error.code };
  if (error instanceof RequestError) return { text: error.firstMessage };
  return true;
}

/**
 * The console's review queue: sellers' products waiting for the shop, paged on the server, oldest
 * first; approving one, or sending it back with a reason typed in place. After each decision (or a
 * refusal: another member may have decided first) the queue is read again.
 */
export class ProductReviewViewModel {
  queue: Page<ProductInReview> | null = null;
  page = 1;
  /** The product whose send-back reason is being typed. */
  open: number | null = null;
  reason = '';
  busy = false;
  notice: string | null = null;
  failure: Failure | null = null;

  constructor(private readonly desk: ProductReviewDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  async load(): Promise<void> {
    await this.run(async () => {
      const page = await this.desk.queue(this.page, this.language);
      runInAction(() => { this.queue = page; });
    });
  }

  goTo(page: number): Promise<void> {
    this.page = page;
    this.close();
    return this.load();
  }

  ask(productId: number): void {
    this.open = productId;
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

  async decide(product: ProductInReview, decision: 'approve' | 'send_back'): Promise<void> {
    this.notice = null;
    let sent = false;
    await this.run(async () => {
      const message = await this.desk.decide(product, decision, this.reason, this.language);
      sent = true;
      runInAction(() => {
        this.notice = message;
        this.close();
      });
    });
    const refusal = this.failure;
    if (sent || (refusal !== null && refusal !== true && 'text' in refusal)) {
      await this.load();
      runInAction(() => { if (!sent) this.failure = refusal; });
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
