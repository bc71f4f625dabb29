// A real SMTP server inside the test process: the app sends through nodemailer over TCP exactly
// as it would in production, and the test reads what arrived (recipient, subject, text, codes).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, transfer-decoded. */
  text: string;
  /** The text/html part, transfer-decoded ('' when absent). */
  html: string;
  /** The raw message as received. */
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT — give it to createMailer({ smtpUrl }). */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The latest 6-digit code mailed to this address (waits for one to arrive). */
  codeFor(email: string, timeoutMs?: number): Promise<string>;
  /** Messages sent to this address, oldest first. */
  mailsTo(email: string): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** Listen on this port (a test that stops and restarts "the mail server"); any free one by default. */
  port?: number;
  /** Answer this message with a temporary failure (451) instead of taking it; it is kept in `rejected`. */
  reject?: (raw: string) => boolean;
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher & { rejected: string[] }> {
  const messages: CaughtMail[] = [];
  const rejected: string[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (options.reject?.(raw)) {
          rejected.push(raw);
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ to, from, raw, ...parseMessage(raw) });
        for (const listener of [...listeners]) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = (predicate: (mail: CaughtMail) => boolean, timeoutMs = 5000) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const found = messages.find(predicate);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      function check() {
        const hit = messages.find(predicate);
        if (!hit) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(hit);
      }
      listeners.add(check);
    });

  const mailsTo = (email: string) => messages.filter((m) => m.to.includes(email.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejected,
    waitFor,
    mailsTo,
    async codeFor(email, timeoutMs = 5000) {
      const address = email.toLowerCase();
      await waitFor((m) => m.to.includes(address) && /\b\d{6}\b/.test(m.text), timeoutMs);
      const withCode = mailsTo(address).filter((m) => /\b\d{6}\b/.test(m.text));
      return withCode[withCode.length - 1]!.text.match(/\b(\d{6})\b/)![1]!;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const root = splitPart(raw);
  const leaves = flatten(root);
  const pick = (type: string) => {
    const leaf = leaves.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
    return leaf ? decodeBody(leaf) : '';
  };
  return { subject: decodeWords(root.headers.get('subject') ?? ''), text: pick('text/plain'), html: pick('text/html') };
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const cut = normalized.indexOf('\n\n');
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? '' : normalized.slice(cut + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function flatten(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => flatten(splitPart(piece.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n+$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
