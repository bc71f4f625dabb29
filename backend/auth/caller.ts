import type { ReadRequest } from '../http/public-reads';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { userIdOfToken } from './sessions';
import { hashToken, isGuestToken } from './tokens';

/**
 * Who is calling: a signed-in user (Authorization: Bearer), a guest (`user_token`: the browser sends
 * it as the `X-User-Token` header; other clients may put it in the JSON body or, as before, the
 * query), or nobody. `invalidToken` is true when a bearer token was sent but is not live, so
 * routes can answer 403 instead of quietly treating the caller as a guest.
 */
export interface Caller {
  userId: number | null;
  bearer: string | null;
  invalidToken: boolean;
  /** The guest's raw token as sent (not yet known to the database until a guest row is needed). */
  guestToken: string | null;
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(request: Pick<ReadRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s+\S+$/i.test(header) ? header.replace(/^Bearer\s+/i, '') : null;
}

export async function identifyCaller(db: Kysely<DB>, request: ReadRequest): Promise<Caller> {
  const bearer = bearerToken(request);
  const userId = bearer ? await userIdOfToken(db, bearer) : null;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.user_token;
  const fromBody = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>).user_token : undefined;
  const fromHeader = request.headers['x-user-token'];
  const raw = fromHeader ?? fromBody ?? fromQuery;
  return { userId, bearer, invalidToken: bearer !== null && userId === null, guestToken: isGuestToken(raw) ? raw : null };
}

/** The guest row for a token, if the guest has already stored something. */
export async function findGuestId(db: Kysely<DB>, token: string): Promise<number | null> {
  const row = await db.selectFrom('guest_users').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.id ?? null;
}

/** The guest row for a token, created on first write (cart line, address). */
export async function ensureGuestId(db: Kysely<DB>, token: string): Promise<number> {
  const tokenHash = hashToken(token);
  await db.insertInto('guest_users').values({ token_hash: tokenHash }).onConflict((oc) => oc.column('token_hash').doNothing()).execute();
  const row = await db.selectFrom('guest_users').select('id').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
  return row.id;
}
