import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { AUTH } from '../../core/auth/user';
import type { DB } from '../db/schema';
import { newToken } from './tokens';

/**
 * The challenge an account and client pair is answered with past the account's ceiling: one atomic
 * upsert keeps the same challenge until it expires (AUTH.codeLifetimeMinutes), so a right and a
 * wrong password from one client get byte-identical answers, and only a right one has a code mailed
 * for it (backend/auth/auth-service.ts). The key is a digest: no address is stored in the clear.
 */
export async function signInChallenge(db: Kysely<DB>, account: string, ip: string, now = new Date()): Promise<string> {
  const key = createHash('sha256').update(`${account}\n${ip}`, 'utf8').digest('base64url');
  const stamp = now.toISOString();
  const expiresAt = new Date(now.getTime() + AUTH.codeLifetimeMinutes * 60_000).toISOString();
  const row = await db.insertInto('sign_in_challenges')
    .values({ key, challenge: newToken(), expires_at: expiresAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      challenge: sql<string>`case when sign_in_challenges.expires_at <= ${stamp} then excluded.challenge else sign_in_challenges.challenge end`,
      expires_at: sql<string>`case when sign_in_challenges.expires_at <= ${stamp} then excluded.expires_at else sign_in_challenges.expires_at end`,
    }))
    .returning('challenge')
    .executeTakeFirstOrThrow();
  return row.challenge;
}
