import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates/order-mails';
import { orderConfirmRequestMail } from '../mail/templates/order-confirm-mails';
import { formatPrice } from '../../core/shared/money';
import { fromCents } from '../../core/product/pricing';
import { GUEST_CONFIRMATION } from '../../core/orders/guest-confirmation';
import { confirmUrl, trackingUrl } from './order-notices';
import { PAYMENT_BANK_TRANSFER, type BankTransferDetails } from '../../core/payments/payment-methods';
import { publicPaymentMethods } from '../payments/payment-methods';

/**
 * Mails the order confirmation to the order's address: tracking code, lines and totals as stored
 * (what was charged), in the shop's currency format. Throws when the mailer fails; order/action
 * logs that and still answers with the order, order/send-order-email reports it. The caller
 * passes the shop's default language from its kept language catalogue: a mail per order needs no
 * query for it.
 */
export async function sendOrderConfirmation(
  db: Kysely<DB>, mailer: Mailer, publicUrl: string, orderId: number, language: { code: string; defaultLanguage: string },
): Promise<boolean> {
  const [order, lines, settings] = await Promise.all([
    db.selectFrom('orders')
      .select(['tracking_code', 'name', 'email', 'subtotal', 'bundle_offer', 'shipping_price', 'tax', 'voucher_price', 'total_amount', 'order_method'])
      .where('id', '=', orderId).executeTakeFirst(),
    db.selectFrom('ordered_products').select(['title', 'quantity', 'selling']).where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst(),
  ]);
  if (!order) return false;
  const { code: lang, defaultLanguage } = language;
  const bank = order.order_method === PAYMENT_BANK_TRANSFER
    ? ((await publicPaymentMethods(db, lang, defaultLanguage)).find((m) => m.method === PAYMENT_BANK_TRANSFER)?.config as BankTransferDetails | undefined) ?? null
    : null;
  await mailer.send(orderConfirmationMail({
    to: { email: order.email, name: order.name, language: lang },
    trackingCode: order.tracking_code,
    lines: lines.map((line) => ({ title: line.title, quantity: line.quantity, amountCents: Number(line.selling) * line.quantity })),
    totals: {
      subtotal: Number(order.subtotal),
      bundleOffer: Number(order.bundle_offer),
      shipping: Number(order.shipping_price),
      tax: Number(order.tax),
      voucher: Number(order.voucher_price),
      total: Number(order.total_amount),
    },
    format: settings ?? { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US' },
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
  const [order, settings] = await Promise.all([
    db.selectFrom('orders').select(['tracking_code', 'email', 'total_amount']).where('id', '=', orderId).executeTakeFirst(),
    db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst(),
  ]);
  if (!order) return false;
  const format = settings ?? { currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US' };
  await mailer.send(orderConfirmRequestMail({
    to: { email: order.email, language: language.code },
    trackingCode: order.tracking_code,
    amount: formatPrice(fromCents(Number(order.total_amount)), format),
    url: confirmUrl(publicUrl, token, language.code, language.defaultLanguage),
    minutes: GUEST_CONFIRMATION.windowMinutes,
  }));
  return true;
}
