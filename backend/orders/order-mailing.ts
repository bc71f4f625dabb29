import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { sendConfirmRequest, sendOrderConfirmation } from './order-confirmation';

/**
 * The order mails the order calls send: the order confirmation, and the link that confirms a guest's
 * order to a new address. The order stands whatever the mail server does: a failure is logged and
 * answered as false (the shopper can ask for the mail again).
 */
export function orderMailing(app: FastifyInstance, ctx: ApiContext) {
  const send = async (orderId: number, what: string, mail: (language: { code: string; defaultLanguage: string }) => Promise<boolean>) => {
    try {
      const { defaultLanguage } = await ctx.models.languageCatalogue();
      return await mail({ code: what, defaultLanguage });
    } catch (error) {
      app.log.error({ err: error, orderId }, 'order mail failed');
      return false;
    }
  };
  const { db } = ctx;
  const { mailer, publicUrl } = ctx.accounts;
  return {
    /** The order confirmation, in `lang`. */
    order: (orderId: number, lang: string) => send(orderId, lang, (language) => sendOrderConfirmation(db, mailer, publicUrl, orderId, language)),
    /** The confirmation link with `token`, in `lang`. */
    confirmRequest: (orderId: number, token: string, lang: string) => send(orderId, lang, (language) => sendConfirmRequest(db, mailer, publicUrl, orderId, token, language)),
  };
}
