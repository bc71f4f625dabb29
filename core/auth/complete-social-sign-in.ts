import { inject, injectable } from 'inversify';
import type { UserProfile } from './user';
import { safeRedirect } from './safe-redirect';
import { AuthGateway, type SocialCallbackFields } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { GuestToken } from './guest-token';
import { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** The provider sent the shopper back with a code: exchange it and sign in. */
@injectable()
export class CompleteSocialSignIn {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'socialCallback'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
    @inject(GuestToken) private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  /** The user and where to go next: the page the shopper started from, if it is on this site. */
  async execute(fields: Omit<SocialCallbackFields, 'user_token'>, language: string): Promise<{ user: UserProfile; returnTo: string | null }> {
    const userToken = this.guest.current();
    const result = await this.gateway.socialCallback({ ...fields, ...(userToken ? { user_token: userToken } : {}) }, language);
    return { user: startSession(result.user, this.tokens, this.session), returnTo: safeRedirect(result.returnTo) };
  }
}
