import type { UserProfile } from './user';
import type { AuthGateway, VerifyFields } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** Checks the code e-mailed at sign-up and signs the new shopper in. */
export class VerifyEmail {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'verify'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
  ) {}

  async execute(fields: VerifyFields, language: string): Promise<UserProfile> {
    return startSession(await this.gateway.verify(fields, language), this.tokens, this.session);
  }
}
