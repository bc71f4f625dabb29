/*
 * The contact form (class-validator, core/shared/forms.ts), checked by the browser before sending
 * and by the server before storing. Kept out of the first-load bundle: only the contact page and the
 * server import this.
 */
import { IsNotEmpty, MaxLength } from 'class-validator';
import { EmailField, TEXT_MAX, required, tooLong } from '../shared/forms';

export const CONTACT = {
  /** Longest message the shop stores (a long complaint fits; a pasted book does not). */
  messageMax: 5000,
  /**
   * The form's hidden field for bots: people never see it, so a filled one marks the sender as a
   * script. The server answers such a post like any other and keeps nothing.
   */
  honeypot: 'website',
} as const;

export class ContactForm extends EmailField {
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  name = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  subject = '';

  @MaxLength(CONTACT.messageMax, tooLong) @IsNotEmpty(required)
  message = '';
}

export type ContactMessage = Pick<ContactForm, 'name' | 'email' | 'subject' | 'message'>;
