import { inject, injectable } from 'inversify';
import { AuthGateway } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { GuestToken } from './guest-token';
import { SessionState } from './session-state.port';

/**
 * Who is visiting: the token kept in the cookie names a user, whose profile is fetched (unless the
 * page already carries it). A failed profile load signs the user out here and rethrows, so the
 * error page shows (spec).
 */
@injectable()
export class LoadSession {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'profile'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
    @inject(GuestToken) private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  async execute(language: string): Promise<void> {
    const token = this.tokens.read();
    if (!token) {
      // A user in memory without a token is stale (signed out in another tab).
      if (this.session.user?.is_logged_in) this.session.clear();
      return;
    }
    this.session.setToken(token);
    if (this.session.user?.is_logged_in) return;
    try {
      const user = await this.gateway.profile({ token }, language);
      if (!user.is_logged_in) {
        this.signOutLocally();
        return;
      }
      this.session.setUser(user);
    } catch (error) {
      this.signOutLocally();
      throw error;
    }
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

  private signOutLocally(): void {
    this.tokens.clear();
    this.session.clear();
  }
}
