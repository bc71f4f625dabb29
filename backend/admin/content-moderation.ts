import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import {
  CONTENT, CONTENT_PAGE_SIZE, type ContactMessageView, isMessageState, type ListPage, MESSAGE_STATE, type MessageQuery, type MessageState,
  type ModeratedReview, type NewsletterCounts, REVIEW_VISIBILITY, type ReviewQuery, spreadsheetSafe,
} from '../../core/admin/content';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { announceChange } from '../cache/cache-changes';
import type { MailSink } from '../mail/mailer';
import { contactReplyMail } from '../mail/templates/contact-mails';
import { recomputeRating } from '../reviews/reviews';
import { recordAudit } from './audit-log';

/** Who makes a change, for its audit entry. */
export interface Actor {
  id: number;
  email: string;
  ip: string | null;
}

/** A change's outcome: done (with what the answer carries), or refused with the message's key. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: string };

/** `%text%` for LIKE, with LIKE's own wildcards taken literally, lower-cased (search is case-blind). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
const lowerLike = (column: string, pattern: string): Expression<SqlBool> => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

function pageOf<T>(rows: T[], total: number, page: number): ListPage<T> {
  return { rows, total, page, lastPage: Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE)) };
}

const visibilityOf = (status: number) => (status === PUBLIC ? REVIEW_VISIBILITY.shown : REVIEW_VISIBILITY.hidden);

/** The reviews of every product, newest first, filtered by visibility and stars and searched by product title or text. */
export async function listReviews(db: Kysely<DB>, query: ReviewQuery): Promise<ListPage<ModeratedReview>> {
  let base = db.selectFrom('reviews as r').innerJoin('products as p', 'p.id', 'r.product_id').innerJoin('users as u', 'u.id', 'r.user_id');
  if (query.visibility) base = base.where('r.status', '=', query.visibility === REVIEW_VISIBILITY.shown ? PUBLIC : PRIVATE);
  if (query.rating) base = base.where('r.rating', '=', query.rating);
  if (query.q) {
    const pattern = containing(query.q);
    base = base.where((eb) => eb.or([lowerLike('p.title', pattern), lowerLike('r.comment', pattern)]));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    base.select([
      'r.id', 'r.product_id', 'p.title as product_title', 'u.name as author', 'u.email as author_email', 'r.rating', 'r.comment', 'r.status',
      'r.moderation_reason', 'r.moderated_by', 'r.moderated_at', 'r.created_at', 'r.version',
    ]).orderBy('r.id', 'desc').limit(CONTENT_PAGE_SIZE).offset((query.page - 1) * CONTENT_PAGE_SIZE).execute(),
  ]);
  return pageOf(rows.map(({ status, moderation_reason, ...row }) => ({ ...row, visibility: visibilityOf(status), reason: moderation_reason })), Number(count?.n ?? 0), query.page);
}

/**
 * Hides a review from shoppers or shows it again, with the reason kept on the review and in the
 * audit log, made on the version the member read (else refused as stale, nothing written). In the
 * same transaction the product's rating and count are computed again from its shown reviews and
 * every process is told (its page, its reviews and its tiles' stars are read again).
 */
export async function moderateReview(
  db: Kysely<DB>, dialect: DialectName, actor: Actor, change: { id: number; version: number; hide: boolean; reason: string }, now = new Date(),
): Promise<Outcome<{ productId: number }>> {
  return writeTransaction(db, dialect, async (trx): Promise<Outcome<{ productId: number }>> => {
    const review = await trx.selectFrom('reviews').select(['id', 'product_id', 'status', 'version', 'moderation_reason']).where('id', '=', change.id).executeTakeFirst();
    if (!review) return { ok: false, code: 'review_not_found' };
    if (review.version !== change.version) return { ok: false, code: 'stale' };
    const status = change.hide ? PRIVATE : PUBLIC;
    if (review.status === status) return { ok: false, code: 'review_already' };
    const done = await trx.updateTable('reviews')
      .set({ status, moderation_reason: change.reason, moderated_by: actor.email, moderated_at: now.toISOString(), version: change.version + 1 })
      .where('id', '=', change.id).where('version', '=', change.version)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return { ok: false, code: 'stale' };
    await recomputeRating(trx, review.product_id);
    await announceChange(trx, dialect, { scope: 'products', ids: [review.product_id], tiles: true });
    await recordAudit(trx, {
      actor, action: change.hide ? 'review.hide' : 'review.show', subject: 'review', subjectId: review.id, ip: actor.ip,
      before: { visibility: visibilityOf(review.status), reason: review.moderation_reason },
      after: { visibility: visibilityOf(status), reason: change.reason },
    }, now);
    return { ok: true, data: { productId: review.product_id } };
  });
}

