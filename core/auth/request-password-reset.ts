import type { AuthGateway } from './auth-gateway.port';

/** Asks for a reset code by e-mail (the answer never tells whether the address has an account). */
export class RequestPasswordReset {
  constructor(private readonly gateway: Pick<AuthGateway, 'forgotPassword'>) {}

  /** Resolves with the challenge the mailed code is entered with (the same shape whether or not the address has an account). */
  async execute(email: string, language: string): Promise<string> {
    return (await this.gateway.forgotPassword(email, language)).challenge;
  }
}
