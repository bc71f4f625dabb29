import type { Kysely } from 'kysely';
import { AUTH } from '../../core/auth/user';
import type { DB } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** Starts a session for a user; returns the bearer token (only its hash is kept). */
export async function issueSession(db: Kysely<DB>, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insertInto('sessions').values({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + AUTH.cookieMaxAgeSeconds * 1000).toISOString(),
  }).execute();
  return token;
}

/** How often a live session's `last_seen_at` is written: at most once a minute, not on every call. */
const TOUCH_EVERY_MS = 60_000;
const before = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

/**
 * The user a bearer token belongs to, if the session is live: not revoked, used within the idle
 * timeout, and younger than the absolute limit (both AUTH, ASVS 3.3; the absolute limit also read
 * from `created_at`, so sessions issued before it existed end on time), of an account that is not
 * blocked. A live session is marked as seen.
 */
export async function userIdOfToken(db: Kysely<DB>, token: string, now = new Date()): Promise<number | null> {
  const row = await db.selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.last_seen_at'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('s.created_at', '>', before(now, AUTH.cookieMaxAgeSeconds))
    .where('s.last_seen_at', '>', before(now, AUTH.sessionIdleSeconds))
    // A blocked account's sessions are ended when it is blocked; one issued in a race ends here.
    .where('u.blocked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.last_seen_at || row.last_seen_at < before(now, TOUCH_EVERY_MS / 1000)) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return row.user_id;
}

/** Sign-out: the token stops working at once. */
export async function revokeSession(db: Kysely<DB>, token: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}

/** Every session of a user but one (password changed or reset: other devices are signed out). */
export async function revokeOtherSessions(db: Kysely<DB>, userId: number, keepToken: string | null, now = new Date()): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepToken) query = query.where('token_hash', '<>', hashToken(keepToken));
  await query.execute();
}
