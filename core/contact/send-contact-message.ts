import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { CONTACT, type ContactMessage } from './contact-form';
import { ContactGateway } from './contact-gateway.port';

/**
 * Sends the contact form to the shop, signed in when the shopper is (the shop then knows the
 * account). The hidden bot field goes along as typed: a person leaves it empty. A refusal throws
 * RequestError with the server's messages.
 */
@injectable()
export class SendContactMessage {
  constructor(
    @inject(ContactGateway) private readonly gateway: ContactGateway,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  execute(message: ContactMessage, trap: string, language: string): Promise<string> {
    return this.gateway.send({ ...message, [CONTACT.honeypot]: trap }, this.session.token, language);
  }
}
