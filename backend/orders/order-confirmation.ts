import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates/order-mails';
import { orderConfirmRequestMail } from '../mail/templates/order-confirm-mails';
import { formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import { GUEST_CONFIRMATION } from '../../core/orders/guest-confirmation';
import { confirmUrl, trackingUrl } from './order-notices';
import { PAYMENT_BANK_TRANSFER, type BankTransferDetails } from '../../core/payments/payment-methods';
import { publicPaymentMethods } from '../common/payment-methods';
import { loadOrderMailSummary } from './order-mail-summary';

/**
 * Mails the order confirmation to the order's address: tracking code, lines (variant, quantity,
 * price charged), totals, address and payment as stored, in the shop's currency format. Throws when the mailer fails; order/action
 * logs that and still answers with the order, order/send-order-email reports it. The caller
 * passes the shop's default language from its kept language catalogue: a mail per order needs no
 * query for it.
 */
export async function sendOrderConfirmation(
  db: Kysely<DB>, mailer: Mailer, publicUrl: string, orderId: number, language: { code: string; defaultLanguage: string },
): Promise<boolean> {
  const { code: lang, defaultLanguage } = language;
  const [order, summary] = await Promise.all([
    db.selectFrom('orders').select(['tracking_code', 'name', 'email', 'order_method']).where('id', '=', orderId).executeTakeFirst(),
    loadOrderMailSummary(db, orderId, lang),
  ]);
  if (!order || !summary) return false;
  const bank = order.order_method === PAYMENT_BANK_TRANSFER
    ? ((await publicPaymentMethods(db, lang, defaultLanguage)).find((m) => m.method === PAYMENT_BANK_TRANSFER)?.config as BankTransferDetails | undefined) ?? null
    : null;
  await mailer.send(orderConfirmationMail({
    to: { email: order.email, name: order.name, language: lang },
    trackingCode: order.tracking_code,
    summary,
    publicUrl,
    trackUrl: trackingUrl(publicUrl, order.tracking_code, lang, defaultLanguage),
    bank,
  }));
  return true;
}

/**
 * Mails the link that confirms a guest's order to the order's address (which the shop has never
 * confirmed): the tracking code, the amount and the link, nothing the guest typed. Throws when the
 * mailer fails, as sendOrderConfirmation does.
 */
export async function sendConfirmRequest(
  db: Kysely<DB>, mailer: Mailer, publicUrl: string, orderId: number, token: string, language: { code: string; defaultLanguage: string },
): Promise<boolean> {
  const [order, summary] = await Promise.all([
    db.selectFrom('orders').select(['tracking_code', 'email']).where('id', '=', orderId).executeTakeFirst(),
    loadOrderMailSummary(db, orderId, language.code),
  ]);
  if (!order || !summary) return false;
  await mailer.send(orderConfirmRequestMail({
    to: { email: order.email, language: language.code },
    trackingCode: order.tracking_code,
    amount: formatPrice(centsToAmount(summary.totals.total), summary.format),
    url: confirmUrl(publicUrl, token, language.code, language.defaultLanguage),
    minutes: GUEST_CONFIRMATION.windowMinutes,
    summary,
  }));
  return true;
}
