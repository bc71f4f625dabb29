import type { GuestOnServer } from '../../core/auth/guest-on-server.port';
import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';
import { StorageKey } from '../../core/shared/key-value-storage.port';
import { isHttps, parseCookies, writeCookie } from './cookie-writer';

/**
 * Keys the server also reads, from a cookie of the same name, to render the first page right: a
 * closed top banner stays closed, a guest's `user_token` lets the server render the guest's
 * cart badge and cart pages, and the chosen shipping address stays chosen on a reloaded shipping
 * or checkout step (first-party cookie, SameSite=Lax; never HttpOnly, since this code reads it back).
 */
export const MIRRORED_IN_COOKIE: readonly string[] = [StorageKey.topBannerClosed, StorageKey.userToken, StorageKey.chosenAddressId];
/**
 * Of those, the keys that reach the cookie only when remembered (GuestOnServer), not on every save:
 * a guest's token is sent with page requests once the guest has stored something on the server
 * under it. A page request with it is personal and never served from the page cache, so a guest
 * who has stored nothing must not send it.
 */
const MIRRORED_WHEN_REMEMBERED: readonly string[] = [StorageKey.userToken];
const YEAR_SECONDS = 31_536_000;

/**
 * localStorage, under the keys of StorageKey. A value the server needs for its first render is mirrored
 * into a cookie of the same name, and read from the cookie first: that is the value the server
 * rendered with. A banner flag only local storage still has (saved before it was mirrored, or the
 * cookie expired) is written back into the cookie when read; a guest token only when remembered.
 * Private modes that refuse storage degrade to memory.
 */
export class BrowserStorage implements KeyValueStorage, GuestOnServer {
  private readonly memory = new Map<string, string>();

  get(key: string): string | null {
    const mirrored = MIRRORED_IN_COOKIE.includes(key);
    const cookie = mirrored ? cookieOf(key) : undefined;
    if (cookie) return cookie;
    let value: string | null;
    try {
      value = window.localStorage.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      value = this.memory.get(key) ?? null;
    }
    if (mirrored && value !== null && !MIRRORED_WHEN_REMEMBERED.includes(key)) mirror(key, value);
    return value;
  }

  set(key: string, value: string): void {
    this.saveLocally(key, value);
    if (!MIRRORED_IN_COOKIE.includes(key)) return;
    if (!MIRRORED_WHEN_REMEMBERED.includes(key)) mirror(key, value);
    // A cookie naming another value (a tampered token, replaced by a fresh one) must not outlive it.
    else if (cookieOf(key) !== undefined && cookieOf(key) !== value) expire(key);
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See saveLocally().
    }
    if (MIRRORED_IN_COOKIE.includes(key)) expire(key);
  }

  /** The guest's token goes into the cookie (for a year from now), and stays in local storage too. */
  remember(token: string): void {
    this.saveLocally(StorageKey.userToken, token);
    mirror(StorageKey.userToken, token);
  }

  private saveLocally(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the memory copy keeps this tab consistent.
    }
  }
}

function cookieOf(key: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[key];
}

function mirror(key: string, value: string): void {
  writeCookie(key, value, { maxAge: YEAR_SECONDS, secure: isHttps() });
}

function expire(key: string): void {
  writeCookie(key, '', { maxAge: 0, secure: isHttps() });
}
