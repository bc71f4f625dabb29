import { makeAutoObservable, runInAction } from 'mobx';
import {
  type ContactMessageView, type ListPage, type MessageState, type ModeratedReview, type NewsletterCounts, type ReviewVisibility,
} from '../../core/admin/content';
import { type ContentDesk, type ContentProblem, reasonProblem, replyProblem } from '../../core/admin/content-desk';
import { RequestError } from '../../core/shared/request-error';

export type ContentTab = 'reviews' | 'messages' | 'newsletter';

/** What is being written for one row: a reason to hide or show a review, or a reply to a message. */
interface Draft {
  id: number;
  text: string;
  problem: ContentProblem | null;
}

/**
 * The console's content section: reviews to moderate, contact messages to work through, the
 * newsletter's counts. Lists are filtered and paged on the server; a change reloads the page it
 * was made on, so the row shows its new state, reason and version.
 */
export class ContentViewModel {
  tab: ContentTab = 'reviews';
  reviewFilter: { visibility: ReviewVisibility | ''; rating: string; q: string } = { visibility: '', rating: '', q: '' };
  reviews: ListPage<ModeratedReview> | null = null;
  messageFilter: { state: MessageState | ''; q: string } = { state: '', q: '' };
  messages: ListPage<ContactMessageView> | null = null;
  newsletter: NewsletterCounts | null = null;
  /** The row whose reason or reply is being written (one at a time). */
  draft: Draft | null = null;
  busy = false;
  notice: string | null = null;
  failure: string | true | null = null;

  constructor(private readonly desk: ContentDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  get exportUrl(): string {
    return this.desk.exportUrl();
  }

  async open(tab: ContentTab): Promise<void> {
    this.tab = tab;
    this.draft = null;
    this.notice = null;
    this.failure = null;
    if (tab === 'reviews') await this.loadReviews(1);
    else if (tab === 'messages') await this.loadMessages(1);
    else await this.run(async () => {
      const counts = await this.desk.newsletter(this.language);
      runInAction(() => { this.newsletter = counts; });
    });
  }

  setReviewFilter(field: 'visibility' | 'rating' | 'q', value: string): void {
    this.reviewFilter = { ...this.reviewFilter, [field]: value };
  }

  setMessageFilter(field: 'state' | 'q', value: string): void {
    this.messageFilter = { ...this.messageFilter, [field]: value };
  }

  async loadReviews(page: number): Promise<void> {
    const { visibility, rating, q } = this.reviewFilter;
    await this.run(async () => {
      const reviews = await this.desk.reviews({ page, visibility, rating: rating === '' ? null : Number(rating), q: q.trim() }, this.language);
      runInAction(() => { this.reviews = reviews; });
    });
  }

  async loadMessages(page: number): Promise<void> {
    const { state, q } = this.messageFilter;
    await this.run(async () => {
      const messages = await this.desk.messages({ page, state, q: q.trim() }, this.language);
      runInAction(() => { this.messages = messages; });
    });
  }

  /** Starts writing the reason (a review) or the reply (a message) of a row. */
  write(id: number): void {
    this.draft = { id, text: '', problem: null };
    this.notice = null;
    this.failure = null;
  }

  type(text: string): void {
    if (this.draft) this.draft = { ...this.draft, text, problem: null };
  }

  cancel(): void {
    this.draft = null;
  }

  async moderate(review: ModeratedReview): Promise<void> {
    const draft = this.draft;
    if (!draft || draft.id !== review.id) return;
    const problem = reasonProblem(draft.text);
    if (problem) {
      this.draft = { ...draft, problem };
      return;
    }
    await this.change(() => this.desk.moderate(review, draft.text, this.language), () => this.loadReviews(this.reviews?.page ?? 1));
  }

  async mark(message: ContactMessageView, state: 'read' | 'answered'): Promise<void> {
    await this.change(() => this.desk.mark(message, state, this.language), () => this.loadMessages(this.messages?.page ?? 1));
  }

  async reply(message: ContactMessageView): Promise<void> {
    const draft = this.draft;
    if (!draft || draft.id !== message.id) return;
    const problem = replyProblem(draft.text);
    if (problem) {
      this.draft = { ...draft, problem };
      return;
    }
    await this.change(() => this.desk.reply(message, draft.text, this.language), () => this.loadMessages(this.messages?.page ?? 1));
  }

  /** A change, then the list reloaded (a refusal reloads too: the row may have changed under the member). */
  private async change(work: () => Promise<string>, reload: () => Promise<void>): Promise<void> {
    let said: string | null = null;
    await this.run(async () => {
      said = await work();
      runInAction(() => { this.draft = null; });
    });
    const refused = this.failure;
    await reload();
    runInAction(() => {
      this.notice = said;
      if (refused) this.failure = refused;
    });
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? (error.form?.[0] ?? error.message) : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
