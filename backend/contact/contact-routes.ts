import type { FastifyInstance } from 'fastify';
import { CONTACT, ContactForm } from '../../core/contact/contact-form';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import { writeTransaction } from '../db/write-transaction';
import type { ApiContext } from '../api/api-context';
import { identifyCaller } from '../auth/caller';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { formError, ok } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import { contactMail } from '../mail/templates/contact-mails';
import { CONTACT_MESSAGES } from './contact-messages';

/**
 * POST contact: a visitor's message to the shop. Checked like the page checks it (answers in the
 * request's language, nothing stored when refused), limited per client address and per sender
 * address, stored first (the message is never lost, even when mail fails) and then e-mailed to the
 * shop's address (settings.email) with a Reply-To of the sender. A post that filled the hidden bot
 * field is answered like any other and kept nowhere, so a script learns nothing.
 */
export async function contactRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const limits = resolveLimits(ctx.accounts.limits);
  app.post('/contact', async (request, reply) => {
    const lang = await ctx.language(request);
    const say = (key: string) => translate(CONTACT_MESSAGES, key, lang);
    const body = bodyOf(request);
    const { form, errors } = readForm(ContactForm, body);
    if (Object.keys(errors).length > 0) return formError(fieldMessages(errors, lang));
    const refused = await overLimit(ctx.db, limits, 'contact', request.ip, normalizeEmail(form.email));
    if (refused) return tooMany(reply, refused, say('too_many'));
    const trap = body[CONTACT.honeypot];
    if (typeof trap === 'string' && trap.trim() !== '') return ok(null, say('sent'));

    // A stale sign-in does not stop a message: it is then a guest's.
    const { userId } = await identifyCaller(ctx.db, request);
    const shop = await ctx.db.selectFrom('settings').select('email').where('id', '=', 1).executeTakeFirst();
    const shopEmail = shop?.email?.trim();
    const { defaultLanguage } = await ctx.models.languageCatalogue();
    // Stored and its mail to the shop enqueued in one transaction: a stored message is mailed.
    const id = await writeTransaction(ctx.db, ctx.shop.dialect, async (trx) => {
      const saved = await trx.insertInto('contact_messages')
        .values({ user_id: userId, name: form.name, email: form.email, subject: form.subject, message: form.message, language: lang })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = Number(saved.id);
      if (shopEmail) await ctx.mail.in(trx).send(contactMail(shopEmail, defaultLanguage, { ...form, id: stored, userId, language: lang }, ctx.accounts.publicUrl));
      return stored;
    });
    if (!shopEmail) app.log.warn({ contactMessageId: id }, 'contact message stored, not mailed: the shop has no e-mail address (settings.email)');
    return ok(null, say('sent'));
  });
}
