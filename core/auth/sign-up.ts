import type { AuthGateway, SignUpFields } from './auth-gateway.port';

/** Registers a shopper; the account is used once the e-mailed code is verified (VerifyEmail). */
export class SignUp {
  constructor(private readonly gateway: Pick<AuthGateway, 'signUp'>) {}

  /** Resolves with the address the code went to. */
  async execute(fields: SignUpFields, language: string): Promise<string> {
    return (await this.gateway.signUp(fields, language)).email;
  }
}
