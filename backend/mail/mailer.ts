/** An e-mail ready to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language the message is written in (for the outbox file name and logs). */
  language: string;
  /** The sender's name (the shop's site_name, see shop-sender.ts); the configured sender's otherwise. */
  fromName?: string;
  /** Where answers go instead of the sender (a contact message's author). */
  replyTo?: string;
  /**
   * Further headers (a newsletter mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 2369 and
   * RFC 8058). Values are ASCII (addresses in angle brackets).
   */
  headers?: Readonly<Record<string, string>>;
  /** A one-time code the message carries, printed to the log by the outbox so local runs work without SMTP. */
  code?: string;
}

/** Sends mail: SMTP when configured, else the local outbox (backend/mail/*). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
