import type { Kysely } from 'kysely';
import { type CartShippingPlace, SHIPPING_PICKUP } from '../../core/cart/cart';
import { paymentStateOf } from '../../core/payments/payment-methods';
import { DEFAULT_PRICE_FORMAT } from '../../core/shared/money';
import { countryName, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import type { MailPickupPlace, OrderMailSummary } from '../mail/templates/order-mail-summary';
import { loadInventoryAttributes } from '../product/inventory-attributes';
import { orderParcels } from './order-tracking';
import { stillOrdered } from './shipments';

/**
 * What every mail of an order tells about it, read as stored: the lines with the unit price charged
 * (`ordered_products.selling`), their variant's attributes in `language`, each pickup line's place,
 * the totals, the address snapshot with every line, the payment method and whether it is paid now.
 * Read inside the transaction of the change that causes the mail, it says what the change left.
 */
export async function loadOrderMailSummary(db: Kysely<DB>, orderId: number, language: string): Promise<OrderMailSummary | null> {
  const [order, allLines, format, parcels] = await Promise.all([
    db.selectFrom('orders')
      .select(['name', 'phone', 'address_1', 'address_2', 'city', 'zip', 'state', 'country', 'subtotal', 'bundle_offer', 'shipping_price', 'tax', 'voucher_price',
        'total_amount', 'order_method', 'payment_done', 'refunded'])
      .where('id', '=', orderId).executeTakeFirst(),
    db.selectFrom('ordered_products as op')
      .leftJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
      .select(['op.part_cancellation_id', 'op.title', 'op.quantity', 'op.selling', 'op.inventory_id', 'op.shipping_type', 'sp.id as place_id', 'sp.pickup_point', 'sp.pickup_address_line_1',
        'sp.pickup_address_line_2', 'sp.pickup_city', 'sp.pickup_state', 'sp.pickup_zip', 'sp.pickup_country', 'sp.pickup_phone'])
      .where('op.order_id', '=', orderId).orderBy('op.id').execute(),
    db.selectFrom('settings').select(['currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst(),
    orderParcels(db, orderId),
  ]);
  if (!order) return null;
  // Lines their seller cancelled are no longer in the order (their parcel says so): the lines add up to the totals.
  const lines = allLines.filter(stillOrdered);
  const attributes = await loadInventoryAttributes(db, lines.map((line) => line.inventory_id).filter((id): id is number => id !== null), language);
  const knownState = statesOf(order.country).find((state) => state.code === order.state);
  return {
    lines: lines.map((line) => ({
      title: line.title,
      variant: (line.inventory_id === null ? [] : attributes.get(line.inventory_id) ?? [])
        .map((a) => ({ attribute: a.attribute_value.attribute.title, value: a.attribute_value.title })),
      quantity: line.quantity,
      unitCents: Number(line.selling),
      pickup: line.shipping_type === SHIPPING_PICKUP && line.place_id !== null ? pickupPlace(line, language) : null,
    })),
    totals: {
      subtotal: Number(order.subtotal),
      bundleOffer: Number(order.bundle_offer),
      shipping: Number(order.shipping_price),
      tax: Number(order.tax),
      voucher: Number(order.voucher_price),
      total: Number(order.total_amount),
    },
    address: {
      name: order.name, phone: order.phone, address_1: order.address_1, address_2: order.address_2, city: order.city, zip: order.zip,
      state: knownState ? { name: knownState.name } : { written: order.state },
      country: countryName(order.country, language),
    },
    payment: { method: order.order_method, state: paymentStateOf({ paid: order.payment_done === 1, refunded: order.refunded === 1 }) },
    format: format ?? DEFAULT_PRICE_FORMAT,
    parcels,
  };
}

/** A line's pickup place as the query reads it: the cart's place columns (core/cart/cart.ts) and its id. */
type PlaceColumns = { place_id: number | null } & Pick<CartShippingPlace, 'pickup_point' | 'pickup_address_line_1' | 'pickup_address_line_2'
  | 'pickup_city' | 'pickup_state' | 'pickup_zip' | 'pickup_country' | 'pickup_phone'>;

function pickupPlace(line: PlaceColumns, language: string): MailPickupPlace {
  const cityLine = [line.pickup_city, line.pickup_zip].filter(Boolean).join(' ');
  const country = line.pickup_country ? countryName(line.pickup_country, language) : null;
  const state = line.pickup_state && line.pickup_country ? statesOf(line.pickup_country).find((s) => s.code === line.pickup_state)?.name ?? line.pickup_state : line.pickup_state;
  const lines = [line.pickup_address_line_1, line.pickup_address_line_2, cityLine, [state, country].filter(Boolean).join(', '), line.pickup_phone];
  return { id: line.place_id!, name: line.pickup_point ?? lines.find(Boolean) ?? '', lines: lines.filter((text): text is string => Boolean(text && text.trim())) };
}
