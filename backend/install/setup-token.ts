import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SETUP_TOKEN } from '../../core/install/install-rules';

/** A new one-time setup token: 24 random bytes, base64url (SETUP_TOKEN's shape). */
export function newSetupToken(): string {
  return randomBytes((SETUP_TOKEN.length * 3) / 4).toString('base64url');
}

/**
 * Whether `given` is the token, in constant time: both sides are hashed first, so neither the
 * length nor the first differing character of a guess changes how long the comparison takes.
 */
export function tokenMatches(expected: string, given: unknown): boolean {
  const guess = typeof given === 'string' ? given : '';
  return timingSafeEqual(digest(expected), digest(guess)) && guess.length > 0;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
