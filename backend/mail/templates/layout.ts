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
  /** Smaller lines under the label (an order line's variant, unit price, pickup place). */
  details?: string[];
  /** The row that sums the others (the total), set in bold. */
  strong?: boolean;
}

/** A paragraph of text, or label/value rows (order lines, totals, bank details). */
export type MailBlock = string | { rows: MailRow[]; /** A heading above the table ("Delivery address"). */ title?: string };

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

/** What ends a label before its value, as each language writes it (French puts a space before the colon). */
function colonFor(language: string): string {
  return language === 'fr' ? ' :' : ':';
}

/** "label: value" in plain text, then its details indented, one a line. */
function pairText(language: string, row: MailRow, plain: (text: string) => string): string {
  const details = (row.details ?? []).map((detail) => `\n  ${plain(detail)}`).join('');
  return `${plain(row.label)}${colonFor(language)} ${isolateFor(language)(plain(row.value))}${details}`;
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

/** Text with a customer's words in it, as HTML without links: their words quoted and in italics. */
function wordsHtml(text: string, quotes: [string, string]): string {
  return text.split(WORDS_OPEN).map((part, i) => {
    if (i === 0) return escapeHtml(part);
    const end = part.indexOf(WORDS_CLOSE);
    const words = end < 0 ? part : part.slice(0, end);
    return `<i class="customer-words">${escapeHtml(`${quotes[0]}${words}${quotes[1]}`)}</i>${escapeHtml(end < 0 ? '' : part.slice(end + 1))}`;
  }).join('');
}

/** A letter of a right-to-left script: a value holding one may read either way, else it reads left to right. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * Rows as a two-column table: each label in its own cell at the start side, ending with the
 * language's colon; each value in its own cell at the end side, with its own direction (left to
 * right unless it holds right-to-left letters), in <bdi>, and in right-to-left mail also between
 * Unicode isolates. So a label and its value never run together, however a client lays the table
 * out, reads it aloud or copies it as text ("المجموع الفرعي: ⁨$61.75⁩", never "المجموع الفرعي$61.75").
 */
function tableHtml(rows: MailRow[], language: string, quotes: [string, string]): string {
  const dir = RTL.has(language) ? 'rtl' : 'ltr';
  const [start, end] = dir === 'rtl' ? ['right', 'left'] : ['left', 'right'];
  const isolate = isolateFor(language);
  const body = rows.map((row) => {
    const weight = row.strong ? 'font-weight:700;border-top:1px solid #ccc;' : '';
    const valueDir = RTL_LETTER.test(row.value) ? 'auto' : 'ltr';
    const details = (row.details ?? []).map((detail) => `<br><span style="font-size:13px;color:#555">${wordsHtml(detail, quotes)}</span>`).join('');
    const label = `<td dir="${dir}" style="${weight}padding:4px 0;text-align:${start};vertical-align:top">${wordsHtml(row.label, quotes)}${escapeHtml(colonFor(language))} ${details}</td>`;
    const value = `<td dir="${valueDir}" style="${weight}padding:4px 0;padding-${start}:24px;text-align:${end};vertical-align:top;white-space:nowrap"><bdi dir="${valueDir}">${wordsHtml(isolate(row.value), quotes)}</bdi></td>`;
    return `<tr>${label}${value}</tr>`;
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
  const text = `${body.paragraphs.map((block) => (typeof block === 'string'
    ? plain(block)
    : [...(block.title ? [block.title] : []), ...block.rows.map((row) => pairText(language, row, plain))].join('\n'))).join('\n\n')}\n`;
  const blocks = body.paragraphs.map((block) => (typeof block === 'string'
    ? paragraphHtml(block, body.code, quotes)
    : `${block.title ? `<p style="font-weight:700;margin:16px 0 4px">${escapeHtml(block.title)}</p>\n` : ''}${tableHtml(block.rows, language, quotes)}`)).join('\n');
  const html = `<!doctype html>\n<html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body dir="${dir}" style="font-family:system-ui,sans-serif;line-height:1.5">\n${blocks}\n</body></html>\n`;
  return { to, subject, text, html, language, ...(body.code ? { code: body.code } : {}) };
}
