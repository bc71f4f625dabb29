import type { MailMessage } from '../mailer';

const RTL = new Set(['ar']);

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface MailBody {
  subject: string;
  /** Paragraphs of plain text; every value interpolated into them is escaped for the HTML part. */
  paragraphs: string[];
  /** A one-time code shown large in the HTML part. */
  code?: string;
}

/**
 * One message as plain text and as HTML in the recipient's language. Arabic is written right to
 * left: the HTML carries dir="rtl" and lang so mail clients lay it out mirrored.
 */
export function renderMail(to: string, language: string, body: MailBody): MailMessage {
  const dir = RTL.has(language) ? 'rtl' : 'ltr';
  const text = `${body.paragraphs.join('\n\n')}\n`;
  const paragraphs = body.paragraphs
    .map((p) => (body.code && p.includes(body.code)
      ? `<p>${escapeHtml(p.replace(body.code, '\u0000')).replace('\u0000', `<strong style="font-size:24px;letter-spacing:4px">${escapeHtml(body.code)}</strong>`)}</p>`
      : `<p>${escapeHtml(p)}</p>`))
    .join('\n');
  const html = `<!doctype html>\n<html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>\n<body dir="${dir}" style="font-family:system-ui,sans-serif;line-height:1.5">\n${paragraphs}\n</body></html>\n`;
  return { to, subject: body.subject, text, html, language, ...(body.code ? { code: body.code } : {}) };
}
