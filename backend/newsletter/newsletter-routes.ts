import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { localizePath } from '../../core/language/localized-path';
import { confirmationValid, earnsWelcomeVoucher, NEWSLETTER, NewsletterForm, needsConfirmation, subscriptionState } from '../../core/newsletter/newsletter-form';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import type { DB } from '../db/schema';
import { businessError, formError, ok } from '../http/envelope';
import { bodyOf, recordOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import type { MailMessage } from '../mail/mailer';
import { newsletterConfirmMail, newsletterWelcomeMail, type UnsubscribeLinks } from '../mail/templates/newsletter-mails';
import { NEWSLETTER_MESSAGES } from './newsletter-messages';
import { issueWelcomeVoucher } from './welcome-voucher';

/** A token as our links carry it (base64url, 43 characters); anything else is not looked up. */
function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
}

/**
 * The newsletter, double opt-in:
 * - `POST email-subscription` {email}: stores the address lower-cased (unique regardless of case)
 *   in the shopper's language and mails a confirmation link. An address already confirmed gets the
 *   same answer and no mail, so the answer never tells whether somebody subscribed. Pending or
 *   unsubscribed addresses get a new link (the old one stops working); limited per client and address.
 * - `POST newsletter/confirm` {token}: the address counts from now on; the first confirmation of an
 *   address mails its welcome voucher (the popup's 10%), once per address ever.
 * - `POST newsletter/unsubscribe` {token} or `?token=`: the storefront page's call, and the
 *   one-click unsubscribe of RFC 8058 a mail client POSTs (`List-Unsubscribe=One-Click`, form-encoded
 *   or multipart) to the address in a newsletter mail's List-Unsubscribe header. A GET of that
 *   address (a client that opens it in a browser) is sent to the page.
 */
