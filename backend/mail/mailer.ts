import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

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
  /**
   * The Message-ID (RFC 5322 `<unique@domain>`), fixed when the mail is enqueued (mail-queue.ts) so
   * every retry of one mail carries the same; a mailer draws a fresh one when it is absent.
   */
  messageId?: string;
}

/** Sends mail: SMTP when configured, else the local outbox (backend/mail/*). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The sender's bare address, whose domain the Message-IDs take (absent: `localhost`). */
  readonly address?: string;
}

/**
 * Where the mail a database change causes goes: `in(trx)` is a Mailer that enqueues through that
 * change's transaction (backend/mail/mail-queue.ts), so the mail exists exactly when the change does.
 */
export interface MailSink {
  in(executor: Kysely<DB>): Mailer;
}
