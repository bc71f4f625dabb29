/**
 * Where the bearer token is kept between page loads: the `frontend_token` cookie (path /, max age
 * 31622400 s), so the server render knows the user. Read-only during a server render except that
 * `clear()` there asks the response to expire the cookie.
 */
export interface AuthTokenStorage {
  /** The saved token, or null. */
  read(): string | null;
  /** Saves the token after signing in. */
  write(token: string): void;
  /** Forgets the token (sign-out, deleted account, failed profile load). */
  clear(): void;
}
export const AuthTokenStorage = Symbol('AuthTokenStorage');
