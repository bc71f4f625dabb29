import { inject, injectable } from 'inversify';
import { SessionState } from '../../auth/session-state.port';
import type { UserProfile } from '../../auth/user';
import { ProfileGateway } from './profile-gateway.port';

/** Saves name and phone; the session shows the profile the server answered (header name included). */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(ProfileGateway) private readonly gateway: Pick<ProfileGateway, 'updateProfile'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token' | 'setUser'>,
  ) {}

  async execute(fields: { name: string; phone: string | null }, language: string): Promise<UserProfile> {
    const user = await this.gateway.updateProfile(fields, this.session.token, language);
    this.session.setUser(user);
    return user;
  }
}
