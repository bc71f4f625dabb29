import type { UserProfile } from '../../core/auth/user';
import type { ProfileGateway } from '../../core/account/profile/profile-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly api: ApiClient) {}

  updateProfile(fields: { name: string; phone: string | null }, token: string | null, language: string): Promise<UserProfile> {
    return this.api.post<UserProfile>('user/update-profile', fields, { language, token: token ?? undefined });
  }

  async changePassword(fields: { current_password: string; password: string; password_confirmation: string }, token: string | null, language: string): Promise<void> {
    await this.api.post<null>('user/update-user-password', fields, { language, token: token ?? undefined });
  }

  async deleteAccount(fields: { password: string }, token: string | null, language: string): Promise<void> {
    await this.api.post<null>('user/delete', fields, { language, token: token ?? undefined });
  }
}
