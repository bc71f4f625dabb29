import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiContext } from '../api/api-context';
import type { DB } from '../db/schema';
import { sendConfirmRequest, sendOrderConfirmation } from './order-confirmation';
import { mailSellersOfOrder } from '../seller/new-order-mails';

/** The language an order mail is written in, and the shop's default (for its links). */
export interface MailLanguage {
  code: string;
  defaultLanguage: string;
}

/**
 * The order mails the order calls enqueue: the order confirmation, and the link that confirms a
 * guest's order to a new address. Each is written through `executor` and enqueued in it: pass the
 * transaction of the change that causes it (the order placed, the link renewed), so the mail
 * exists exactly when the change does; a worker sends it (backend/mail/mail-queue.ts).
 */
export function orderMailing(app: FastifyInstance, ctx: ApiContext) {
  const { publicUrl } = ctx.accounts;
  return {
    /** The shop's default language with `lang` (read before a transaction: the catalogue is kept). */
    language: async (lang: string): Promise<MailLanguage> => ({ code: lang, defaultLanguage: (await ctx.models.languageCatalogue()).defaultLanguage }),
    /** The order confirmation, and each store's seller told of their part (once). */
    order: async (executor: Kysely<DB>, orderId: number, language: MailLanguage) => {
      const sent = await sendOrderConfirmation(executor, ctx.mail.in(executor), publicUrl, orderId, language);
      if (sent) await mailSellersOfOrder(executor, ctx.mail.in(executor), publicUrl, orderId, language.defaultLanguage);
      return sent;
    },
    /** The confirmation link with `token`. */
    confirmRequest: (executor: Kysely<DB>, orderId: number, token: string, language: MailLanguage) =>
      sendConfirmRequest(executor, ctx.mail.in(executor), publicUrl, orderId, token, language),
    /** Runs `enqueue`, answering false (logged) when the queue could not take the mail. */
    async tried<T>(orderId: number, enqueue: () => Promise<T>): Promise<T | false> {
      try {
        return await enqueue();
      } catch (error) {
        app.log.error({ err: error, orderId }, 'order mail could not be queued');
        return false;
      }
    },
  };
}
