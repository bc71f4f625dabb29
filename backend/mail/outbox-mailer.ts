import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer';
import { fromHeader, newMessageId, senderAddress } from './sender';

/**
 * Mail without an SMTP server: each message becomes an .eml file in the outbox folder (open it in
 * any mail client), and the code it carries is printed to the log so a local run can register.
 */
export class OutboxMailer implements Mailer {
  readonly address: string;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {
    this.address = senderAddress(from);
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
    const file = join(this.outboxDir, `${stamp}-${safeTo}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, toEml(this.from, message), 'utf8');
    this.log(message.code ? `Mail to ${message.to}: code ${message.code} (${file})` : `Mail to ${message.to}: ${message.subject} (${file})`);
  }
}

/**
 * A MIME message with text and HTML alternatives, 8-bit UTF-8 so the file reads as-is, with the
 * headers an SMTP send carries (the shop's name as the sender's, a Message-ID).
 */
export function toEml(from: string, message: MailMessage): string {
  const boundary = `=_outbox_${randomBytes(8).toString('hex')}`;
  const subject = `=?UTF-8?B?${Buffer.from(message.subject, 'utf8').toString('base64')}?=`;
  const address = senderAddress(from);
  return [
    `From: ${fromHeader(message.fromName, address, from)}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${message.messageId ?? newMessageId(address)}`,
    'MIME-Version: 1.0',
    `Content-Language: ${message.language}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value.replace(/[\r\n]+/g, ' ')}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
