import type { Kysely } from 'kysely';
import { type CartLine, SHIPPING_PICKUP } from '../../core/cart/cart';
import type { PlaceKey } from '../../core/checkout/shipping-place';
import type { DB } from '../db/schema';
import { loadCartLines } from './cart-lines';
import { matchedPlaces } from './cart-places';
import { type CartOwner, ownerColumn } from './cart-owner';

/** The caller's own address (country and state, what shipping places match on), else null. */
export async function ownAddress(db: Kysely<DB>, owner: CartOwner | null, addressId: number): Promise<PlaceKey | null> {
  if (!owner) return null;
  const { column, id } = ownerColumn(owner);
  const row = await db.selectFrom('addresses').select(['country', 'state']).where('id', '=', addressId).where(column, '=', id).executeTakeFirst();
  return row ?? null;
}

export type ShippingUpdate =
  | { ok: true; lines: CartLine[] }
  | { ok: false; code: 'not_yours' | 'pickup_unavailable' };

/**
 * `cart/update-shipping`: for each chosen line (id -> shipping type), stores the place the server
 * matches for the address (a client's place id is never trusted) and the type. Pickup is only
 * accepted where the matched place has a pickup point. A line no place serves keeps a null place
 * (the caller reports it). All or nothing: a line that is not the caller's, or a refused pickup,
 * changes nothing; nothing is read for display inside the transaction. Answers the whole cart
 * matched for the address.
 */
export async function updateShipping(
  db: Kysely<DB>,
  owner: CartOwner,
  choices: ReadonlyMap<number, number>,
  address: PlaceKey,
  language: string,
): Promise<ShippingUpdate> {
  const { column, id } = ownerColumn(owner);
  const ids = [...choices.keys()];
  const outcome = await db.transaction().execute(async (trx): Promise<ShippingUpdate> => {
    if (ids.length > 0) {
      const own = await trx.selectFrom('carts').select('id').where(column, '=', id).where('id', 'in', ids).execute();
      if (own.length !== ids.length) return { ok: false, code: 'not_yours' };
    }
    const matched = await matchedPlaces(trx, owner, address);
    const stamp = new Date().toISOString();
    for (const [lineId, type] of choices) {
      const place = matched.get(lineId) ?? null;
      if (type === SHIPPING_PICKUP && place && !place.pickup_point) return { ok: false, code: 'pickup_unavailable' };
    }
    for (const [lineId, type] of choices) {
      const place = matched.get(lineId) ?? null;
      await trx.updateTable('carts').set({ shipping_place_id: place?.id ?? null, shipping_type: type, updated_at: stamp }).where('id', '=', lineId).where(column, '=', id).execute();
    }
    return { ok: true, lines: [] };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, lines: await loadCartLines(db, owner, language, { address }) };
}
