/**
 * Content and moderation in the back office (issue 31, deliverable 5): the shapes api/v1/admin
 * answers and the console reads (one type for both sides), and the rules both sides check.
 */

/** A page of a back-office list (the server pages, filters and searches). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** Rows per page of the moderation lists. */
export const CONTENT_PAGE_SIZE = 20;

export const CONTENT = {
  /** A reason hiding or showing a review takes: at least a few characters, at most this many. */
  reasonMin: 3,
  reasonMax: 500,
  /** The longest reply to a contact message. */
  replyMax: 5000,
  /** The longest search text a list takes (longer is cut). */
  searchMax: 100,
} as const;

/** Whether shoppers see a review: the list's filter and each row's state. */
export const REVIEW_VISIBILITY = { shown: 'shown', hidden: 'hidden' } as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITY)[keyof typeof REVIEW_VISIBILITY];

/** A review as the moderation list shows it. */
export interface ModeratedReview {
  id: number;
  product_id: number;
  product_title: string;
  /** The reviewer's name and address (staff see who wrote it; shoppers see a first name only). */
  author: string;
  author_email: string;
  rating: number;
  comment: string | null;
  visibility: ReviewVisibility;
  /** Why a member last hid or showed it, by whom and when; null if nobody has. */
  reason: string | null;
  moderated_by: string | null;
  moderated_at: string | null;
  created_at: string;
  /** Sent back with a change: a change made on a stale row is refused. */
  version: number;
}

export interface ReviewQuery {
  page: number;
  visibility?: ReviewVisibility | '';
  /** 1 to 5 stars, or none. */
  rating?: number | null;
  /** Searches the product's title and the review's text. */
  q?: string;
}

/** Where a contact message stands. */
export const MESSAGE_STATE = { new: 'new', read: 'read', answered: 'answered' } as const;
export type MessageState = (typeof MESSAGE_STATE)[keyof typeof MESSAGE_STATE];
export const MESSAGE_STATES = Object.values(MESSAGE_STATE);

export function isMessageState(value: unknown): value is MessageState {
  return typeof value === 'string' && (MESSAGE_STATES as string[]).includes(value);
}

/** A reply mailed to the sender, kept with the message. */
export interface MessageReply {
  body: string;
  by: string;
  at: string;
}

export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the sender wrote in (null for old messages). */
  language: string | null;
  state: MessageState;
  created_at: string;
  read_at: string | null;
  answered_at: string | null;
  replies: MessageReply[];
  version: number;
}

export interface MessageQuery {
  page: number;
  state?: MessageState | '';
  /** Searches the sender's name and address, the subject and the message. */
  q?: string;
}

/** Newsletter addresses by where they stand (counts only: no address leaves but in the export). */
export interface NewsletterCounts {
  pending: number;
  confirmed: number;
  unsubscribed: number;
}

/** What starts a formula in a spreadsheet (and tab and carriage return, which some read as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value made safe for a spreadsheet: one that a spreadsheet would read as a formula (`=`, `+`,
 * `-`, `@`, a tab or a carriage return first) gets a leading apostrophe, so it is shown as the text
 * it is (OWASP's advice for CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
