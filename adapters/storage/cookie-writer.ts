import { serialize, type SerializeOptions } from 'cookie';

/** Writes a cookie in the browser; a no-op where there is no document (server rendering). */
export function writeCookie(name: string, value: string, options: SerializeOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serialize(name, value, { path: '/', sameSite: 'lax', ...options });
}
