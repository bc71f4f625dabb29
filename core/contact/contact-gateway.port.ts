import type { ContactMessage } from './contact-form';

/** `POST contact`: hands a message to the shop; answers the server's success message. */
export interface ContactGateway {
  send(message: ContactMessage & { [honeypot: string]: string }, token: string | null, language: string): Promise<string>;
}
