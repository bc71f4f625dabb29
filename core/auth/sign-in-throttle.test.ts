import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, needsSignInCode, signInDelaySeconds, signInWaitSeconds } from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    expect([0, 1, 4].map(signInDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map(signInDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(signInDelaySeconds(10_000)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('never shrinks as failures grow and never exceeds the cap', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(signInDelaySeconds(low)).toBeLessThanOrEqual(signInDelaySeconds(high));
      expect(signInDelaySeconds(high)).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
    }));
  });

  it('counts the wait from the last failure and forgets a pair after a day', () => {
    const last = new Date('2026-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(last.getTime() + seconds * 1000);
    expect(signInWaitSeconds(5, last, at(0))).toBe(30);
    expect(signInWaitSeconds(5, last, at(29.5))).toBe(1);
    expect(signInWaitSeconds(5, last, at(30))).toBe(0);
    expect(signInWaitSeconds(4, last, at(0))).toBe(0);
    expect(signInWaitSeconds(50, last, at(SIGN_IN_THROTTLE.pairMemorySeconds))).toBe(0);
  });

  it('the wait left is never negative nor longer than the delay', () => {
    fc.assert(fc.property(fc.nat(100), fc.integer({ min: -10, max: 200_000 }), (failures, elapsed) => {
      const last = new Date('2026-01-01T00:00:00Z');
      const wait = signInWaitSeconds(failures, last, new Date(last.getTime() + elapsed * 1000));
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(signInDelaySeconds(failures) + 10);
    }));
  });

  it('asks for a mailed code only from the account ceiling on', () => {
    expect(needsSignInCode(SIGN_IN_THROTTLE.accountCeiling - 1)).toBe(false);
    expect(needsSignInCode(SIGN_IN_THROTTLE.accountCeiling)).toBe(true);
  });
});
