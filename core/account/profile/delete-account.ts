import { inject, injectable } from 'inversify';
import { AuthTokenStorage } from '../../auth/auth-token.port';
import { SessionState } from '../../auth/session-state.port';
import { ProfileGateway } from './profile-gateway.port';

/** Deletes the account; once the server agreed, the token is dead, so the session and its cookie go too. */
@injectable()
export class DeleteAccount {
  constructor(
    @inject(ProfileGateway) private readonly gateway: Pick<ProfileGateway, 'deleteAccount'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token' | 'clear'>,
    @inject(AuthTokenStorage) private readonly tokens: Pick<AuthTokenStorage, 'clear'>,
  ) {}

  async execute(fields: { password: string }, language: string): Promise<void> {
    await this.gateway.deleteAccount(fields, this.session.token, language);
    this.session.clear();
    this.tokens.clear();
  }
}
