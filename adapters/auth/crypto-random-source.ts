import type { RandomSource } from '../../core/auth/random-source.port';

/** Web Crypto's generator (browsers and Node 20 both have `globalThis.crypto`). */
export class CryptoRandomSource implements RandomSource {
  bytes(count: number): Uint8Array {
    const crypto = globalThis.crypto;
    if (!crypto?.getRandomValues) throw new Error('No cryptographic random source (Web Crypto) in this environment');
    return crypto.getRandomValues(new Uint8Array(count));
  }
}
