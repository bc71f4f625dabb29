import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BACK_OFFICE, type SecondFactor } from '../../core/admin/back-office';
import type { DB } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import { cookieSession } from '../auth/session-cookie';

/*
 * The back office's own sessions: apart from the shopper's (another table, another cookie), so a
 * shopper's or seller's session never opens it, and shorter: 30 idle minutes, 12 hours in all
 * (core/admin/back-office.ts). The browser keeps the token in an HttpOnly, SameSite=Strict cookie
 * and sends back a CSRF token derived from it; other clients send it as a bearer token.
 */

const before = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
/** A live session's `last_seen_at` is written at most this often. */
const TOUCH_EVERY_SECONDS = 30;

export async function issueBackOfficeSession(db: Kysely<DB>, userId: number, factor: SecondFactor, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insertInto('back_office_sessions').values({
    token_hash: hashToken(token), user_id: userId, factor, created_at: now.toISOString(), last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + BACK_OFFICE.absoluteSeconds * 1000).toISOString(),
  }).execute();
  return token;
}

/** The account of a live back-office session (not revoked, used within 30 minutes, younger than 12 hours), marked as seen. */
export async function backOfficeUserOfToken(db: Kysely<DB>, token: string, now = new Date()): Promise<number | null> {
  const row = await db.selectFrom('back_office_sessions').select(['id', 'user_id', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', before(now, BACK_OFFICE.idleSeconds))
    .executeTakeFirst();
  if (!row) return null;
  if (row.last_seen_at < before(now, TOUCH_EVERY_SECONDS)) {
    await db.updateTable('back_office_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return row.user_id;
}

export async function revokeBackOfficeSession(db: Kysely<DB>, token: string, now = new Date()): Promise<void> {
  await db.updateTable('back_office_sessions').set({ revoked_at: now.toISOString() }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}

/** Every back-office session of an account ends (its role taken away, its factor changed). */
export async function revokeBackOfficeSessionsOf(db: Kysely<DB>, userId: number, now = new Date()): Promise<void> {
  await db.updateTable('back_office_sessions').set({ revoked_at: now.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

const cookies = cookieSession({
  cookieName: BACK_OFFICE.cookieName, csrfCookieName: BACK_OFFICE.csrfCookieName, csrfHeader: BACK_OFFICE.csrfHeader,
  csrfLabel: 'backoffice-csrf', sameSite: 'strict', maxAgeSeconds: BACK_OFFICE.absoluteSeconds,
});

export const backOfficeCsrfOf = cookies.csrfOf;
export const backOfficeCookieOf = cookies.tokenOf;
/** The console's session in its cookies (null: both expire); Strict: the console is never entered signed in from a link elsewhere. */
export function setBackOfficeCookies(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  void reply.header('set-cookie', cookies.setCookies(token, request.protocol === 'https')).header('cache-control', 'no-store');
}
/** The header's CSRF token matches the cookie's session (constant time). */
export const backOfficeCsrfMatches = cookies.csrfMatches;
