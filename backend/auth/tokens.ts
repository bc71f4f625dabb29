import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 256 bits from the operating system's CSPRNG, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 digests: with 256 bits of entropy a fast hash is enough (nothing to
 * brute-force), and a leaked table yields no usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A guest `user_token` the browser made: 128 bits or more, URL-safe. Anything else is ignored. */
export function isGuestToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,128}$/.test(value);
}
