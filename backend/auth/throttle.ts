import type { FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { overRate, type RateLimit, retryAfterSeconds, windowEnded } from '../../core/auth/rate-window';
import type { DB } from '../db/schema';
import { failure } from '../http/envelope';

export type { RateLimit } from '../../core/auth/rate-window';

/**
 * Actions that are rate-limited: the account calls, looking an order up by its tracking code,
 * reviews, contact messages, newsletter sign-ups; and the business flows (OWASP ASVS 11.1.4):
 * placing orders, guests' orders, re-sending an order's mail, voucher checks, guest-token look-ups
 * of orders and confirmation links.
 */
export type ThrottleAction = 'signin' | 'signup' | 'verify' | 'forgot' | 'reset' | 'seller_signup' | 'seller_verify' | 'password' | 'track' | 'review' | 'contact' | 'newsletter'
  | 'order' | 'guest_order' | 'guest_recipient' | 'order_mail' | 'voucher' | 'guest_token' | 'order_confirm' | 'back_office_signin' | 'back_office_code';

/**
 * Per action, a limit per client IP and one per "account": the e-mail, user or buyer the attempt
 * is about (for `order_mail` the order, for `guest_order` and `guest_recipient` the order's e-mail address).
 */
export type AuthLimits = Record<ThrottleAction, { ip: RateLimit; account: RateLimit }>;

const TEN_MINUTES = 600;
const HOUR = 3_600;
const DAY = 86_400;
const limit = (ip: number, account: number, accountSeconds = TEN_MINUTES, ipSeconds = TEN_MINUTES): { ip: RateLimit; account: RateLimit } => ({
  ip: { max: ip, windowSeconds: ipSeconds },
  account: { max: account, windowSeconds: accountSeconds },
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
  // Placing orders, per client and per buyer: a household or an office behind one address, a
  // shopper trying again; never thousands of orders reserving stock.
  order: limit(60, 20),
  // Guests' orders on top (each reserves stock and mails whatever address was typed): per client
  // an hour, per new e-mail address an hour. An address that has confirmed an order is not counted.
  guest_order: limit(10, 3, HOUR, HOUR),
  // Every guest's order to one e-mail address, known or new, whatever the client (each mails that
  // inbox and reserves stock): a person ordering as a guest a few times, never a flood into
  // somebody's inbox from many addresses. The client side is the per-client order limit's.
  guest_recipient: limit(600, 10, HOUR, HOUR),
  // Re-sending an order's mail: a few per order a day, and a few dozen per client.
  order_mail: limit(20, 3, DAY),
  // Voucher checks: a shopper trying the codes they have, not guessing (400 a second in the probe).
  voucher: limit(30, 20),
  // Guest look-ups of orders that name none of theirs: a guest never misses their own order.
  guest_token: limit(30, 30),
  // Confirmation links tried from one client (each names one order by a 256-bit token).
  order_confirm: limit(30, 10),
  // The back office's password step and second-factor step: a member who mistypes, never a guesser
  // (each challenge also dies after five wrong codes, and TOTP codes are never accepted twice).
  back_office_signin: limit(20, 10),
  back_office_code: limit(30, 15),
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
export async function hit(db: Kysely<DB>, key: string, windowSeconds: number, now = new Date()): Promise<{ hits: number; startedAt: Date }> {
  const stamp = now.toISOString();
  const windowEndedBefore = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const row = await db.insertInto('auth_throttles')
    .values({ key, hits: 1, window_started_at: stamp })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      hits: sql<number>`case when auth_throttles.window_started_at <= ${windowEndedBefore} then 1 else auth_throttles.hits + 1 end`,
      window_started_at: sql<string>`case when auth_throttles.window_started_at <= ${windowEndedBefore} then ${stamp} else auth_throttles.window_started_at end`,
    }))
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), startedAt: new Date(row.window_started_at) };
}

/** A refused attempt: how many seconds until the fullest window that refused it ends. */
export interface Refused {
  retryAfter: number;
}

/**
 * Counts an attempt against the client IP and, when known, the account; `Refused` (with the wait)
 * when either is over its limit, else null. Both counters move even when one is exceeded, so
 * hammering keeps the window full.
 */
export async function overLimit(db: Kysely<DB>, limits: AuthLimits, action: ThrottleAction, ip: string, account: string | null, now = new Date()): Promise<Refused | null> {
  const rule = limits[action];
  const counted = [{ window: await hit(db, `${action}:ip:${ip}`, rule.ip.windowSeconds, now), limit: rule.ip }];
  if (account) counted.push({ window: await hit(db, `${action}:account:${account}`, rule.account.windowSeconds, now), limit: rule.account });
  const over = counted.filter(({ window, limit: l }) => overRate(window.hits, l));
  if (over.length === 0) return null;
  return { retryAfter: Math.max(...over.map(({ window, limit: l }) => retryAfterSeconds(window.startedAt, l.windowSeconds, now))) };
}

/**
 * Whether the client has spent its allowance of `action` in this window (as many hits as the limit
 * allows), without counting this request: the guest-token look-ups count only their misses, yet
 * refuse every look-up once the misses are spent.
 */
export async function alreadyOver(db: Kysely<DB>, limits: AuthLimits, action: ThrottleAction, ip: string, now = new Date()): Promise<Refused | null> {
  const rule = limits[action].ip;
  const row = await db.selectFrom('auth_throttles').select(['hits', 'window_started_at']).where('key', '=', `${action}:ip:${ip}`).executeTakeFirst();
  if (!row) return null;
  const startedAt = new Date(row.window_started_at);
  if (windowEnded(startedAt, rule.windowSeconds, now) || !overRate(Number(row.hits) + 1, rule)) return null;
  return { retryAfter: retryAfterSeconds(startedAt, rule.windowSeconds, now) };
}

/** The answer to a refused attempt: 429 in HTTP and the envelope, the message, and Retry-After. */
export function tooMany(reply: FastifyReply, refused: Refused, message: string): FastifyReply {
  return reply.code(429).header('Retry-After', String(refused.retryAfter)).send(failure(429, message));
}