/** Contact messages, newest first, filtered by where they stand and searched by sender, subject or text; each with its replies. */
export async function listMessages(db: Kysely<DB>, query: MessageQuery): Promise<ListPage<ContactMessageView>> {
  let base = db.selectFrom('contact_messages');
  if (query.state) base = base.where('state', '=', query.state);
  if (query.q) {
    const pattern = containing(query.q);
    base = base.where((eb) => eb.or(['name', 'email', 'subject', 'message'].map((column) => lowerLike(column, pattern))));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    base.select(['id', 'name', 'email', 'subject', 'message', 'language', 'state', 'created_at', 'read_at', 'answered_at', 'version'])
      .orderBy('id', 'desc').limit(CONTENT_PAGE_SIZE).offset((query.page - 1) * CONTENT_PAGE_SIZE).execute(),
  ]);
  const replies = rows.length === 0 ? [] : await db.selectFrom('contact_replies').select(['message_id', 'body', 'actor_email', 'created_at'])
    .where('message_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  return pageOf(rows.map((row) => ({
    ...row,
    state: isMessageState(row.state) ? row.state : MESSAGE_STATE.new,
    replies: replies.filter((reply) => reply.message_id === row.id).map((reply) => ({ body: reply.body, by: reply.actor_email, at: reply.created_at })),
  })), Number(count?.n ?? 0), query.page);
}

/** Where each state may be set from: read only from new; answered from new or read. */
const MARKABLE: Record<MessageState, MessageState[]> = { new: [], read: [MESSAGE_STATE.new], answered: [MESSAGE_STATE.new, MESSAGE_STATE.read] };

/** Marks a message read or answered, on the version the member read; audited in the same transaction. */
export async function markMessage(
  db: Kysely<DB>, dialect: DialectName, actor: Actor, change: { id: number; version: number; state: MessageState }, now = new Date(),
): Promise<Outcome<null>> {
  return writeTransaction(db, dialect, async (trx): Promise<Outcome<null>> => {
    const message = await trx.selectFrom('contact_messages').select(['id', 'state', 'version']).where('id', '=', change.id).executeTakeFirst();
    if (!message) return { ok: false, code: 'message_not_found' };
    if (message.version !== change.version) return { ok: false, code: 'stale' };
    if (!MARKABLE[change.state].includes(message.state as MessageState)) return { ok: false, code: 'message_already' };
    const stamp = now.toISOString();
    const done = await trx.updateTable('contact_messages')
      .set((eb) => ({
        state: change.state, version: change.version + 1,
        read_at: eb.fn.coalesce('read_at', sql<string>`${stamp}`),
        ...(change.state === MESSAGE_STATE.answered ? { answered_at: stamp } : {}),
      }))
      .where('id', '=', change.id).where('version', '=', change.version)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return { ok: false, code: 'stale' };
    await recordAudit(trx, { actor, action: `message.${change.state}`, subject: 'contact_message', subjectId: change.id, ip: actor.ip, before: { state: message.state }, after: { state: change.state } }, now);
    return { ok: true, data: null };
  });
}

/**
 * Replies to a message's sender: the mail is enqueued in the transaction that keeps the reply with
 * the message and marks it answered (so a kept reply is mailed, and a mailed one kept), in the
 * language the sender wrote in; made on the version the member read, audited alike.
 */
