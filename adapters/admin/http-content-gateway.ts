import type { ContactMessageView, ListPage, MessageQuery, ModeratedReview, NewsletterCounts, ReviewQuery } from '../../core/admin/content';
import type { ContentGateway } from '../../core/admin/content-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** Leaves out the filters not set, so the server reads only what was asked. */
const paramsOf = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<string, string | number>;

/** api/v1/admin's content calls from the console, each with the back office's CSRF header. */
export class HttpContentGateway implements ContentGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies, private readonly apiBase = '/api/v1/') {}

  private options(language: string) {
    return { language, headers: backOfficeHeaders(this.cookies) };
  }

  reviews(query: ReviewQuery, language: string): Promise<ListPage<ModeratedReview>> {
    return this.api.get<ListPage<ModeratedReview>>('admin/reviews', { ...this.options(language), params: paramsOf(query) });
  }

  async moderate(change: { id: number; version: number; action: 'hide' | 'show'; reason: string }, language: string): Promise<string> {
    return (await this.api.postWithMessage<null>('admin/reviews/moderate', change, this.options(language))).message;
  }

  messages(query: MessageQuery, language: string): Promise<ListPage<ContactMessageView>> {
    return this.api.get<ListPage<ContactMessageView>>('admin/messages', { ...this.options(language), params: paramsOf(query) });
  }

  async markMessage(change: { id: number; version: number; state: 'read' | 'answered' }, language: string): Promise<string> {
    return (await this.api.postWithMessage<null>('admin/messages/state', change, this.options(language))).message;
  }

  async reply(change: { id: number; version: number; body: string }, language: string): Promise<string> {
    return (await this.api.postWithMessage<null>('admin/messages/reply', change, this.options(language))).message;
  }

  newsletter(language: string): Promise<NewsletterCounts> {
    return this.api.get<NewsletterCounts>('admin/newsletter', this.options(language));
  }

  exportUrl(): string {
    return `${this.apiBase}admin/newsletter/export.csv`;
  }
}
