/** Cryptographically secure randomness (Web Crypto in the browser and on Node). */
export interface RandomSource {
  /** `count` bytes from a cryptographic generator; never Math.random. */
  bytes(count: number): Uint8Array;
}
