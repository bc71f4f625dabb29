import { inject, injectable } from 'inversify';
import { NewsletterGateway } from './newsletter-gateway.port';

/** Confirms a subscription with the token of its mailed link (the welcome voucher is mailed then). A refusal throws RequestError with the server's message. */
@injectable()
export class ConfirmNewsletter {
  constructor(@inject(NewsletterGateway) private readonly gateway: NewsletterGateway) {}

  execute(token: string, language: string): Promise<string> {
    return this.gateway.confirm(token, language);
  }
}
