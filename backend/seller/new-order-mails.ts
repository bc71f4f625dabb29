import type { Kysely } from 'kysely';
import { SHIPPING_PICKUP } from '../../core/cart/cart';
import { DEFAULT_PRICE_FORMAT, formatPrice } from '../../core/shared/money';
import { countryName, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';
import type { Mailer } from '../mail/mailer';
import { sellerItemsCancelledMail, sellerNewOrderMail } from '../mail/templates/seller-order-mails';
import { defaultLanguageOf, loadLanguages } from '../common/languages';

/**
 * Each store's seller is told of a new order of theirs (issue 33), in their language, when the
 * shopper is (the order confirmed: placed, its address confirmed, or paid online), in the same
 * transaction. The store's shipment is claimed first (`seller_notified_at`), so however often
 * the shopper's confirmation is sent, a seller hears of an order once. The mail carries the
 * store's lines only and the ship-to's name and address, never the shopper's e-mail or phone.
 */
export async function mailSellersOfOrder(trx: Kysely<DB>, mailer: Mailer, publicUrl: string, orderId: number, defaultLanguage: string, now = new Date()): Promise<number> {
  const claimed = await trx.updateTable('shipments').set({ seller_notified_at: now.toISOString() })
    .where('order_id', '=', orderId).where('seller_notified_at', 'is', null).where('cancelled', '=', 0)
    .returning('store_id').execute();
  if (claimed.length === 0) return 0;
  const storeIds = claimed.map((row) => row.store_id);
  const [order, sellers, lines, format] = await Promise.all([
    trx.selectFrom('orders').select(['tracking_code', 'payment_done', 'name', 'address_1', 'address_2', 'city', 'zip', 'state', 'country']).where('id', '=', orderId).executeTakeFirstOrThrow(),
    trx.selectFrom('stores as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.id', 's.name as store', 'u.email', 'u.name', 'u.language']).where('s.id', 'in', storeIds).execute(),
    trx.selectFrom('ordered_products as op').innerJoin('products as p', 'p.id', 'op.product_id').leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
      .select(['op.store_id', 'p.store_id as product_store', 'op.title', 'op.quantity', 'op.selling', 'op.bundle_offer', 'op.shipping_type', 'sp.pickup_point'])
      .where('op.order_id', '=', orderId).where('op.part_cancellation_id', 'is', null).orderBy('op.id').execute(),
    trx.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst(),
  ]);
  for (const seller of sellers) {
    const language = seller.language || defaultLanguage;
    const stateName = order.state && order.country ? statesOf(order.country).find((s) => s.code === order.state)?.name ?? order.state : order.state;
    const shipTo = [order.name, order.address_1, order.address_2, [order.zip, order.city].filter(Boolean).join(' '), [stateName, order.country ? countryName(order.country, language) : ''].filter(Boolean).join(', ')]
      .filter((text): text is string => Boolean(text && text.trim()));
    await mailer.send(sellerNewOrderMail({
      to: { email: seller.email, name: seller.name, language },
      store: seller.store,
      code: order.tracking_code,
      paid: order.payment_done === 1,
      shipTo,
      lines: lines.filter((line) => (line.store_id ?? line.product_store) === seller.id).map((line) => ({
        title: line.title,
        quantity: line.quantity,
        amount: formatPrice(centsToAmount(line.selling * line.quantity - line.bundle_offer), format ?? DEFAULT_PRICE_FORMAT),
        pickup: line.shipping_type === SHIPPING_PICKUP ? line.pickup_point ?? '' : null,
      })),
      publicUrl,
      defaultLanguage,
    }));
  }
  return sellers.length;
}

/**
 * The shop cancelled a seller's items that had not left (decision 0036, `cancelWhatHasNotLeft`): the
 * store's seller is told which, why, and not to send them, in their language, in the cancellation's
 * transaction. A seller's own cancellation tells nobody but the shopper.
 */
export async function mailSellerOfShopCancellation(trx: Kysely<DB>, mailer: Mailer, publicUrl: string, partId: number): Promise<boolean> {
  const part = await trx.selectFrom('part_cancellations as pc').innerJoin('orders as o', 'o.id', 'pc.order_id').innerJoin('stores as s', 's.id', 'pc.store_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['pc.reason', 'o.tracking_code', 's.name as store', 'u.email', 'u.name', 'u.language'])
    .where('pc.id', '=', partId).where('pc.cancelled_by', '=', 'shop').executeTakeFirst();
  if (!part) return false;
  const [lines, languages] = await Promise.all([
    trx.selectFrom('ordered_products').select(['title', 'quantity']).where('part_cancellation_id', '=', partId).orderBy('id').execute(),
    loadLanguages(trx),
  ]);
  const defaultLanguage = defaultLanguageOf(languages);
  await mailer.send(sellerItemsCancelledMail({
    to: { email: part.email, name: part.name, language: part.language || defaultLanguage },
    store: part.store, code: part.tracking_code, reason: part.reason, lines, publicUrl, defaultLanguage,
  }));
  return true;
}