export async function newsletterRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const limits = resolveLimits(ctx.accounts.limits);
  const base = ctx.accounts.publicUrl.replace(/\/+$/, '');
  const links = async (language: string, unsubscribeToken: string) => {
    const { defaultLanguage } = await ctx.models.languageCatalogue();
    const page = (path: string) => `${base}${localizePath(path, language, defaultLanguage)}`;
    const unsubscribe: UnsubscribeLinks = {
      page: `${page('/newsletter/unsubscribe')}?token=${unsubscribeToken}`,
      oneClick: `${base}/api/v1/newsletter/unsubscribe?token=${unsubscribeToken}`,
    };
    return { page, unsubscribe };
  };
  // Sent after the answer: whether a mail goes out (a new or pending address) never shows in the
  // answer's timing. A failure is logged; the shopper can ask again.
  const mailLater = (mail: MailMessage, what: string, id: number) => {
    void ctx.accounts.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error, newsletterSubscriptionId: id }, `newsletter ${what} mail failed`));
  };

  app.post('/email-subscription', async (request, reply) => {
    const lang = await ctx.language(request);
    const say = (key: string) => translate(NEWSLETTER_MESSAGES, key, lang);
    const { form, errors } = readForm(NewsletterForm, bodyOf(request));
    if (Object.keys(errors).length > 0) return formError(fieldMessages(errors, lang));
    const email = normalizeEmail(form.email);
    const refused = await overLimit(ctx.db, limits, 'newsletter', request.ip, email);
    if (refused) return tooMany(reply, refused, say('too_many'));

    const pending = await startConfirmation(ctx.db, email, lang);
    if (pending) {
      const { page, unsubscribe } = await links(lang, pending.unsubscribeToken);
      const confirmUrl = `${page('/newsletter/confirm')}?token=${pending.confirmToken}`;
      mailLater(newsletterConfirmMail(email, lang, confirmUrl, NEWSLETTER.confirmDays, unsubscribe), 'confirmation', pending.id);
    }
    return ok(null, say('check_inbox'));
  });

  app.post('/newsletter/confirm', async (request) => {
    const lang = await ctx.language(request);
    const say = (key: string) => translate(NEWSLETTER_MESSAGES, key, lang);
    const token = tokenOf(bodyOf(request).token);
    const hash = token === null ? null : hashToken(token);
    const row = hash === null ? undefined : await ctx.db.selectFrom('newsletter_subscriptions').selectAll().where('confirm_token_hash', '=', hash).executeTakeFirst();
    if (!row || row.unsubscribe_token === null) return businessError([say('invalid_link')]);
    // A second click on the link after confirming: still confirmed, nothing sent again.
    if (subscriptionState(row) === 'confirmed') return ok({ voucher_mailed: false }, say('confirmed_again'));
    const now = new Date();
    if (!confirmationValid(row.confirm_sent_at, now)) return businessError([say('invalid_link')]);

    const outcome = await ctx.db.transaction().execute(async (trx) => {
      // Only one confirmation wins (two clicks at once): the one that still finds it pending.
      const claimed = await trx.updateTable('newsletter_subscriptions')
        .set({ confirmed_at: now.toISOString() })
        .where('id', '=', row.id).where('confirm_token_hash', '=', hash).where('confirmed_at', 'is', null).where('unsubscribed_at', 'is', null)
        .returning(['id', 'voucher_id'])
        .executeTakeFirst();
      if (!claimed) return null;
      if (!earnsWelcomeVoucher(claimed)) return { voucher: null };
      return { voucher: await issueWelcomeVoucher(trx, claimed.id, now) };
    });
    if (outcome === null) return ok({ voucher_mailed: false }, say('confirmed_again'));
    const language = row.language ?? lang;
    const { page, unsubscribe } = await links(language, row.unsubscribe_token);
    mailLater(newsletterWelcomeMail(row.email, language, outcome.voucher, page('/'), unsubscribe), 'welcome', row.id);
    return ok({ voucher_mailed: outcome.voucher !== null }, say(outcome.voucher ? 'confirmed' : 'confirmed_again'));
  });

  // Its own scope, so no other api/v1 call takes form-encoded bodies (a cross-site form could post
  // those). Not awaited: it loads after the api plugin, inheriting its error and not-found handlers.
  void app.register(async (scope) => {
    // What a mail client sends for one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/newsletter/unsubscribe', async (request) => {
      const lang = await ctx.language(request);
      const say = (key: string) => translate(NEWSLETTER_MESSAGES, key, lang);
      const token = tokenOf(recordOf(request.query).token) ?? tokenOf(bodyOf(request).token);
      if (token === null) return businessError([say('invalid_unsubscribe')]);
      const row = await ctx.db.selectFrom('newsletter_subscriptions').select(['id', 'unsubscribed_at']).where('unsubscribe_token', '=', token).executeTakeFirst();
      if (!row) return businessError([say('invalid_unsubscribe')]);
      if (row.unsubscribed_at === null) {
        // The pending confirmation link dies with it: only a new sign-up brings the address back.
        await ctx.db.updateTable('newsletter_subscriptions')
          .set({ unsubscribed_at: new Date().toISOString(), confirm_token_hash: null })
          .where('id', '=', row.id).where('unsubscribed_at', 'is', null)
          .execute();
      }
      return ok(null, say('unsubscribed'));
    });
    // A mail client without one-click support opens the header's address in a browser: it lands on
    // the unsubscribe page in the subscriber's language, which asks the POST. A GET changes nothing.
    scope.get('/newsletter/unsubscribe', async (request, reply) => {
      const token = tokenOf(recordOf(request.query).token);
      const row = token === null ? undefined : await ctx.db.selectFrom('newsletter_subscriptions').select('language').where('unsubscribe_token', '=', token).executeTakeFirst();
      const { defaultLanguage } = await ctx.models.languageCatalogue();
      const path = localizePath('/newsletter/unsubscribe', row?.language ?? defaultLanguage, defaultLanguage);
      return reply.header('Cache-Control', 'no-store').redirect(`${path}?token=${token ?? ''}`, 303);
    });
  });
}

/**
 * Prepares a confirmation for this (lower-cased) address, or null when it is confirmed already and
 * nothing is to be sent. A new address is stored; a pending or unsubscribed one gets a new token
 * (the previous link stops working) and is pending again. Its unsubscribe token stays the same.
 */
async function startConfirmation(db: Kysely<DB>, email: string, language: string): Promise<{ id: number; confirmToken: string; unsubscribeToken: string } | null> {
  const existing = await db.selectFrom('newsletter_subscriptions').select(['id', 'confirmed_at', 'unsubscribed_at', 'unsubscribe_token']).where('email', '=', email).executeTakeFirst();
  if (!needsConfirmation(existing ?? null)) return null;
  const confirmToken = newToken();
  const now = new Date().toISOString();
  if (existing) {
    const unsubscribeToken = existing.unsubscribe_token ?? newToken();
    await db.updateTable('newsletter_subscriptions')
      .set({ language, confirm_token_hash: hashToken(confirmToken), confirm_sent_at: now, confirmed_at: null, unsubscribed_at: null, unsubscribe_token: unsubscribeToken })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, confirmToken, unsubscribeToken };
  }
  const unsubscribeToken = newToken();
  const inserted = await db.insertInto('newsletter_subscriptions')
    .values({ email, language, confirm_token_hash: hashToken(confirmToken), confirm_sent_at: now, unsubscribe_token: unsubscribeToken })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  // Two sign-ups of one new address at once: the other one mails the link.
  return inserted ? { id: Number(inserted.id), confirmToken, unsubscribeToken } : null;
}
