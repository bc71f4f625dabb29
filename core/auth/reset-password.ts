import type { AuthGateway, ResetPasswordFields } from './auth-gateway.port';

/** Sets a new password with the e-mailed code; the shopper then signs in with it. */
export class ResetPassword {
  constructor(private readonly gateway: Pick<AuthGateway, 'resetPassword'>) {}

  async execute(fields: ResetPasswordFields, language: string): Promise<void> {
    await this.gateway.resetPassword(fields, language);
  }
}
