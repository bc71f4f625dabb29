import type { AuthTokenStorage } from '../../core/auth/auth-token.port';
import { AUTH } from '../../core/auth/user';
import { isHttps, parseCookies, writeCookie } from './cookie-writer';

/**
 * Browser: the session itself is in the HttpOnly `frontend_token` cookie, which the server sets on
 * signing in and no script here can read. What scripts hold is the session's CSRF token from the
 * readable `frontend_csrf` cookie (set beside it by the server): the api client sends it as
 * `X-CSRF-Token`, and its presence says a session is there. Writing is the server's job; clearing
 * forgets the CSRF token here, and sign-out's answer expires both cookies.
 */
export class CookieAuthToken implements AuthTokenStorage {
  read(): string | null {
    if (typeof document === 'undefined') return null;
    return parseCookies(document.cookie)[AUTH.csrfCookieName] || null;
  }

  write(): void {
    // The sign-in answer's Set-Cookie already holds both cookies.
  }

  clear(): void {
    writeCookie(AUTH.csrfCookieName, '', { maxAge: 0, sameSite: 'lax', secure: isHttps() });
  }
}

/** A cookie the response must set (server side). */
export interface ResponseCookie {
  name: string;
  value: string;
  maxAge: number;
}

/**
 * Server render: the session token from the request's cookie, sent to the in-process api/v1 as a
 * bearer token (no other site is involved there). Writing is the browser's job; clearing (a
 * failed profile load) records an expiring Set-Cookie for the response.
 */
export class RequestAuthToken implements AuthTokenStorage {
  private token: string | null;
  readonly responseCookies: ResponseCookie[] = [];

  constructor(cookies: Readonly<Record<string, string | undefined>>) {
    this.token = cookies[AUTH.cookieName] || null;
  }

  read(): string | null {
    return this.token;
  }

  write(token: string): void {
    this.token = token;
  }

  clear(): void {
    if (this.token !== null && this.responseCookies.length === 0) {
      this.responseCookies.push({ name: AUTH.cookieName, value: '', maxAge: 0 }, { name: AUTH.csrfCookieName, value: '', maxAge: 0 });
    }
    this.token = null;
  }
}
