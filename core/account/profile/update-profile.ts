import type { SessionState } from '../../auth/session-state.port';
import type { UserProfile } from '../../auth/user';
import type { ProfileGateway } from './profile-gateway.port';

/** Saves name and phone; the session shows the profile the server answered (header name included). */
export class UpdateProfile {
  constructor(
    private readonly gateway: Pick<ProfileGateway, 'updateProfile'>,
    private readonly session: Pick<SessionState, 'token' | 'setUser'>,
  ) {}

  async execute(fields: { name: string; phone: string | null }, language: string): Promise<UserProfile> {
    const user = await this.gateway.updateProfile(fields, this.session.token, language);
    this.session.setUser(user);
    return user;
  }
}
