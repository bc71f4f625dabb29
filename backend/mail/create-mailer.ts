import type { Mailer } from './mailer';

export interface MailerConfig {
  /** smtp://user:pass@host:port; null writes to the outbox. */
  smtpUrl: string | null;
  outboxDir: string;
  log: (line: string) => void;
}

/** SMTP when configured, else the outbox folder (codes printed to the log). */
export function createMailer(_config: MailerConfig): Mailer {
  // Filled in by the accounts work: SmtpMailer (nodemailer) and OutboxMailer.
  return { send: async () => {} };
}
