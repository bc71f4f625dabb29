import { inject, injectable } from 'inversify';
import type { UserProfile } from './user';
import { AuthGateway, type VerifyFields } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** Checks the code e-mailed at sign-up and signs the new shopper in. */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'verify'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
  ) {}

  async execute(fields: VerifyFields, language: string): Promise<UserProfile> {
    return startSession(await this.gateway.verify(fields, language), this.tokens, this.session);
  }
}
