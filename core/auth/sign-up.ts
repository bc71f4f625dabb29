import type { AuthGateway, CodeMailed, SignUpFields } from './auth-gateway.port';

/** Registers a shopper; the account is used once the e-mailed code is verified (VerifyEmail). */
export class SignUp {
  constructor(private readonly gateway: Pick<AuthGateway, 'signUp'>) {}

  /** Resolves with the address the code went to and the challenge it is entered with. */
  async execute(fields: SignUpFields, language: string): Promise<CodeMailed> {
    return this.gateway.signUp(fields, language);
  }
}
