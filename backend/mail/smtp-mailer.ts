import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';
import { newMessageId, senderAddress } from './sender';

/**
 * Sends through SMTP with nodemailer. The URL carries host, port, credentials and TLS
 * (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the start);
 * an optional `from` query parameter names the sender. Every message gets its own Message-ID, and
 * the shop's name as the sender's when the message carries one.
 */
/** Connect, greeting and idle-socket limits (nodemailer's defaults are 2 min, 30 s and 10 min). */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 45_000 } as const;

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  readonly address: string;

  constructor(smtpUrl: string, defaultFrom: string) {
    const url = new URL(smtpUrl);
    this.from = url.searchParams.get('from') || defaultFrom;
    url.searchParams.delete('from');
    this.address = senderAddress(this.from);
    // Bounded so one send always ends well inside the job queue's lease (JOB_DEFAULTS.expireSeconds):
    // a send still running when its lease ends would be taken again by another worker.
    this.transport = nodemailer.createTransport({ url: url.toString(), ...SMTP_TIMEOUTS });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: message.fromName ? { name: message.fromName, address: this.address } : this.from,
      messageId: message.messageId ?? newMessageId(this.address),
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { ...message.headers, 'Content-Language': message.language },
    });
  }
}
