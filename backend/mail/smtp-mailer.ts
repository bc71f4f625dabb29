import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';
import { newMessageId, senderAddress } from './sender';

/**
 * Sends through SMTP with nodemailer. The URL carries host, port, credentials and TLS
 * (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the start);
 * an optional `from` query parameter names the sender. Every message gets its own Message-ID, and
 * the shop's name as the sender's when the message carries one.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  readonly address: string;

  constructor(smtpUrl: string, defaultFrom: string) {
    const url = new URL(smtpUrl);
    this.from = url.searchParams.get('from') || defaultFrom;
    url.searchParams.delete('from');
    this.address = senderAddress(this.from);
    this.transport = nodemailer.createTransport(url.toString());
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
