import type { AuthGateway } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { GuestToken } from './guest-token';
import { isSessionRefusal } from './load-session';
import type { SessionState } from './session-state.port';

/**
 * Signs out: the server ends the session first (its answer expires the session cookies, which no
 * script can touch: they are HttpOnly), and only then does this tab forget the user, so the header
 * never says "signed out" while the cookie still signs the next page in. A session the server no
 * longer knows counts as ended. When the server cannot be told, nothing changes here and the
 * caller says so: the shopper is still signed in and may try again. The guest token goes too:
 * whoever uses the device next starts as a new guest.
 */
export class SignOut {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'signOut'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
    private readonly guest: Pick<GuestToken, 'forget'>,
  ) {}

  /** Resolves false when the server could not end the session (still signed in). */
  async execute(language: string): Promise<boolean> {
    const token = this.session.token ?? this.tokens.read();
    if (token) {
      try {
        await this.gateway.signOut(token, language);
      } catch (error) {
        if (!isSessionRefusal(error)) return false;
      }
    }
    this.tokens.clear();
    this.session.clear();
    this.guest.forget();
    return true;
  }
}
