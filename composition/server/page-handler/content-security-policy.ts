import { randomBytes } from 'node:crypto';
import { ANALYTICS_HOSTS } from '../../../core/banners/consent';

/**
 * Stands for the response's nonce in a rendered page and its Content-Security-Policy until the
 * page is sent. React escapes `<` in text and attributes and the page state escapes it too, so
 * the placeholder appears only where `htmlDocument` writes it.
 */
export const NONCE_PLACEHOLDER = '<%nonce%>';

const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A fresh nonce for one response: 128 random bits, base64. Drawn from a pool of random bytes
 * filled 256 nonces at a time (one `randomBytes` call per nonce cost ~15 µs under load); each
 * byte is used once.
 */
export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

export interface PolicyOptions {
  /** The response's nonce (or NONCE_PLACEHOLDER in a page kept for many responses). */
  nonce: string;
  /** Tags that may load once the shopper consents (their hosts are allowed only then). */
  tags?: { ga: boolean; pixel: boolean };
  /** The dev server: Vite's hot reload talks over a WebSocket. */
  dev?: boolean;
}

/**
 * The page's Content-Security-Policy. Scripts: this origin (the hashed chunks, and the chunks they
 * import), a script carrying the response's nonce (the entry; the tags and the operator's
 * `custom_scripts`, added with it after consent), and the hosts of the tags the settings turn on.
 * Inline scripts without the nonce never run. Styles allow inline: the server-rendered markup has
 * `style` attributes (ratings, swatches, banners) and the head sets the theme colours. Images,
 * fonts and calls: this origin (uploads, the api), `data:` images (CSS masks), and the tags' beacons.
 */
export function contentSecurityPolicy({ nonce, tags = { ga: false, pixel: false }, dev = false }: PolicyOptions): string {
  const on = [tags.ga ? ANALYTICS_HOSTS.ga : null, tags.pixel ? ANALYTICS_HOSTS.pixel : null].filter((hosts) => hosts !== null);
  const hosts = (kind: 'script' | 'connect' | 'img') => [...new Set(on.flatMap((tag) => tag[kind]))];
  return [
    `default-src 'self'`,
    `script-src ${['\'self\'', `'nonce-${nonce}'`, ...hosts('script')].join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${['\'self\'', 'data:', 'blob:', ...hosts('img')].join(' ')}`,
    `connect-src ${['\'self\'', ...(dev ? ['ws:', 'wss:'] : []), ...hosts('connect')].join(' ')}`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
