import type { SignInChallenge, UserProfile } from './user';
import type { AuthGateway, SignInCodeFields, SignInFields } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { GuestToken } from './guest-token';
import type { SessionState } from './session-state.port';
import { startSession } from './start-session';

/**
 * Signs in with e-mail and password; the guest's cart and compare list move to the account. Past
 * the account's ceiling of failed sign-ins from elsewhere the password is not enough: the answer is
 * a challenge, and the code mailed to the address signs in with it (`withCode`).
 */
export class SignIn {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'signIn' | 'signInWithCode'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
    private readonly guest: Pick<GuestToken, 'current'>,
  ) {}

  async execute(fields: Omit<SignInFields, 'user_token'>, language: string): Promise<UserProfile | SignInChallenge> {
    const data = await this.gateway.signIn({ ...fields, ...this.guestField() }, language);
    return 'code_required' in data ? data : startSession(data, this.tokens, this.session);
  }

  async withCode(fields: Omit<SignInCodeFields, 'user_token'>, language: string): Promise<UserProfile> {
    return startSession(await this.gateway.signInWithCode({ ...fields, ...this.guestField() }, language), this.tokens, this.session);
  }

  private guestField(): { user_token?: string } {
    const userToken = this.guest.current();
    return userToken ? { user_token: userToken } : {};
  }
}
