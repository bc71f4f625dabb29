import sanitizeHtml from 'sanitize-html';
import { isMarkup } from '../../core/shared/shop-text';

/**
 * What rich text written by sellers and the shop (product descriptions and overviews, static
 * pages) may hold: text structure, lists, tables, links and images; never a script, a style, a
 * frame, a form or an event handler. Links may go to the web, to mail and phone, or within the
 * shop; a link that opens a new tab cannot reach back into the shop's window.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'div',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Images from the shop itself or over https only (the pages' CSP shows same-origin ones).
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * Rich text from a seller or the shop, made safe to render as HTML (OWASP ASVS 5.2.1): what the
 * policy allows is kept as written, anything else removed with its content when it is code
 * (script, style) and unwrapped otherwise.
 */
export function safeShopHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/**
 * A description or overview: HTML made safe, plain lines left exactly as typed (the browser shows
 * them as text, escaped), and an absent text absent.
 */
export function safeShopText<T extends string | null>(text: T): T {
  return (text !== null && isMarkup(text) ? safeShopHtml(text) : text) as T;
}
