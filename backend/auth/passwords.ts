import argon2 from 'argon2';

/**
 * Argon2id at the OWASP Password Storage Cheat Sheet's first recommended setting
 * (19 MiB memory, 2 passes, 1 lane): memory-hard, so GPU guessing stays expensive.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

// Verified when there is no account (or it has no usable hash), so a miss costs the same time as a
// hit and response times do not reveal which addresses are registered.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= argon2.hash('not-a-password-of-anyone', PASSWORD_HASH_OPTIONS));

/**
 * True when the password matches. `storedHash` null (no such account) or not an argon2 hash
 * (seeded demo users carry '!seed:no-login') never matches, after the same amount of work.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const usable = typeof storedHash === 'string' && storedHash.startsWith('$argon2');
  try {
    const matches = await argon2.verify(usable ? storedHash : await dummy(), password);
    return usable && matches;
  } catch {
    return false;
  }
}
