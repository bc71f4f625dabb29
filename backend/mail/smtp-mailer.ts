import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends through SMTP with nodemailer. The URL carries host, port, credentials and TLS
 * (smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from the start);
 * an optional `from` query parameter names the sender.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, defaultFrom: string) {
    const url = new URL(smtpUrl);
    this.from = url.searchParams.get('from') || defaultFrom;
    url.searchParams.delete('from');
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.language },
    });
  }
}
