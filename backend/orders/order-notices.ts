import type { Kysely } from 'kysely';
import { localizePath } from '../../core/language/localized-path';
import { isOrderStatus, ORDER_STATUS } from '../../core/orders/order-status';
import { defaultLanguageOf, loadLanguages } from '../common/languages';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { type CancellationRefund, orderChangeMail, type OrderChangeMailKind } from '../mail/templates/order-change-mails';
import { loadOrderMailSummary } from './order-mail-summary';

/**
 * The tracking page of an order on the public site, in the shopper's language (the default
 * language has no prefix), with the code filled in.
 */
export function trackingUrl(publicUrl: string, trackingCode: string, language: string, defaultLanguage: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath('/track-order', language, defaultLanguage)}?order=${encodeURIComponent(trackingCode)}`;
}

/** The page a guest's order is confirmed on, in the order's language, with the link's token. */
export function confirmUrl(publicUrl: string, token: string, language: string, defaultLanguage: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath('/order-confirm', language, defaultLanguage)}?token=${encodeURIComponent(token)}`;
}

/** The language an order's mails are written in: the one it was placed in, else its buyer's, else the shop's. */
export async function orderLanguage(db: Kysely<DB>, order: { language: string | null; user_id: number | null }): Promise<{ language: string; defaultLanguage: string }> {
  const languages = await loadLanguages(db);
  const defaultLanguage = defaultLanguageOf(languages);
  const known = new Set(languages.map((l) => l.code));
  const user = order.user_id === null ? undefined : await db.selectFrom('users').select('language').where('id', '=', order.user_id).executeTakeFirst();
  const language = [order.language, user?.language].find((code): code is string => typeof code === 'string' && known.has(code)) ?? defaultLanguage;
  return { language, defaultLanguage };
}

/** E-mails the order's shopper what changed (status, cancellation, refund, verified payment) and the order as it now is, in their language. */
export async function sendOrderChangeMail(db: Kysely<DB>, mailer: Mailer, publicUrl: string, orderId: number, kind: OrderChangeMailKind, refund: CancellationRefund | null = null): Promise<boolean> {
  const order = await db.selectFrom('orders').select(['tracking_code', 'name', 'email', 'status', 'language', 'user_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.email === '') return false;
  const { language, defaultLanguage } = await orderLanguage(db, order);
  const [reason, summary] = await Promise.all([
    kind === 'cancelled' ? db.selectFrom('cancellations').select('reason').where('order_id', '=', orderId).executeTakeFirst().then((row) => row?.reason) : null,
    loadOrderMailSummary(db, orderId, language),
  ]);
  if (!summary) return false;
  await mailer.send(orderChangeMail({
    to: { email: order.email, name: order.name, language },
    kind,
    trackingCode: order.tracking_code,
    status: isOrderStatus(order.status) ? order.status : ORDER_STATUS.pending,
    reason,
    trackUrl: trackingUrl(publicUrl, order.tracking_code, language, defaultLanguage),
    summary,
    refund,
  }));
  return true;
}

/**
 * E-mails the shopper that a seller cancelled lines of their part of the order (decision 0036):
 * which store, the items, the seller's reason, and what it does to the money (nothing charged for them, given
 * back through the provider, or owed back), with the order as it now is.
 */
export async function sendPartCancelledMail(db: Kysely<DB>, mailer: Mailer, publicUrl: string, partId: number, refund: CancellationRefund | null): Promise<boolean> {
  const part = await db.selectFrom('part_cancellations as pc').innerJoin('orders as o', 'o.id', 'pc.order_id').innerJoin('stores as st', 'st.id', 'pc.store_id')
    .select(['pc.order_id', 'pc.reason', 'pc.cancelled_by', 'st.name as store', 'o.tracking_code', 'o.name', 'o.email', 'o.status', 'o.language', 'o.user_id'])
    .where('pc.id', '=', partId).executeTakeFirst();
  if (!part || part.email === '') return false;
  const { language, defaultLanguage } = await orderLanguage(db, part);
  const [items, summary] = await Promise.all([
    db.selectFrom('ordered_products').select(['title', 'quantity']).where('part_cancellation_id', '=', partId).orderBy('id').execute(),
    loadOrderMailSummary(db, part.order_id, language),
  ]);
  if (!summary) return false;
  await mailer.send(orderChangeMail({
    to: { email: part.email, name: part.name, language },
    kind: 'part_cancelled',
    trackingCode: part.tracking_code,
    status: isOrderStatus(part.status) ? part.status : ORDER_STATUS.pending,
    reason: part.reason,
    trackUrl: trackingUrl(publicUrl, part.tracking_code, language, defaultLanguage),
    summary,
    refund,
    part: { store: part.store, items, by: part.cancelled_by },
  }));
  return true;
}
