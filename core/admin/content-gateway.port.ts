import type { ContactMessageView, ListPage, MessageQuery, ModeratedReview, NewsletterCounts, ReviewQuery } from './content';

/** api/v1/admin's content calls as the console makes them; a refusal throws RequestError with the server's message in the caller's language. */
export interface ContentGateway {
  reviews(query: ReviewQuery, language: string): Promise<ListPage<ModeratedReview>>;
  /** Hides a review (or shows it again) with the reason; answers the server's message. */
  moderate(change: { id: number; version: number; action: 'hide' | 'show'; reason: string }, language: string): Promise<string>;
  messages(query: MessageQuery, language: string): Promise<ListPage<ContactMessageView>>;
  markMessage(change: { id: number; version: number; state: 'read' | 'answered' }, language: string): Promise<string>;
  reply(change: { id: number; version: number; body: string }, language: string): Promise<string>;
  newsletter(language: string): Promise<NewsletterCounts>;
  /** Where the browser downloads the confirmed addresses as CSV. */
  exportUrl(): string;
}
