import type { AuthGateway, SellerSignUpFields } from './auth-gateway.port';

/** Registers a seller and a store; verified with the e-mailed code (SellerVerify). */
export class SellerSignUp {
  constructor(private readonly gateway: Pick<AuthGateway, 'sellerSignUp'>) {}

  /** Resolves with the address the code went to. */
  async execute(fields: SellerSignUpFields, language: string): Promise<string> {
    return (await this.gateway.sellerSignUp(fields, language)).email;
  }
}
