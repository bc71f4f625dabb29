import type { UserProfile } from './user';
import { safeRedirect } from './safe-redirect';
import type { AuthGateway, SocialCallbackFields } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { GuestToken } from './guest-token';
import type { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** The provider sent the shopper back with a code: exchange it and sign in. */
export class CompleteSocialSignIn {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'socialCallback'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
    private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  /** The user and where to go next: the page the shopper started from, if it is on this site. */
  async execute(fields: Omit<SocialCallbackFields, 'user_token'>, language: string): Promise<{ user: UserProfile; returnTo: string | null }> {
    const userToken = this.guest.current();
    const result = await this.gateway.socialCallback({ ...fields, ...(userToken ? { user_token: userToken } : {}) }, language);
    return { user: startSession(result.user, this.tokens, this.session), returnTo: safeRedirect(result.returnTo) };
  }
}
