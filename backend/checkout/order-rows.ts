import { randomInt } from 'node:crypto';
import type { PricedCart } from '../../core/cart/cart-pricing';
import { TRACKING_ALPHABET, TRACKING_LENGTH } from '../../core/orders/tracking-code';
import type { CartOwner } from '../cart/cart-owner';
import type { OrderLine } from './order-lines';

/** The column and id that find a buyer's rows (cart lines, addresses, orders) in a where clause. */
export const ownerFilter = (owner: CartOwner) => ('userId' in owner ? { column: 'user_id' as const, id: owner.userId } : { column: 'guest_user_id' as const, id: owner.guestId });

/** The owner columns of an order's rows (the order, its voucher use). */
export function ownerColumns(owner: CartOwner): { user_id: number | null; guest_user_id: number | null } {
  return 'userId' in owner ? { user_id: owner.userId, guest_user_id: null } : { user_id: null, guest_user_id: owner.guestId };
}

/** A tracking code from a cryptographic source: 12 of 31 symbols (~59 bits), unguessable and readable. */
export function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < TRACKING_LENGTH; i++) code += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return code;
}

/**
 * One row per line: the unit price charged, the line's tax and bundle offer, and its shipping: the
 * line's own, plus a single-price group's charge on the group's first line, so the lines add up
 * to the order's shipping.
 */
export function orderedProductRows(orderId: number, lines: readonly OrderLine[], priced: PricedCart, stamp: string) {
  const amounts = new Map(priced.lines.map((line) => [line.id, line]));
  const groupCharge = new Map<number, number>();
  for (const group of priced.shippingGroups) groupCharge.set(group.lineIds[0]!, (groupCharge.get(group.lineIds[0]!) ?? 0) + group.cents);
  return lines.map((line) => {
    const amount = amounts.get(line.id)!;
    return {
      order_id: orderId,
      product_id: line.productId,
      inventory_id: line.inventoryId,
      store_id: line.storeId,
      title: line.title,
      quantity: line.quantity,
      selling: line.pricing.unitCents,
      shipping_place_id: line.shippingPlaceId,
      shipping_type: line.shippingType,
      shipping_price: amount.shipping + (groupCharge.get(line.id) ?? 0),
      tax_price: amount.tax,
      bundle_offer: amount.bundleOffer,
      created_at: stamp,
    };
  });
}
