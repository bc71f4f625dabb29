/** The attributes the shop's browser cookies use (a subset of the `cookie` package's options). */
export interface CookieOptions {
  /** Seconds; 0 expires the cookie at once. */
  maxAge: number;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

/**
 * Writes a cookie in the browser; a no-op where there is no document (server rendering). Written
 * by hand, like parseCookies below, rather than with the `cookie` package: it was 1.2 kB gzip of
 * the home page's first-load JavaScript for these few lines (the server still parses with it).
 */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value, { sameSite: 'lax', ...options });
}

/** Secure cookies on an https page (a plain-http development server could not set them). */
export function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** `name=value; Max-Age=..; Path=/; SameSite=..[; Secure]`, the value URI-encoded as `cookie` did. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const sameSite = options.sameSite === 'strict' ? 'Strict' : 'Lax';
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.trunc(options.maxAge)}; Path=/; SameSite=${sameSite}${options.secure ? '; Secure' : ''}`;
}

/**
 * `document.cookie` as name -> value, read as the `cookie` package (1.x) reads a Cookie header: pairs
 * split on `;`, names and values trimmed, %-escapes decoded (left as they are when malformed), the
 * first of two same-named cookies kept.
 */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!(name in cookies)) cookies[name] = decode(pair.slice(eq + 1).trim());
  }
  return cookies;
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
