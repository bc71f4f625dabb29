import type { AuthTokenStorage } from '../../auth/auth-token.port';
import type { SessionState } from '../../auth/session-state.port';
import type { ProfileGateway } from './profile-gateway.port';

/** Deletes the account; once the server agreed, the token is dead, so the session and its cookie go too. */
export class DeleteAccount {
  constructor(
    private readonly gateway: Pick<ProfileGateway, 'deleteAccount'>,
    private readonly session: Pick<SessionState, 'token' | 'clear'>,
    private readonly tokens: Pick<AuthTokenStorage, 'clear'>,
  ) {}

  async execute(fields: { password: string }, language: string): Promise<void> {
    await this.gateway.deleteAccount(fields, this.session.token, language);
    this.session.clear();
    this.tokens.clear();
  }
}
