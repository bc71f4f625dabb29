import type { SessionState } from '../../auth/session-state.port';
import type { ProfileGateway } from './profile-gateway.port';

/** Changes the password; this tab's session stays signed in (the server revokes the others). */
export class ChangePassword {
  constructor(
    private readonly gateway: Pick<ProfileGateway, 'changePassword'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  execute(fields: { current_password: string; password: string; password_confirmation: string }, language: string): Promise<void> {
    return this.gateway.changePassword(fields, this.session.token, language);
  }
}
