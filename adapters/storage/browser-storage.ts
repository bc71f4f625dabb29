import type { KeyValueStorage } from '../../core/preferences/key-value-storage.port';
import { StorageKey } from '../../core/preferences/key-value-storage.port';
import { isHttps, parseCookies, writeCookie } from './cookie-writer';

/**
 * Keys the server must also know to render the first page right: a closed top banner stays
 * closed, and a guest's `user_token` lets the server render the guest's cart badge and cart pages
 * (first-party cookie, SameSite=Lax; never HttpOnly, since this code reads it back).
 */
export const MIRRORED_IN_COOKIE: readonly string[] = [StorageKey.topBannerClosed, StorageKey.userToken];
const YEAR_SECONDS = 31_536_000;

/**
 * localStorage, as the spec names it. A value the server needs for its first render is mirrored
 * into a cookie of the same name, and read from the cookie first: that is the value the server
 * rendered with. A value only local storage still has (saved before it was mirrored, or the
 * cookie expired) is written back into the cookie when read. Private modes that refuse storage
 * degrade to memory.
 */
export class BrowserStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();

  get(key: string): string | null {
    const mirrored = MIRRORED_IN_COOKIE.includes(key);
    const cookie = mirrored && typeof document !== 'undefined' ? parseCookies(document.cookie)[key] : undefined;
    if (cookie) return cookie;
    let value: string | null;
    try {
      value = window.localStorage.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      value = this.memory.get(key) ?? null;
    }
    if (mirrored && value !== null) mirror(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the memory copy keeps this tab consistent.
    }
    if (MIRRORED_IN_COOKIE.includes(key)) mirror(key, value);
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
    if (MIRRORED_IN_COOKIE.includes(key)) writeCookie(key, '', { maxAge: 0, secure: isHttps() });
  }
}

function mirror(key: string, value: string): void {
  writeCookie(key, value, { maxAge: YEAR_SECONDS, secure: isHttps() });
}
