import type { SessionState } from '../auth/session-state.port';
import { CONTACT, type ContactMessage } from './contact-form';
import type { ContactGateway } from './contact-gateway.port';

/**
 * Sends the contact form to the shop, signed in when the shopper is (the shop then knows the
 * account). The hidden bot field goes along as typed: a person leaves it empty. A refusal throws
 * RequestError with the server's messages.
 */
export class SendContactMessage {
  constructor(
    private readonly gateway: ContactGateway,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  execute(message: ContactMessage, trap: string, language: string): Promise<string> {
    return this.gateway.send({ ...message, [CONTACT.honeypot]: trap }, this.session.token, language);
  }
}
