import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTH } from '../../core/auth/user';
import type { DB } from '../db/schema';

/**
 * What a code is for, with the digest of its challenge: a code is found only with the challenge
 * its answer gave the client that asked (backend/auth/auth-service.ts), so several clients' codes
 * live side by side and one client's wrong tries never touch another's code.
 */
export type CodePurpose = `verify_email:${string}` | `reset_password:${string}` | `sign_in:${string}`;

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** AUTH.codeLength)).padStart(AUTH.codeLength, '0');
}

/**
 * Codes are stored as SHA-256 of user id and code: a short code alone would be trivially looked up,
 * and binding it to the user means equal codes of two users do not share a digest. Guessing is
 * bounded by the attempt counter, not by the hash.
 */
export function hashCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`, 'utf8').digest('base64url');
}

/**
 * Issues a new code for the purpose; older live codes of the same purpose stop working, and for a
 * sign-in code every other live sign-in code of the account too, whichever challenge it was for:
 * an account has at most one live sign-in code.
 */
export async function issueCode(db: Kysely<DB>, userId: number, purpose: CodePurpose, now = new Date()): Promise<string> {
  const code = newCode();
  const signIn = purpose.startsWith('sign_in:');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('verification_codes').set({ consumed_at: now.toISOString() })
      .where('user_id', '=', userId).where('purpose', signIn ? 'like' : '=', signIn ? 'sign_in:%' : purpose).where('consumed_at', 'is', null).execute();
    await trx.insertInto('verification_codes').values({
      user_id: userId,
      purpose,
      code_hash: hashCode(userId, code),
      expires_at: new Date(now.getTime() + AUTH.codeLifetimeMinutes * 60_000).toISOString(),
      created_at: now.toISOString(),
    }).execute();
  });
  return code;
}

/** Whether the user has a code of this purpose that can still be used (not used, not expired, tries left). */
export async function hasLiveCode(db: Kysely<DB>, userId: number, purpose: CodePurpose, now = new Date()): Promise<boolean> {
  const live = await db.selectFrom('verification_codes').select('id')
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString()).where('attempts', '<', AUTH.codeMaxAttempts)
    .executeTakeFirst();
  return live !== undefined;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'none';

/**
 * Checks a code against the user's live code of that purpose and consumes it on success. Each
 * wrong try counts; after AUTH.codeMaxAttempts the code is dead even for the right digits.
 */
export async function consumeCode(db: Kysely<DB>, userId: number, purpose: CodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
  const live = await db.selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live || live.attempts >= AUTH.codeMaxAttempts) return 'none';
  if (live.expires_at <= now.toISOString()) return 'expired';
  if (live.code_hash !== hashCode(userId, code)) {
    // Counted atomically so parallel guesses cannot exceed the limit.
    await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', live.id).execute();
    return 'wrong';
  }
  // Only one request can consume it: the update matches only while it is still unconsumed and alive.
  const result = await db.updateTable('verification_codes').set({ consumed_at: now.toISOString() })
    .where('id', '=', live.id).where('consumed_at', 'is', null).where('attempts', '<', AUTH.codeMaxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'ok' : 'none';
}
