import { inject, injectable } from 'inversify';
import type { UserProfile } from './user';
import { AuthGateway, type VerifyFields } from './auth-gateway.port';
import { AuthTokenStorage } from './auth-token.port';
import { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** Checks the seller's code and signs the seller in; the store then awaits the operator's review. */
@injectable()
export class SellerVerify {
  constructor(
    @inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'sellerVerify'>,
    @inject(AuthTokenStorage) private readonly tokens: AuthTokenStorage,
    @inject(SessionState) private readonly session: SessionState,
  ) {}

  async execute(fields: VerifyFields, language: string): Promise<UserProfile> {
    return startSession(await this.gateway.sellerVerify(fields, language), this.tokens, this.session);
  }
}
