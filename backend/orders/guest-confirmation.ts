import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { confirmationDeadline, GUEST_CONFIRMATION, needsConfirmation } from '../../core/orders/guest-confirmation';
import { normalizeEmail } from '../../core/shared/forms';
import { ONLINE_PROVIDERS } from '../../core/payments/payment-methods';
import type { CartOwner } from '../cart/cart-owner';
import type { DB } from '../db/schema';

/** The link's token as mailed, and what the order keeps of it. */
export interface NewConfirmation {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

/** SHA-256 of a confirmation token: the database never holds a usable link. */
export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link token (256 bits from a cryptographic source) and the deadline of an order placed `now`. */
export function newConfirmation(now: Date): NewConfirmation {
  const token = randomBytes(GUEST_CONFIRMATION.tokenBytes).toString('base64url');
  return { token, tokenHash: confirmTokenHash(token), expiresAt: confirmationDeadline(now).toISOString() };
}

/** Whether the shop knows `email` already: an account has it, or an order to it was confirmed (or never needed to be), an online one paid. */
export async function addressKnown(db: Kysely<DB>, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  const [user, order] = await Promise.all([
    db.selectFrom('users').select('id').where('email', '=', address).where('verified_at', 'is not', null).executeTakeFirst(),
    // An online order counts only once paid: an unpaid one proves nothing about the address.
    db.selectFrom('orders').select('id').where(sql<string>`lower(email)`, '=', address).where('awaiting_confirmation', '=', 0)
      .where((eb) => eb.or([eb('order_method', 'not in', Object.values(ONLINE_PROVIDERS)), eb('payment_done', '=', 1)])).limit(1).executeTakeFirst(),
  ]);
  return user !== undefined || order !== undefined;
}

/** Guests' orders to `email` placed within the burst window before `now` (core/orders/guest-confirmation.ts). */
export async function recentGuestOrders(db: Kysely<DB>, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - GUEST_CONFIRMATION.burstWindowMinutes * 60_000).toISOString();
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email)).where('guest_user_id', 'is not', null).where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Whether a guest's order paid by `orderMethod` to `email` waits for the mailed link: a new
 * address, or a known one that has had its burst of guests' orders this hour.
 */
export async function guestOrderWaits(db: Kysely<DB>, orderMethod: number, email: string, now: Date): Promise<boolean> {
  // A method that never waits costs no look-up.
  if (!needsConfirmation({ guest: true, orderMethod, addressKnown: false })) return false;
  if (!(await addressKnown(db, email))) return true;
  return needsConfirmation({ guest: true, orderMethod, addressKnown: true, recentGuestOrders: await recentGuestOrders(db, email, now) });
}

/** The confirmation an order of `owner` to `email` paid by `orderMethod` needs, or null (core/orders/guest-confirmation.ts). */
export async function confirmationFor(db: Kysely<DB>, owner: CartOwner, orderMethod: number, email: string, now: Date): Promise<NewConfirmation | null> {
  // Only a guest's order can need one: a signed-in shopper's costs no look-up.
  if (!('guestId' in owner)) return null;
  return (await guestOrderWaits(db, orderMethod, email, now)) ? newConfirmation(now) : null;
}
