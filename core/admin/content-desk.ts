import { CONTENT, type ContactMessageView, type ListPage, type MessageQuery, type ModeratedReview, type NewsletterCounts, type ReviewQuery } from './content';
import type { ContentGateway } from './content-gateway.port';

/** Why the console refuses a change before asking (the server checks the same, and words its own refusals). */
export type ContentProblem = 'reason_needed' | 'reply_needed';

/** A reason to hide or show a review: CONTENT.reasonMin to reasonMax characters, spaces around left out. */
export function reasonProblem(reason: string): ContentProblem | null {
  const length = [...reason.trim()].length;
  return length < CONTENT.reasonMin || length > CONTENT.reasonMax ? 'reason_needed' : null;
}

/** A reply: some text, at most CONTENT.replyMax characters. */
export function replyProblem(body: string): ContentProblem | null {
  const length = body.trim().length;
  return length === 0 || length > CONTENT.replyMax ? 'reply_needed' : null;
}

/**
 * What the console's content section does: moderate reviews, work through contact messages, read
 * the newsletter's counts. Each change carries the version of the row the member read.
 */
export class ContentDesk {
  constructor(private readonly gateway: ContentGateway) {}

  reviews(query: ReviewQuery, language: string): Promise<ListPage<ModeratedReview>> {
    return this.gateway.reviews(query, language);
  }

  moderate(review: Pick<ModeratedReview, 'id' | 'version' | 'visibility'>, reason: string, language: string): Promise<string> {
    return this.gateway.moderate({ id: review.id, version: review.version, action: review.visibility === 'shown' ? 'hide' : 'show', reason: reason.trim() }, language);
  }

  messages(query: MessageQuery, language: string): Promise<ListPage<ContactMessageView>> {
    return this.gateway.messages(query, language);
  }

  mark(message: Pick<ContactMessageView, 'id' | 'version'>, state: 'read' | 'answered', language: string): Promise<string> {
    return this.gateway.markMessage({ id: message.id, version: message.version, state }, language);
  }

  reply(message: Pick<ContactMessageView, 'id' | 'version'>, body: string, language: string): Promise<string> {
    return this.gateway.reply({ id: message.id, version: message.version, body: body.trim() }, language);
  }

  newsletter(language: string): Promise<NewsletterCounts> {
    return this.gateway.newsletter(language);
  }

  exportUrl(): string {
    return this.gateway.exportUrl();
  }
}
