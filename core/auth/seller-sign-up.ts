import { inject, injectable } from 'inversify';
import { AuthGateway, type SellerSignUpFields } from './auth-gateway.port';

/** Registers a seller and a store; verified with the e-mailed code (SellerVerify). */
@injectable()
export class SellerSignUp {
  constructor(@inject(AuthGateway) private readonly gateway: Pick<AuthGateway, 'sellerSignUp'>) {}

  /** Resolves with the address the code went to. */
  async execute(fields: SellerSignUpFields, language: string): Promise<string> {
    return (await this.gateway.sellerSignUp(fields, language)).email;
  }
}
