import type { AuthGateway } from './auth-gateway.port';

/** Asks for a reset code by e-mail (the answer never tells whether the address has an account). */
export class RequestPasswordReset {
  constructor(private readonly gateway: Pick<AuthGateway, 'forgotPassword'>) {}

  async execute(email: string, language: string): Promise<void> {
    await this.gateway.forgotPassword(email, language);
  }
}
