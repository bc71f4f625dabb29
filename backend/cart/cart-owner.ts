import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Caller, ensureGuestId, findGuestId, identifyCaller } from '../auth/caller';
import type { DB } from '../db/schema';

/** Whose cart: a signed-in user's or a guest's (a cart row has exactly one of the two). */
export type CartOwner = { userId: number } | { guestId: number };

/**
 * Why a caller has no cart: a bearer token was sent but is not live (403 rather than quietly
 * treating them as a guest), or neither a bearer token nor a guest `user_token` was sent.
 */
export type OwnerRefusal = 'invalid_token' | 'no_identity';

export type OwnerResult<O> = { ok: true; owner: O } | { ok: false; code: OwnerRefusal };

/** The carts column that holds an owner's id, and the id. */
export function ownerColumn(owner: CartOwner): { column: 'user_id' | 'guest_user_id'; id: number } {
  return 'userId' in owner ? { column: 'user_id', id: owner.userId } : { column: 'guest_user_id', id: owner.guestId };
}

/** The buyer as a rate limit counts it (`user:12`, `guest:34`), or null for a guest with nothing stored yet. */
export function buyerKey(owner: CartOwner | null): string | null {
  if (owner === null) return null;
  return 'userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

/** The owner's user id, or null for a guest (the contract's `user_id` of a cart line). */
export function ownerUserId(owner: CartOwner): number | null {
  return 'userId' in owner ? owner.userId : null;
}

/**
 * The cart owner of an identified caller. With `create` a first-time guest gets their row (a
 * write is about to store a line); without it a guest unknown to the database is `null`: an empty
 * cart, and nothing is written for a mere read.
 */
export async function ownerOfCaller(db: Kysely<DB>, caller: Caller, create: true): Promise<OwnerResult<CartOwner>>;
export async function ownerOfCaller(db: Kysely<DB>, caller: Caller, create: false): Promise<OwnerResult<CartOwner | null>>;
export async function ownerOfCaller(db: Kysely<DB>, caller: Caller, create: boolean): Promise<OwnerResult<CartOwner | null>> {
  if (caller.invalidToken) return { ok: false, code: 'invalid_token' };
  if (caller.userId !== null) return { ok: true, owner: { userId: caller.userId } };
  if (caller.guestToken === null) return { ok: false, code: 'no_identity' };
  const guestId = create ? await ensureGuestId(db, caller.guestToken) : await findGuestId(db, caller.guestToken);
  return { ok: true, owner: guestId === null ? null : { guestId } };
}

/** The caller of a cart read: bearer user, else guest `user_token` (header, body or query); null for a guest with nothing stored yet. */
export async function readCartOwner(db: Kysely<DB>, request: FastifyRequest): Promise<OwnerResult<CartOwner | null>> {
  return ownerOfCaller(db, await identifyCaller(db, request), false);
}

/** The caller of a cart write; a first-time guest's row is created. */
export async function writeCartOwner(db: Kysely<DB>, request: FastifyRequest): Promise<OwnerResult<CartOwner>> {
  return ownerOfCaller(db, await identifyCaller(db, request), true);
}

/**
 * Takes back the row a first-time guest got for a write that was then refused, so a refused write
 * stores nothing (issue 21): the row goes only while nothing is stored under it. Rows that cascade
 * with it (cart lines, addresses, compare entries) and orders are checked here; a row that another
 * table still names is kept by its foreign key, and that refusal is the answer.
 */
export async function forgetEmptyGuest(db: Kysely<DB>, owner: CartOwner): Promise<void> {
  if (!('guestId' in owner)) return;
  const id = owner.guestId;
  try {
    await db.deleteFrom('guest_users').where('id', '=', id)
      .where((eb) => eb.not(eb.or([
        eb.exists(eb.selectFrom('carts').select('id').where('guest_user_id', '=', id)),
        eb.exists(eb.selectFrom('addresses').select('id').where('guest_user_id', '=', id)),
        eb.exists(eb.selectFrom('guest_compare_lists').select('product_id').where('guest_user_id', '=', id)),
        eb.exists(eb.selectFrom('orders').select('id').where('guest_user_id', '=', id)),
      ])))
      .execute();
  } catch {
    // Still named by another table's row: the guest keeps it.
  }
}

/** Whether an order (any row with user_id and guest_user_id) belongs to this buyer. */
export function ownsOrder(row: { user_id: number | null; guest_user_id: number | null }, owner: CartOwner | null): boolean {
  if (!owner) return false;
  return 'userId' in owner ? row.user_id === owner.userId : row.guest_user_id === owner.guestId;
}
