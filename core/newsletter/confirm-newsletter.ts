import type { NewsletterGateway } from './newsletter-gateway.port';

/** Confirms a subscription with the token of its mailed link (the welcome voucher is mailed then). A refusal throws RequestError with the server's message. */
export class ConfirmNewsletter {
  constructor(private readonly gateway: NewsletterGateway) {}

  execute(token: string, language: string): Promise<string> {
    return this.gateway.confirm(token, language);
  }
}
