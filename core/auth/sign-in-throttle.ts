/*
 * Failed sign-ins slow down a guesser without locking the owner out (ASVS 2.2.1). Failures are
 * counted per account and client pair: the first few are free, then each one makes that pair wait
 * longer, doubling up to a cap; another client (the owner's) is not slowed by them. Across every
 * client an account has a ceiling: past it the right password alone no longer signs in, and a
 * 6-digit code mailed to the account's address (bound to the client that asked) lets the owner in.
 * Past it every attempt, right or wrong, gets the same answer: only the mailbox learns which.
 */

export const SIGN_IN_THROTTLE = {
  /** Failures of one account and client pair before any wait. */
  freeFailures: 5,
  /** The first wait after the free failures; each further failure doubles it. */
  firstDelaySeconds: 30,
  /** The longest wait a pair is ever given. */
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten this long after its last one (and at once on a success). */
  pairMemorySeconds: 24 * 60 * 60,
  /** Failures of one account from all clients within `accountWindowSeconds` before a code is needed. */
  accountCeiling: 20,
  accountWindowSeconds: 60 * 60,
  /**
   * Past the ceiling, sign-in codes issued to the account (and so mails to its owner) within
   * `accountWindowSeconds`, whichever clients gave the right password: one live code at a time,
   * a client that asks again while its code lives gets no second mail, and this bounds the rest.
   */
  codesPerWindow: 3,
} as const;

/** How long a pair with `failures` failed sign-ins waits after its last one: 0, then 30 s, 60 s, ... up to 15 min. */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  if (!Number.isFinite(failures) || failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(firstDelaySeconds * 2 ** doublings, maxDelaySeconds);
}

/** Seconds left before the pair may try again (0: now), given its failures and when the last one was. */
export function signInWaitSeconds(failures: number, lastFailureAt: Date, now: Date): number {
  const elapsed = (now.getTime() - lastFailureAt.getTime()) / 1000;
  if (elapsed >= SIGN_IN_THROTTLE.pairMemorySeconds) return 0;
  return Math.max(0, Math.ceil(signInDelaySeconds(failures) - elapsed));
}

/** Whether the account has had so many failures from everywhere that the password needs a mailed code too. */
export function needsSignInCode(accountFailures: number): boolean {
  return accountFailures >= SIGN_IN_THROTTLE.accountCeiling;
}
