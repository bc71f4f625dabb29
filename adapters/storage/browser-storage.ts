import type { KeyValueStorage } from '../../core/preferences/key-value-storage.port';
import { StorageKey } from '../../core/preferences/key-value-storage.port';
import { writeCookie } from './cookie-writer';

/** Keys the server must also know to render the first page right (a closed top banner stays closed). */
export const MIRRORED_IN_COOKIE: readonly string[] = [StorageKey.topBannerClosed];
const YEAR_SECONDS = 31_536_000;

/**
 * localStorage, as the spec names it. A value the server needs for its first render is mirrored
 * into a cookie of the same name. Private modes that refuse storage degrade to memory.
 */
export class BrowserStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();

  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      return this.memory.get(key) ?? null;
    }
  }

  set(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the memory copy keeps this tab consistent.
    }
    if (MIRRORED_IN_COOKIE.includes(key)) writeCookie(key, value, { maxAge: YEAR_SECONDS });
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
    if (MIRRORED_IN_COOKIE.includes(key)) writeCookie(key, '', { maxAge: 0 });
  }
}
