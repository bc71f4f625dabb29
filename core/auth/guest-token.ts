import { AUTH } from './user';
import { type KeyValueStorage, StorageKey } from '../shared/key-value-storage.port';
import { isDefiniteRefusal } from '../shared/request-error';
import { base64url } from './base64url';
import type { GuestOnServer } from './guest-on-server.port';
import type { RandomSource } from './random-source.port';

const SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * The guest's `user_token` (a random token kept in local storage as user_token): 128 bits from a
 * cryptographic source, base64url. It names the guest's cart until the guest signs in.
 *
 * The page server learns the token only once the guest has stored something under it (`stored`):
 * until then the guest's pages are anyone's and may come from the page cache. The server reads it
 * back from a cookie, so the shape is never trusted: a tampered value reads as no token.
 */
export class GuestToken {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly random: RandomSource,
    // Absent where nothing can be remembered for later requests (the server render only reads).
    private readonly server?: GuestOnServer,
  ) {}

  /** The saved token, or null (a tampered value is ignored rather than sent). */
  current(): string | null {
    const value = this.storage.get(StorageKey.userToken);
    return value && SHAPE.test(value) ? value : null;
  }

  /**
   * Forgets the token (sign-out): the next visitor on this device is a new guest, who must not
   * meet the addresses or cart the last one left under it.
   */
  forget(): void {
    this.storage.remove(StorageKey.userToken);
  }

  /**
   * The server accepted a write under the token (a cart line, an address): the page server learns
   * it and from now on renders this guest's pages with it. Only after the write, so a guest whose
   * first write was refused stays anyone's. Every accepted write remembers it again, which keeps
   * it from expiring.
   */
  stored(): void {
    const token = this.current();
    if (token) this.server?.remember(token);
  }

  /**
   * Awaits a write made under the token, then `stored` unless the server refused it outright: a
   * write that got no answer may have happened, so it counts.
   */
  async written<T>(write: Promise<T>): Promise<T> {
    try {
      const result = await write;
      this.stored();
      return result;
    } catch (error) {
      if (!isDefiniteRefusal(error)) this.stored();
      throw error;
    }
  }

  /** The saved token, creating and saving one the first time (kept on this device only). */
  ensure(): string {
    const existing = this.current();
    if (existing) return existing;
    const token = base64url(this.random.bytes(AUTH.guestTokenBytes));
    this.storage.set(StorageKey.userToken, token);
    return token;
  }
}