export async function replyToMessage(
  db: Kysely<DB>, dialect: DialectName, mail: MailSink, actor: Actor, change: { id: number; version: number; body: string; fallbackLanguage: string }, now = new Date(),
): Promise<Outcome<{ email: string }>> {
  return writeTransaction(db, dialect, async (trx): Promise<Outcome<{ email: string }>> => {
    const message = await trx.selectFrom('contact_messages').select(['id', 'name', 'email', 'subject', 'message', 'language', 'state', 'version'])
      .where('id', '=', change.id).executeTakeFirst();
    if (!message) return { ok: false, code: 'message_not_found' };
    if (message.version !== change.version) return { ok: false, code: 'stale' };
    const stamp = now.toISOString();
    const done = await trx.updateTable('contact_messages')
      .set((eb) => ({ state: MESSAGE_STATE.answered, answered_at: stamp, read_at: eb.fn.coalesce('read_at', sql<string>`${stamp}`), version: change.version + 1 }))
      .where('id', '=', change.id).where('version', '=', change.version)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return { ok: false, code: 'stale' };
    await trx.insertInto('contact_replies').values({ message_id: message.id, actor_id: actor.id, actor_email: actor.email, body: change.body, created_at: stamp }).execute();
    await mail.in(trx).send(contactReplyMail({ ...message, language: message.language ?? change.fallbackLanguage }, change.body));
    await recordAudit(trx, {
      actor, action: 'message.reply', subject: 'contact_message', subjectId: message.id, ip: actor.ip,
      before: { state: message.state }, after: { state: MESSAGE_STATE.answered, to: message.email, reply: change.body },
    }, now);
    return { ok: true, data: { email: message.email } };
  });
}

const confirmedNow = { confirmed: 'confirmed_at', unsubscribed: 'unsubscribed_at' } as const;

/** Newsletter addresses: waiting for confirmation, confirmed (the only ones a newsletter may go to), unsubscribed. */
export async function newsletterCounts(db: Kysely<DB>): Promise<NewsletterCounts> {
  const row = await db.selectFrom('newsletter_subscriptions')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      eb.fn.count<string | number>(eb.case().when(eb.and([eb(confirmedNow.confirmed, 'is not', null), eb(confirmedNow.unsubscribed, 'is', null)])).then(1).end()).as('confirmed'),
      eb.fn.count<string | number>(confirmedNow.unsubscribed).as('unsubscribed'),
    ])
    .executeTakeFirst();
  const confirmed = Number(row?.confirmed ?? 0);
  const unsubscribed = Number(row?.unsubscribed ?? 0);
  return { pending: Number(row?.all ?? 0) - confirmed - unsubscribed, confirmed, unsubscribed };
}

/** Rows written to the export at a time (a big list never sits in memory as query rows all at once). */
const EXPORT_BATCH = 1000;

/**
 * The confirmed addresses (and nothing of those pending or gone) as CSV: a header, then one line
 * each (address, language, when confirmed), oldest first. Every value is made safe for a
 * spreadsheet (core/admin/content.ts, `spreadsheetSafe`); csv-stringify quotes what needs it
 * (decision 0025).
 */
export async function confirmedAddressesCsv(db: Kysely<DB>): Promise<{ csv: string; count: number }> {
  const lines: string[][] = [];
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('newsletter_subscriptions').select(['id', 'email', 'language', 'confirmed_at'])
      .where('confirmed_at', 'is not', null).where('unsubscribed_at', 'is', null).where('id', '>', after)
      .orderBy('id').limit(EXPORT_BATCH).execute();
    for (const row of rows) lines.push([row.email, row.language ?? '', row.confirmed_at ?? ''].map(spreadsheetSafe));
    if (rows.length < EXPORT_BATCH) break;
    after = rows.at(-1)!.id;
  }
  // A byte order mark first, so a spreadsheet reads the addresses as UTF-8; CRLF line ends as RFC 4180 says.
  const csv = `\uFEFF${stringify([['email', 'language', 'confirmed_at'], ...lines], { record_delimiter: 'windows' })}`;
  return { csv, count: lines.length };
}

/** The longest search text a list takes, whitespace trimmed; undefined for none. */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, CONTENT.searchMax) : undefined;
}
