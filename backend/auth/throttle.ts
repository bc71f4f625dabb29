import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/** Actions that are rate-limited: the account calls, looking an order up by its tracking code, reviews, contact messages, newsletter sign-ups. */
export type ThrottleAction = 'signin' | 'signup' | 'verify' | 'forgot' | 'reset' | 'seller_signup' | 'seller_verify' | 'password' | 'track' | 'review' | 'contact' | 'newsletter';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Per action, a limit per client IP and one per account e-mail (or user). */
export type AuthLimits = Record<ThrottleAction, { ip: RateLimit; account: RateLimit }>;

const TEN_MINUTES = 600;
const limit = (ip: number, account: number): { ip: RateLimit; account: RateLimit } => ({
  ip: { max: ip, windowSeconds: TEN_MINUTES },
  account: { max: account, windowSeconds: TEN_MINUTES },
});

/**
 * Generous enough for a shopper who mistypes, tight enough that guessing a password or a 6-digit
 * code from one address, or against one account from many, gets nowhere.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  // Sign-in counts here per client address only: counting the account would let anyone lock its
  // owner out, so failures per account are backend/auth/sign-in-guard.ts's (growing waits per client).
  signin: limit(30, 10),
  signup: limit(20, 5),
  verify: limit(30, 10),
  forgot: limit(10, 5),
  reset: limit(30, 10),
  seller_signup: limit(20, 5),
  seller_verify: limit(30, 10),
  password: limit(30, 10),
  // Looking up orders by tracking code: plenty for a shopper, nowhere near enough to walk the code space.
  track: limit(60, 60),
  // Writing reviews (with photos to decode): a shopper reviewing a whole order, not a script.
  review: limit(60, 20),
  // Contact messages (each one mailed to the shop): a person with follow-ups, not a flood.
  contact: limit(10, 5),
  // Newsletter sign-ups (each may mail a confirmation): a household on one connection, and a few
  // resends for one address, never a mail cannon aimed at somebody's inbox.
  newsletter: limit(20, 3),
};

/** Overrides (for example tests that sign in many times from one address) on top of the defaults. */
export type AuthLimitOverrides = Partial<Record<ThrottleAction, Partial<{ ip: RateLimit; account: RateLimit }>>>;

export function resolveLimits(overrides: AuthLimitOverrides | undefined): AuthLimits {
  const resolved = { ...DEFAULT_AUTH_LIMITS };
  for (const [action, override] of Object.entries(overrides ?? {}) as [ThrottleAction, Partial<{ ip: RateLimit; account: RateLimit }>][]) {
    if (resolved[action]) resolved[action] = { ...resolved[action], ...override };
  }
  return resolved;
}

/**
 * Counts one hit in a fixed window and returns the count including this hit. One atomic upsert
 * (SQLite and PostgreSQL both support `on conflict ... do update ... returning`), so concurrent
 * requests and several server processes share one counter; a window that has ended restarts at 1.
 */
export async function hit(db: Kysely<DB>, key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const windowEndedBefore = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const row = await db.insertInto('auth_throttles')
    .values({ key, hits: 1, window_started_at: stamp })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      hits: sql<number>`case when auth_throttles.window_started_at <= ${windowEndedBefore} then 1 else auth_throttles.hits + 1 end`,
      window_started_at: sql<string>`case when auth_throttles.window_started_at <= ${windowEndedBefore} then ${stamp} else auth_throttles.window_started_at end`,
    }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/**
 * Counts an attempt against the client IP and, when known, the account; true when either is over
 * its limit. Both counters move even when one is exceeded, so hammering keeps the window full.
 */
export async function overLimit(db: Kysely<DB>, limits: AuthLimits, action: ThrottleAction, ip: string, account: string | null, now = new Date()): Promise<boolean> {
  const rule = limits[action];
  const ipHits = await hit(db, `${action}:ip:${ip}`, rule.ip.windowSeconds, now);
  const accountHits = account ? await hit(db, `${action}:account:${account}`, rule.account.windowSeconds, now) : 0;
  return ipHits > rule.ip.max || accountHits > rule.account.max;
}
