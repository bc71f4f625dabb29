import type { Kysely } from 'kysely';
import type { Address } from '../../core/account/account';
import type { Paginator } from '../../core/shared/paginator';
import type { AddressFormFields } from '../../core/account/account-fields';
import type { DB } from '../db/schema';
import { type Caller, ensureGuestId, findGuestId } from '../auth/caller';
import { offsetOf, PAGE_SIZE, paginator } from '../http/paging';

/** Whose address book: a signed-in user's or a guest's (rows carry exactly one of the two ids). */
export type AddressOwner = { kind: 'user'; id: number } | { kind: 'guest'; id: number };

const ADDRESS_COLUMNS = ['id', 'name', 'email', 'phone', 'country', 'state', 'city', 'zip', 'address_1', 'address_2'] as const;

function ownerColumn(owner: AddressOwner): 'user_id' | 'guest_user_id' {
  return owner.kind === 'user' ? 'user_id' : 'guest_user_id';
}

/** One page of the owner's addresses, newest first; no owner (a guest who never saved one) is an empty book. */
export async function listAddresses(db: Kysely<DB>, owner: AddressOwner | null, page: number): Promise<Paginator<Address>> {
  if (!owner) return paginator([], page, 0);
  const column = ownerColumn(owner);
  const [rows, count] = await Promise.all([
    db.selectFrom('addresses').select(ADDRESS_COLUMNS).where(column, '=', owner.id)
      .orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(PAGE_SIZE).offset(offsetOf(page)).execute(),
    db.selectFrom('addresses').select((eb) => eb.fn.countAll<string | number>().as('total')).where(column, '=', owner.id).executeTakeFirstOrThrow(),
  ]);
  return paginator(rows, page, Number(count.total));
}

/** Adds an address to the owner's book. */
export async function addAddress(db: Kysely<DB>, owner: AddressOwner, fields: AddressFormFields, now = new Date()): Promise<Address> {
  const stamp = now.toISOString();
  const row = await db.insertInto('addresses')
    .values({ ...fields, user_id: owner.kind === 'user' ? owner.id : null, guest_user_id: owner.kind === 'guest' ? owner.id : null, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...fields };
}

/**
 * Replaces an address if it is the owner's. Null when it is not (another user's, or none): the
 * caller refuses and nothing changed, as the owner is part of the UPDATE's condition.
 */
export async function updateAddress(db: Kysely<DB>, owner: AddressOwner, id: number, fields: AddressFormFields, now = new Date()): Promise<Address | null> {
  const result = await db.updateTable('addresses')
    .set({ ...fields, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where(ownerColumn(owner), '=', owner.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { id, ...fields } : null;
}

/** Deletes an address if it is the owner's; false (and nothing deleted) otherwise. */
export async function deleteAddress(db: Kysely<DB>, owner: AddressOwner, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('id', '=', id).where(ownerColumn(owner), '=', owner.id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}



/** The address book a caller reads: a user's, a known guest's, or none yet (an unknown guest token). */
export async function readerOf(db: Kysely<DB>, caller: Caller): Promise<AddressOwner | null> {
  if (caller.userId !== null) return { kind: 'user', id: caller.userId };
  const guestId = caller.guestToken ? await findGuestId(db, caller.guestToken) : null;
  return guestId === null ? null : { kind: 'guest', id: guestId };
}

/** The address book a caller writes to; a guest's row is created on the first address it stores. */
export async function writerOf(db: Kysely<DB>, caller: Caller): Promise<AddressOwner | null> {
  if (caller.userId !== null) return { kind: 'user', id: caller.userId };
  return caller.guestToken ? { kind: 'guest', id: await ensureGuestId(db, caller.guestToken) } : null;
}
