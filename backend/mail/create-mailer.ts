import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailerConfig {
  /** smtp://user:pass@host:port (optionally ?from=Shop%20%3Cshop@example.com%3E); null writes to the outbox. */
  smtpUrl: string | null;
  outboxDir: string;
  log: (line: string) => void;
  /** Sender address; defaults to a no-reply address. */
  from?: string;
}

const DEFAULT_FROM = 'Storefront <no-reply@storefront.localhost>';

/** SMTP when configured, else the outbox folder (codes printed to the log). */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.from ?? DEFAULT_FROM;
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, from) : new OutboxMailer(config.outboxDir, from, config.log);
}
