import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CART_SELECTED } from '../../core/cart/cart';
import type { CartOwner } from '../cart/cart-owner';
import { ownerFilter } from './order-rows';
import type { DB } from '../db/schema';
import type { OrderRefusal } from './order-refusal';

/**
 * An order's Idempotency-Key (decision 0012): one per checkout attempt, scoped to its buyer on the
 * server, naming its order for 24 hours; the same key with another request is refused.
 */

/** How long an Idempotency-Key names its order; after that the buyer may use it again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

export interface KeyedRequest {
  /** The client's key scoped to its buyer: two buyers' equal keys never meet. */
  key: string;
  fingerprint: string;
  owner: CartOwner;
}

/** What a keyed request asks for: the same key must come with the same order. */
export interface AskedOrder {
  orderMethod: number;
  addressId: number | null;
  voucherCode: string | null;
  deliveryInstruction: string | null;
}

/** An order a key already names: the same request (a replay), or another one (refused). */
export type PriorOrder = { ok: true; orderId: number; replayed: true; confirmToken: null } | OrderRefusal;

function scopedKey(owner: CartOwner, key: string): string {
  return `${'userId' in owner ? `u${owner.userId}` : `g${owner.guestId}`}:${key}`;
}

/** The fingerprint of what a keyed request asks for. */
function requestFingerprint(input: AskedOrder): string {
  const asked = JSON.stringify([input.orderMethod, input.addressId, input.voucherCode?.toUpperCase() ?? null, input.deliveryInstruction ?? null]);
  return createHash('sha256').update(asked).digest('hex');
}

/** The buyer's key and the request's fingerprint, or null when the client sent no key. */
export function keyedRequest(owner: CartOwner, idempotencyKey: string | null, asked: AskedOrder): KeyedRequest | null {
  return idempotencyKey === null ? null : { key: scopedKey(owner, idempotencyKey), fingerprint: requestFingerprint(asked), owner };
}

/** A key older than the window names nothing any more (the order keeps everything else). */
export async function forgetOldKey(db: Kysely<DB>, key: string, now: Date): Promise<void> {
  await db.updateTable('orders').set({ idempotency_key: null })
    .where('idempotency_key', '=', key).where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
    .execute();
}

/**
 * The order this buyer's key already names, or null. A replay is the same request over the same
 * cart: placing emptied the cart of what it ordered, so a buyer who has chosen lines in the cart
 * again is asking for a new order with an old key, refused like other fields that differ (Stripe's
 * rule) rather than answered "placed" with the first order while the new cart stays unordered.
 */
export async function priorOrder(db: Kysely<DB>, keyed: KeyedRequest): Promise<PriorOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'idempotency_fingerprint']).where('idempotency_key', '=', keyed.key).executeTakeFirst();
  if (!row) return null;
  if (row.idempotency_fingerprint !== null && row.idempotency_fingerprint !== keyed.fingerprint) return { ok: false, code: 'idempotency_mismatch' };
  const owner = ownerFilter(keyed.owner);
  const newCart = await db.selectFrom('carts').select('id').where(owner.column, '=', owner.id).where('selected', '=', CART_SELECTED).limit(1).executeTakeFirst();
  return newCart ? { ok: false, code: 'idempotency_mismatch' } : { ok: true, orderId: row.id, replayed: true, confirmToken: null };
}
