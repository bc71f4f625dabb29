import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT, isMessageState, REVIEW_VISIBILITY } from '../../core/admin/content';
import { MessageReplyForm, MessageStateForm, ReviewModerationForm } from '../../core/admin/content-forms';
import { CAPABILITY } from '../../core/admin/roles';
import { readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { readPage } from '../http/paging';
import { translate } from '../i18n/server-messages';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { CONTENT_MESSAGES } from './content-messages';
import {
  type Actor, confirmedAddressesCsv, listMessages, listReviews, markMessage, moderateReview, newsletterCounts, replyToMessage, searchText,
} from './content-moderation';

/**
 * api/v1/admin content and moderation (issue 31, deliverable 5), for members with the `content`
 * capability (staff and operators):
 * - GET admin/reviews (page, visibility, rating, q) and POST admin/reviews/moderate (hide or show
 *   with a reason; the storefront stops showing a hidden review at once in every process);
 * - GET admin/messages (page, state, q), POST admin/messages/state (read, answered) and
 *   POST admin/messages/reply (mailed to the sender, kept, the message answered);
 * - GET admin/newsletter (counts) and GET admin/newsletter/export.csv (confirmed addresses only).
 * Lists page, filter and search on the server; every change is made on the row's version and
 * written to the audit log in its own transaction.
 */
export async function contentRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(CONTENT_MESSAGES, key, language, vars);
  const actorOf = (m: BackOfficeMember, request: FastifyRequest): Actor => ({ id: m.id, email: m.email, ip: request.ip });
  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

  app.get('/admin/reviews', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const q = query(request);
    const rating = Number(q.rating);
    const visibility = q.visibility === REVIEW_VISIBILITY.shown || q.visibility === REVIEW_VISIBILITY.hidden ? q.visibility : '';
    return ok(await listReviews(db, { page: readPage(q.page), visibility, rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null, q: searchText(q.q) }));
  });

  app.post('/admin/reviews/moderate', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const { form, errors } = readForm(ReviewModerationForm, request.body);
    if (errors.id || errors.version || errors.action) return businessError([say(language, 'invalid_row')]);
    if (errors.reason) return businessError([say(language, 'reason_needed', { min: CONTENT.reasonMin, max: CONTENT.reasonMax })]);
    const hide = form.action === 'hide';
    const outcome = await moderateReview(db, ctx.shop.dialect, actorOf(m, request), { id: Number(form.id), version: Number(form.version), hide, reason: form.reason });
    if (!outcome.ok) return businessError([say(language, outcome.code)]);
    // This process's caches at once (SQLite has no notices; PostgreSQL's other processes had theirs on commit).
    ctx.changes.changed({ scope: 'products', ids: [outcome.data.productId], tiles: true });
    return ok(null, say(language, hide ? 'review_hidden' : 'review_shown'));
  });

  app.get('/admin/messages', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const q = query(request);
    return ok(await listMessages(db, { page: readPage(q.page), state: isMessageState(q.state) ? q.state : '', q: searchText(q.q) }));
  });

  app.post('/admin/messages/state', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const { form, errors } = readForm(MessageStateForm, request.body);
    if (Object.keys(errors).length > 0 || !isMessageState(form.state)) return businessError([say(language, 'invalid_row')]);
    const outcome = await markMessage(db, ctx.shop.dialect, actorOf(m, request), { id: Number(form.id), version: Number(form.version), state: form.state });
    if (!outcome.ok) return businessError([say(language, outcome.code)]);
    return ok(null, say(language, form.state === 'read' ? 'message_read' : 'message_answered'));
  });

  app.post('/admin/messages/reply', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const { form, errors } = readForm(MessageReplyForm, request.body);
    if (errors.id || errors.version) return businessError([say(language, 'invalid_row')]);
    if (errors.body) return businessError([say(language, 'reply_needed', { max: CONTENT.replyMax })]);
    const { defaultLanguage } = await ctx.models.languageCatalogue();
    const outcome = await replyToMessage(db, ctx.shop.dialect, ctx.mail, actorOf(m, request), { id: Number(form.id), version: Number(form.version), body: form.body, fallbackLanguage: defaultLanguage });
    if (!outcome.ok) return businessError([say(language, outcome.code)]);
    return ok(null, say(language, 'reply_sent', { email: outcome.data.email }));
  });

  app.get('/admin/newsletter', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    return ok(await newsletterCounts(db));
  });

  // A download, not an envelope: the console links to it and the browser saves the file. Who took
  // the addresses, and how many, is in the audit log.
  app.get('/admin/newsletter/export.csv', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const { csv, count } = await confirmedAddressesCsv(db);
    await recordAudit(db, { actor: m, action: 'newsletter.export', subject: 'newsletter', ip: request.ip, after: { confirmed: count } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-confirmed-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
