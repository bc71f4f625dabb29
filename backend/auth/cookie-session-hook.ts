import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { failure } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { AUTH_MESSAGES } from './auth-messages';
import { userIdOfToken } from './sessions';
import { clearSessionCookies, csrfTokenMatches, sessionCookieOf } from './session-cookie';

/** Where the back office's calls live. */
export const BACK_OFFICE_API = '/api/v1/admin/';

/** Calls that change something: every method but a read, and sign-out (a GET in the contract). */
function changesState(request: FastifyRequest): boolean {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return true;
  return /\/user\/logout(?:\?|$)/.test(request.url);
}

/** Sec-Fetch-Site and Origin, when the browser sends them, say this shop's own page made the call. */
export function fromOwnPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

/**
 * Who a cookie names (docs/decisions/0015-cookie-sessions-and-bearer.md). A call with `Authorization` is
 * left alone: bearer clients carry their credential deliberately, so no other site can make them
 * send it. A call with only the session cookie is one a browser may attach to a request another
 * site started; so a call that changes something must come from this shop's pages (Sec-Fetch-Site,
 * Origin) and carry the CSRF token only those pages can read, else it is refused with 403 before
 * any route runs. A live, checked cookie then reads as that session's bearer token, so every route
 * identifies the caller as before; a cookie whose session is over is cleared and ignored.
 */
export function cookieSessionHook(app: FastifyInstance, db: Kysely<DB>, publicUrl: string, language: (request: FastifyRequest) => Promise<string>): void {
  app.addHook('onRequest', async (request, reply) => {
    // The back office has its own session and cookie (backend/admin/back-office-gate.ts): a
    // shopper's cookie neither opens it nor stands in the way of its calls.
    if (request.url.startsWith(BACK_OFFICE_API)) return;
    if (request.headers.authorization !== undefined) return;
    const token = sessionCookieOf(request);
    if (!token) return;
    if ((await userIdOfToken(db, token)) === null) {
      clearSessionCookies(request, reply);
      return;
    }
    if (changesState(request) && !(fromOwnPages(request, publicUrl) && csrfTokenMatches(request, token))) {
      await reply.code(403).send(failure(403, translate(AUTH_MESSAGES, 'cross_site', await language(request))));
      return;
    }
    request.headers.authorization = `Bearer ${token}`;
  });
}
