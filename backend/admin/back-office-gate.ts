import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type BackOfficeRole, isBackOfficeRole } from '../../core/admin/roles';
import type { DB } from '../db/schema';
import { bearerToken } from '../auth/caller';
import { fromOwnPages } from '../auth/cookie-session-hook';
import { backOfficeCookieOf, backOfficeCsrfMatches, backOfficeUserOfToken } from './back-office-sessions';

/** A signed-in member of the back office. */
export interface BackOfficeMember {
  id: number;
  name: string;
  email: string;
  role: BackOfficeRole;
  language: string;
  /** The session's token (to end it). */
  token: string;
}

/** Who a back-office call comes from: a member, nobody, or a cross-site attempt with a member's cookie. */
export type BackOfficeCaller = { ok: true; member: BackOfficeMember } | { ok: false; reason: 'nobody' | 'cross_site' };

const changesState = (request: FastifyRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);

/**
 * The back office's caller: its cookie (a write only from the shop's own pages with the CSRF token,
 * like the shopper's session) or a bearer back-office token. Only a live back-office session of an
 * account whose role is still staff or operator counts; anything else, a shopper's or a seller's
 * session included, is nobody.
 */
export async function backOfficeCaller(db: Kysely<DB>, request: FastifyRequest, publicUrl: string): Promise<BackOfficeCaller> {
  const cookie = backOfficeCookieOf(request);
  const token = cookie ?? bearerToken(request);
  if (!token) return { ok: false, reason: 'nobody' };
  if (cookie && changesState(request) && !(fromOwnPages(request, publicUrl) && backOfficeCsrfMatches(request, cookie))) return { ok: false, reason: 'cross_site' };
  const userId = await backOfficeUserOfToken(db, token);
  if (userId === null) return { ok: false, reason: 'nobody' };
  const user = await db.selectFrom('users as u').innerJoin('back_office_members as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'u.language']).where('u.id', '=', userId).executeTakeFirst();
  if (!user || !isBackOfficeRole(user.role)) return { ok: false, reason: 'nobody' };
  return { ok: true, member: { id: user.id, name: user.name, email: user.email, role: user.role, language: user.language, token } };
}
