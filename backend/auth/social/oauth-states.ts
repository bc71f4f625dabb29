import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hashToken } from '../tokens';

/** A sign-in in flight lives this long: time enough to sign in at the provider, short for replays. */
export const STATE_LIFETIME_MINUTES = 10;

export interface PendingSignIn {
  provider: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string | null;
  language: string;
}

/** Keeps a sign-in in flight under the hash of its state (the raw state only travels in the URL). */
export async function saveState(db: Kysely<DB>, state: string, pending: PendingSignIn, now = new Date()): Promise<void> {
  // Abandoned sign-ins would pile up otherwise; their rows are useless once expired.
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now.toISOString()).execute();
  await db.insertInto('oauth_states').values({
    state_hash: hashToken(state),
    provider: pending.provider,
    code_verifier: pending.codeVerifier,
    nonce: pending.nonce,
    return_to: pending.returnTo,
    language: pending.language,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STATE_LIFETIME_MINUTES * 60_000).toISOString(),
  }).execute();
}

/**
 * Removes and returns the sign-in a state belongs to: one DELETE … RETURNING, so two requests with
 * the same state cannot both get it. Unknown, used or expired state gives null.
 */
export async function takeState(db: Kysely<DB>, state: string, now = new Date()): Promise<PendingSignIn | null> {
  const row = await db.deleteFrom('oauth_states').where('state_hash', '=', hashToken(state)).returningAll().executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { provider: row.provider, codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to, language: row.language };
}
