import type { AuthTokenStorage } from '../../core/auth/auth-token.port';
import { AUTH } from '../../core/auth/user';
import { isHttps, parseCookies, writeCookie } from './cookie-writer';

/**
 * Browser: the bearer token in the `frontend_token` cookie (path /, SameSite=Lax, Secure on https),
 * so the next server render knows the user. The API itself never reads the cookie (it takes the
 * Bearer header), which is why a cross-site request carrying it gains nothing.
 */
export class CookieAuthToken implements AuthTokenStorage {
  read(): string | null {
    if (typeof document === 'undefined') return null;
    return parseCookies(document.cookie)[AUTH.cookieName] || null;
  }

  write(token: string): void {
    writeCookie(AUTH.cookieName, token, { maxAge: AUTH.cookieMaxAgeSeconds, sameSite: 'lax', secure: isHttps() });
  }

  clear(): void {
    writeCookie(AUTH.cookieName, '', { maxAge: 0, sameSite: 'lax', secure: isHttps() });
  }
}

/** A cookie the response must set (server side). */
export interface ResponseCookie {
  name: string;
  value: string;
  maxAge: number;
}

/**
 * Server render: the token from the request's cookie. Writing is the browser's job; clearing (a
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
    if (this.token !== null && this.responseCookies.length === 0) this.responseCookies.push({ name: AUTH.cookieName, value: '', maxAge: 0 });
    this.token = null;
  }
}
