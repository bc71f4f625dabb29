import type { AuthGateway, CodeMailed, SellerSignUpFields } from './auth-gateway.port';

/** Registers a seller and a store; verified with the e-mailed code (SellerVerify). */
export class SellerSignUp {
  constructor(private readonly gateway: Pick<AuthGateway, 'sellerSignUp'>) {}

  /** Resolves with the address the code went to and the challenge it is entered with. */
  async execute(fields: SellerSignUpFields, language: string): Promise<CodeMailed> {
    return this.gateway.sellerSignUp(fields, language);
  }
}
