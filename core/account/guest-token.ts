import { inject, injectable } from 'inversify';
import { AUTH } from '../domain/account';
import { KeyValueStorage, StorageKey } from '../preferences/key-value-storage.port';
import { base64url } from './base64url';
import { RandomSource } from './random-source.port';

const SHAPE = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * The guest's `user_token` (spec: a random token kept locally as user_token): 128 bits from a
 * cryptographic source, base64url. It names the guest's cart until the guest signs in. The browser's
 * storage also keeps it in a first-party cookie, which the server render reads (so it must never
 * trust the shape: a tampered value reads as no token).
 */
@injectable()
export class GuestToken {
  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(RandomSource) private readonly random: RandomSource,
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

  /** The saved token, creating and saving one the first time. */
  ensure(): string {
    const existing = this.current();
    if (existing) return existing;
    const token = base64url(this.random.bytes(AUTH.guestTokenBytes));
    this.storage.set(StorageKey.userToken, token);
    return token;
  }
}
