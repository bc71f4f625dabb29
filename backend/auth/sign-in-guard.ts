import { type Kysely, sql } from 'kysely';
import { SIGN_IN_THROTTLE, needsSignInCode, signInWaitSeconds } from '../../core/auth/sign-in-throttle';
import type { DB } from '../db/schema';
import { hit } from './throttle';

/*
 * The failed sign-ins of core/auth/sign-in-throttle.ts, kept in `auth_throttles` so every server
 * process sees them. A pair's row counts its failures and, in `window_started_at`, holds the time
 * of its last failure (the wait runs from there); the account's row is a fixed window of failures.
 */

const pairKey = (account: string, ip: string) => `signin_fail:pair:${account}:${ip}`;
const accountKey = (account: string) => `signin_fail:account:${account}`;

/** Seconds this client must wait before trying this account's password again (0: it may try now). */
export async function signInWait(db: Kysely<DB>, account: string, ip: string, now = new Date()): Promise<number> {
  const row = await db.selectFrom('auth_throttles').select(['hits', 'window_started_at']).where('key', '=', pairKey(account, ip)).executeTakeFirst();
  return row ? signInWaitSeconds(Number(row.hits), new Date(row.window_started_at), now) : 0;
}

/** Whether failures from all clients have reached the account's ceiling (the password then needs a mailed code). */
export async function accountNeedsCode(db: Kysely<DB>, account: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE.accountWindowSeconds * 1000).toISOString();
  const row = await db.selectFrom('auth_throttles').select('hits').where('key', '=', accountKey(account)).where('window_started_at', '>', since).executeTakeFirst();
  return needsSignInCode(Number(row?.hits ?? 0));
}

/** A wrong password: one more failure for the pair (restarting after a quiet day) and for the account. */
export async function recordSignInFailure(db: Kysely<DB>, account: string, ip: string, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const forgottenBefore = new Date(now.getTime() - SIGN_IN_THROTTLE.pairMemorySeconds * 1000).toISOString();
  await db.insertInto('auth_throttles')
    .values({ key: pairKey(account, ip), hits: 1, window_started_at: stamp })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      hits: sql<number>`case when auth_throttles.window_started_at <= ${forgottenBefore} then 1 else auth_throttles.hits + 1 end`,
      window_started_at: stamp,
    }))
    .execute();
  await hit(db, accountKey(account), SIGN_IN_THROTTLE.accountWindowSeconds, now);
}

/** A right password (or code): this client starts afresh with the account; the account's window stays. */
export async function clearSignInFailures(db: Kysely<DB>, account: string, ip: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('key', '=', pairKey(account, ip)).execute();
}
