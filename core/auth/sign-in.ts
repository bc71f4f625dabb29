import { inject, injectable } from 'inversify';
import type { UserProfile } from './user';
import { AuthGateway, type SignInFields } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { GuestToken } from './guest-token';
import { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** Signs in with e-mail and password; the guest's cart and compare list move to the account. */
@injectable()
export class SignIn {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'signIn'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
    @inject(GuestToken) private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  async execute(fields: Omit<SignInFields, 'user_token'>, language: string): Promise<UserProfile> {
    const userToken = this.guest.current();
    const data = await this.gateway.signIn({ ...fields, ...(userToken ? { user_token: userToken } : {}) }, language);
    return startSession(data, this.tokens, this.session);
  }
}
