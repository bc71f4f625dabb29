import { RequestError } from '../shared/request-error';
import type { AuthGateway } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { GuestToken } from './guest-token';
import type { SessionState } from './session-state.port';

/** How a session load ended: a user, a guest, or a session the server no longer knows (signed out quietly). */
export type SessionOutcome = 'signed-in' | 'guest' | 'ended';

/**
 * The server refused the caller's session (ended, revoked, unknown): 401 or 403. Its answer to a
 * cookie session also expires the cookies (backend/auth/cookie-session-hook.ts).
 */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 401 || error.status === 403);
}

/**
 * Who is visiting: the token kept in the cookie names a user, whose profile is fetched (unless the
 * page already carries it). A session the server refuses (7 days idle, signed out elsewhere, an
 * unknown cookie) is a guest's visit: signed out here, nothing thrown, so the page renders as for
 * any guest (issue 28, docs/decisions/0003-quiet-session-end.md). Any other failure (the API down)
 * keeps the session and rethrows: the error page shows, and the shopper is still signed in after.
 */
export class LoadSession {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'profile'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
    private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  async execute(language: string): Promise<SessionOutcome> {
    const token = this.tokens.read();
    if (!token) {
      // A user in memory without a token is stale (signed out in another tab, or the server
      // expired the cookies of an ended session).
      if (this.session.user?.is_logged_in) {
        this.session.end();
        return 'ended';
      }
      return 'guest';
    }
    this.session.setToken(token);
    if (this.session.user?.is_logged_in) return 'signed-in';
    try {
      const user = await this.gateway.profile({ token }, language);
      if (!user.is_logged_in) {
        this.endLocally();
        return 'ended';
      }
      this.session.setUser(user);
      return 'signed-in';
    } catch (error) {
      if (isSessionRefusal(error)) {
        this.endLocally();
        return 'ended';
      }
      this.session.setToken(null);
      throw error;
    }
  }

  /**
   * After a call was refused with 401 or 403 during the page's life (browser): whether this tab's
   * session is over, which the server says by expiring its cookies with the refusal. A user still
   * held here is then forgotten (and told, once). A live session's refusal (a row that is not the
   * caller's) answers false and changes nothing.
   */
  sessionOver(): boolean {
    if (this.tokens.read()) return false;
    if (this.session.user?.is_logged_in) this.session.end();
    return true;
  }

  /**
   * A guest with a `user_token` (browser only): the guest profile carries the cart count. Best
   * effort: a guest whose count could not be fetched still browses.
   */
  async refreshGuest(language: string): Promise<void> {
    if (this.session.token) return;
    const userToken = this.guest.current();
    if (!userToken) return;
    try {
      const profile = await this.gateway.profile({ userToken }, language);
      if (!this.session.token) this.session.setUser({ ...profile, is_logged_in: false });
    } catch {
      // See above: the badge just stays at its last value.
    }
  }

  private endLocally(): void {
    this.tokens.clear();
    this.session.end();
  }
}
