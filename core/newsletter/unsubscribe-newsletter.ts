import type { NewsletterGateway } from './newsletter-gateway.port';

/** Ends a subscription with the token of a newsletter mail's unsubscribe link. A refusal throws RequestError with the server's message. */
export class UnsubscribeNewsletter {
  constructor(private readonly gateway: NewsletterGateway) {}

  execute(token: string, language: string): Promise<string> {
    return this.gateway.unsubscribe(token, language);
  }
}
