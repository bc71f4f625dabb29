import type { NewsletterGateway } from './newsletter-gateway.port';

/** Asks for the newsletter: the server mails a confirmation link (double opt-in) and answers the same for an address already confirmed. A refusal throws RequestError with the server's message. */
export class SubscribeNewsletter {
  constructor(private readonly gateway: NewsletterGateway) {}

  execute(email: string, language: string): Promise<string> {
    return this.gateway.subscribe(email, language);
  }
}
