import type { UserProfile } from './user';
import type { AuthGateway, VerifyFields } from './auth-gateway.port';
import type { AuthTokenStorage } from './auth-token.port';
import type { SessionState } from './session-state.port';
import { startSession } from './start-session';

/** Checks the seller's code and signs the seller in; the store then awaits the operator's review. */
export class SellerVerify {
  constructor(
    private readonly gateway: Pick<AuthGateway, 'sellerVerify'>,
    private readonly tokens: AuthTokenStorage,
    private readonly session: SessionState,
  ) {}

  async execute(fields: VerifyFields, language: string): Promise<UserProfile> {
    return startSession(await this.gateway.sellerVerify(fields, language), this.tokens, this.session);
  }
}
