import type { MailMessage } from '../mailer';

const RTL = new Set(['ar']);

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A value set into right-to-left text (an amount, a tracking code, a Latin name) as a first-strong
 * isolate (U+2068 … U+2069), so "-$2.50" or "AB12-CD34" keeps its own order inside Arabic. Left
 * as it is in left-to-right languages.
 */
export function isolateFor(language: string): (value: string) => string {
  return RTL.has(language) ? (value) => `\u2068${value}\u2069` : (value) => value;
}

/** Where a customer's words begin and end inside a paragraph (private-use characters no text keeps). */
const WORDS_OPEN = '\uE000';
const WORDS_CLOSE = '\uE001';
const WORDS = /\uE000([^\uE000\uE001]*)\uE001/g;

/**
 * How long a customer's words may be where a mail shows them: a name in a greeting, a reason, a
 * delivery instruction or address line. Past that they are cut with an ellipsis.
 */
export const CUSTOMER_TEXT_MAX = { name: 40, note: 200 } as const;

/** A web address, or something a mail client would make one of (a scheme, www., a domain with a path). */
const LINK_LIKE = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S*|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*/gi;
/** Control characters, bidirectional overrides and isolates, and our own markers: nothing a name needs. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\uE000\uE001]/g;

/**
 * Text a customer typed (a name, a reason, instructions), made unable to pose as the shop: on one
 * line, without web addresses (each becomes "[…]"), at most `max` characters, and marked as the
 * customer's words, so that every mail shows it in quotes and in italics, never as a link, and a
 * subject line leaves it out (renderMail).
 */
export function customerWords(value: string, max: number): string {
  const plain = value.replace(UNSHOWN, ' ').replace(LINK_LIKE, '[…]').replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  const capped = chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : plain;
  return `${WORDS_OPEN}${capped}${WORDS_CLOSE}`;
}

/** The quotation marks each language sets a customer's words in. */
function quotesFor(language: string): [string, string] {
  if (language === 'fr') return ['«\u00a0', '\u00a0»'];
  if (language === 'ar') return ['«', '»'];
  return ['“', '”'];
}

/** One row of a mail table: what (the label) and how much or which (the value, e.g. an amount). */
export interface MailRow {
  label: string;
  value: string;
  /** The row that sums the others (the total), set in bold. */
  strong?: boolean;
}

/** A paragraph of text, or label/value rows (order lines, totals, bank details). */
export type MailBlock = string | { rows: MailRow[] };

export interface MailBody {
  subject: string;
  /**
   * Paragraphs of plain text and tables, in order; every text is escaped for the HTML part, and a
   * web address in a paragraph becomes a link there.
   */
  paragraphs: MailBlock[];
  /** A one-time code shown large in the HTML part. */
  code?: string;
}

/** "label: value" in plain text, as each language writes it (French puts a space before the colon). */
function pairText(language: string, row: MailRow): string {
  return `${row.label}${language === 'fr' ? ' : ' : ': '}${isolateFor(language)(row.value)}`;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A paragraph as HTML: the shop's text (links made), and the customer's words quoted, in italics, never linked. */
function paragraphHtml(text: string, code: string | undefined, quotes: [string, string]): string {
  const parts = text.split(WORDS_OPEN);
  const html = parts.map((part, i) => {
    if (i === 0) return shopHtml(part, code);
    const end = part.indexOf(WORDS_CLOSE);
    const words = end < 0 ? part : part.slice(0, end);
    const rest = end < 0 ? '' : part.slice(end + 1);
    return `<i class="customer-words">${escapeHtml(`${quotes[0]}${words}${quotes[1]}`)}</i>${shopHtml(rest, code)}`;
  }).join('');
  return `<p>${html}</p>`;
}

function shopHtml(text: string, code: string | undefined): string {
  let html = escapeHtml(text);
  if (code && text.includes(code)) html = html.replace(escapeHtml(code), `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>`);
  // A line break in the text stays one in the mail; an address is a link, read left to right.
  html = html.replace(URL_PATTERN, (match) => {
    // A sentence's closing stop after the address is not part of it.
    const url = match.replace(/[.,;:!?)]+$/, '');
    return `<a href="${url}" dir="ltr">${url}</a>${match.slice(url.length)}`;
  }).replace(/\n/g, '<br>\n');
  return html;
}

/** Rows as a two-column table: labels at the start side, values (in <bdi>, each its own direction) at the end side. */
function tableHtml(rows: MailRow[], dir: 'ltr' | 'rtl'): string {
  const end = dir === 'rtl' ? 'left' : 'right';
  const body = rows.map((row) => {
    const weight = row.strong ? 'font-weight:700;border-top:1px solid #ccc;' : '';
    return `<tr><td style="${weight}padding:4px 0">${escapeHtml(row.label)}</td><td style="${weight}padding:4px 0 4px 24px;text-align:${end};white-space:nowrap"><bdi>${escapeHtml(row.value)}</bdi></td></tr>`;
  }).join('\n');
  return `<table role="presentation" dir="${dir}" style="border-collapse:collapse;margin:0 0 16px">\n${body}\n</table>`;
}

/**
 * One message as plain text and as HTML in the recipient's language. Arabic is written right to
 * left: the HTML carries dir="rtl" and lang so mail clients lay it out mirrored, and values in
 * tables are isolated so they keep their own order.
 */
export function renderMail(to: string, language: string, body: MailBody): MailMessage {
  const dir = RTL.has(language) ? 'rtl' : 'ltr';
  const quotes = quotesFor(language);
  // A customer's words never reach a subject line: there they would read as the shop's.
  const subject = body.subject.replace(WORDS, '').replace(/\s+/g, ' ').trim();
  const plain = (text: string) => text.replace(WORDS, (_, words: string) => `${quotes[0]}${words}${quotes[1]}`);
  const text = `${body.paragraphs.map((block) => (typeof block === 'string' ? plain(block) : block.rows.map((row) => pairText(language, row)).join('\n'))).join('\n\n')}\n`;
  const blocks = body.paragraphs.map((block) => (typeof block === 'string' ? paragraphHtml(block, body.code, quotes) : tableHtml(block.rows, dir))).join('\n');
  const html = `<!doctype html>\n<html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body dir="${dir}" style="font-family:system-ui,sans-serif;line-height:1.5">\n${blocks}\n</body></html>\n`;
  return { to, subject, text, html, language, ...(body.code ? { code: body.code } : {}) };
}
