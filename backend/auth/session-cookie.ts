import { createHash, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH } from '../../core/auth/user';

/*
 * The browser's session (issue 21, ASVS 3.4): the session token in an HttpOnly, SameSite=Lax cookie
 * (Secure over https) that no script can read, and beside it a CSRF token the page's scripts read
 * and send back as a header. The CSRF token is the SHA-256 of the session token under its own
 * label: the server recomputes it from the cookie, so there is nothing more to store, and knowing
 * it reveals nothing of the session token. Lax (not Strict) because a shopper arriving from a
 * link in a mail or a search result must land signed in, and the social sign-in's return from
 * the provider is such an arrival.
 */

/** A session kept in a browser cookie: its names, how long it lives, and the label its CSRF token is derived under. */
export interface CookieSessionSpec {
  cookieName: string;
  csrfCookieName: string;
  csrfHeader: string;
  /** Distinct per kind of session, so one kind's CSRF token never answers for another's. */
  csrfLabel: string;
  sameSite: 'lax' | 'strict';
  maxAgeSeconds: number;
}

/**
 * The cookies of one kind of session: the token in an HttpOnly cookie, and beside it a CSRF token
 * derived from it (SHA-256 under the kind's label) that the page's scripts read and send back as a
 * header. The storefront's and the back office's sessions are both made by this.
 */
export function cookieSession(spec: CookieSessionSpec) {
  const csrfOf = (token: string) => createHash('sha256').update(`${spec.csrfLabel}:${token}`, 'utf8').digest('base64url');
  return {
    csrfOf,
    /** The session token from the request's cookie, if any. */
    tokenOf(request: FastifyRequest): string | null {
      const header = request.headers.cookie;
      if (!header) return null;
      try {
        return parse(header)[spec.cookieName] || null;
      } catch {
        return null;
      }
    },
    /** The two Set-Cookie values (`null`: both expire at once). */
    setCookies(token: string | null, secure: boolean): string[] {
      const common = { path: '/', sameSite: spec.sameSite, secure, maxAge: token ? spec.maxAgeSeconds : 0 };
      return [serialize(spec.cookieName, token ?? '', { ...common, httpOnly: true }), serialize(spec.csrfCookieName, token ? csrfOf(token) : '', common)];
    },
    /** The header's CSRF token matches the cookie's session (compared in constant time). */
    csrfMatches(request: FastifyRequest, token: string): boolean {
      const sent = request.headers[spec.csrfHeader.toLowerCase()];
      if (typeof sent !== 'string') return false;
      const expected = Buffer.from(csrfOf(token));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const shopper = cookieSession({
  cookieName: AUTH.cookieName, csrfCookieName: AUTH.csrfCookieName, csrfHeader: AUTH.csrfHeader, csrfLabel: 'csrf', sameSite: 'lax', maxAgeSeconds: AUTH.cookieMaxAgeSeconds,
});

/** The CSRF token of a session: derived from the session token, useless without the cookie. */
export const csrfTokenOf = shopper.csrfOf;

/** The session token from the request's cookie, if any. */
export const sessionCookieOf = shopper.tokenOf;

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The two Set-Cookie values of a session (`null`: both expire at once). */
export const sessionSetCookies = shopper.setCookies;

/** Sign-out, or a cookie whose session is over: both cookies expire at once. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', sessionSetCookies(null, isHttps(request)));
}

/** Whether the caller is the storefront, which keeps its session in the cookies (`X-Session: cookie`). */
export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[AUTH.sessionModeHeader.toLowerCase()] === 'cookie';
}

/**
 * A sign-in answer: for the storefront the session goes into the cookies, and the answer carries
 * the CSRF token where other clients get the session token (which no script of the page then
 * ever holds). Other API clients get the answer unchanged, with their bearer token.
 */
export function handOverSession<E extends { status: number; token?: string; data: unknown }>(request: FastifyRequest, reply: FastifyReply, envelope: E): E {
  const token = envelope.token;
  if (envelope.status !== 200 || !token || !wantsCookieSession(request)) return envelope;
  void reply.header('set-cookie', sessionSetCookies(token, isHttps(request))).header('cache-control', 'no-store');
  const csrf = csrfTokenOf(token);
  return { ...envelope, token: csrf, data: { ...(envelope.data as object), token: csrf } };
}

/** The header's CSRF token matches the cookie's session (compared in constant time). */
export const csrfTokenMatches = shopper.csrfMatches;
