/**
 * The credential the api client sends for the session between page loads. In the browser the
 * session itself is the server's HttpOnly `frontend_token` cookie, and this holds only its CSRF
 * token (`frontend_csrf`); during a server render it is the session token from the request's
 * cookie, sent as a bearer token in-process, and `clear()` asks the response to expire the cookies.
 */
export interface AuthTokenStorage {
  /** The saved token, or null. */
  read(): string | null;
  /** Saves the token after signing in. */
  write(token: string): void;
  /** Forgets the token (sign-out, deleted account, failed profile load). */
  clear(): void;
}
