import type { Kysely } from 'kysely';
import { matchShippingPlace, type PlaceKey } from '../../core/checkout/shipping-place';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';
import type { CartOwner } from './cart-owner';
import { shownCartLines } from './cart-writes';

/** A shipping place as pricing and the shipping step read it: where it serves, its prices in cents, whether it has a pickup point. */
export interface PlaceRow {
  id: number;
  country: string;
  state: string;
  price: number;
  pickup_price: number;
  /** The pickup point's name, or null/empty when the place has none. */
  pickup_point: string | null;
}

/** A public shipping rule and its places, in id order. */
export interface RulePlaces {
  id: number;
  singlePrice: boolean;
  places: PlaceRow[];
}

/** The public shipping rules of these ids with their places; two queries, nothing for display. */
export async function loadRulePlaces(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, RulePlaces>> {
  if (ids.length === 0) return new Map();
  const [rules, places] = await Promise.all([
    db.selectFrom('shipping_rules').select(['id', 'single_price']).where('id', 'in', ids).where('status', '=', PUBLIC).execute(),
    db.selectFrom('shipping_places').select(['id', 'shipping_rule_id', 'country', 'state', 'price', 'pickup_price', 'pickup_point'])
      .where('shipping_rule_id', 'in', ids).orderBy('id').execute(),
  ]);
  const out = new Map<number, RulePlaces>(rules.map((rule) => [rule.id, { id: rule.id, singlePrice: Number(rule.single_price) === 1, places: [] }]));
  for (const place of places) {
    out.get(place.shipping_rule_id)?.places.push({
      id: place.id, country: place.country, state: place.state, price: Number(place.price), pickup_price: Number(place.pickup_price), pickup_point: place.pickup_point,
    });
  }
  return out;
}

/** The place a line ships from: matched for the address, else the stored one if it is still the rule's. */
export function placeFor(rule: RulePlaces, storedPlaceId: number | null, address: PlaceKey | undefined): PlaceRow | null {
  return (address ? matchShippingPlace(rule.places, address) : rule.places.find((p) => p.id === storedPlaceId)) ?? null;
}

/** The place each of the owner's shown lines ships from to `address` (null: none serves it), by line id. */
export async function matchedPlaces(db: Kysely<DB>, owner: CartOwner, address: PlaceKey): Promise<Map<number, PlaceRow | null>> {
  const rows = await shownCartLines(db, owner).select(['c.id', 'p.shipping_rule_id']).execute();
  const rules = await loadRulePlaces(db, [...new Set(rows.map((row) => row.shipping_rule_id).filter((id): id is number => id !== null))]);
  return new Map(rows.map((row) => {
    const rule = row.shipping_rule_id === null ? undefined : rules.get(row.shipping_rule_id);
    return [row.id, rule ? placeFor(rule, null, address) : null];
  }));
}
