import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CartOwner } from '../cart/cart-owner';
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
  return idempotencyKey === null ? null : { key: scopedKey(owner, idempotencyKey), fingerprint: requestFingerprint(asked) };
}

/** A key older than the window names nothing any more (the order keeps everything else). */
export async function forgetOldKey(db: Kysely<DB>, key: string, now: Date): Promise<void> {
  await db.updateTable('orders').set({ idempotency_key: null })
    .where('idempotency_key', '=', key).where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
    .execute();
}

/** The order this buyer's key already names, or null. */
export async function priorOrder(db: Kysely<DB>, keyed: KeyedRequest): Promise<PriorOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'idempotency_fingerprint']).where('idempotency_key', '=', keyed.key).executeTakeFirst();
  if (!row) return null;
  return row.idempotency_fingerprint === null || row.idempotency_fingerprint === keyed.fingerprint
    ? { ok: true, orderId: row.id, replayed: true, confirmToken: null }
    : { ok: false, code: 'idempotency_mismatch' };
}
