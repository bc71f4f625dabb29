import { inject, injectable } from 'inversify';
import { AuthGateway } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { GuestToken } from './guest-token';
import { SessionState } from './session-state.port';

/**
 * Signs out: revokes the token on the server, and forgets it here whatever the server said, so a
 * network failure never leaves the shopper signed in on this device. The guest token goes too:
 * whoever uses the device next starts as a new guest.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'signOut'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
    @inject(GuestToken) private readonly guest: Pick<GuestToken, 'forget'>,
  ) {}

  /** Resolves false when the server could not be told (the token then expires on its own). */
  async execute(language: string): Promise<boolean> {
    const token = this.session.token ?? this.tokens.read();
    this.tokens.clear();
    this.session.clear();
    this.guest.forget();
    if (!token) return true;
    try {
      await this.gateway.signOut(token, language);
      return true;
    } catch {
      return false;
    }
  }
}
