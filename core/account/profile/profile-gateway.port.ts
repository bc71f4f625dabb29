import type { UserProfile } from '../../auth/user';

/** The signed-in user's own account on api/v1. Every call throws RequestError when refused or down. */
export interface ProfileGateway {
  /** `user/update-profile`: saves name and phone, answers the updated profile. */
  updateProfile(fields: { name: string; phone: string | null }, token: string | null, language: string): Promise<UserProfile>;
  /** `user/update-user-password`: the current password and the new one twice. */
  changePassword(fields: { current_password: string; password: string; password_confirmation: string }, token: string | null, language: string): Promise<void>;
  /** `user/delete`: removes the account after the password confirms it. */
  deleteAccount(fields: { password: string }, token: string | null, language: string): Promise<void>;
}
