import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextWindow, overRate, type RateWindow, retryAfterSeconds, windowEnded } from './rate-window';

const T0 = Date.UTC(2026, 0, 1);
const at = (ms: number) => new Date(T0 + ms);

describe('the fixed rate window', () => {
  it('counts hits inside a window and restarts at 1 once it has ended', () => {
    let w: RateWindow | null = null;
    for (let i = 0; i < 5; i++) w = nextWindow(w, 60, at(i * 1000));
    expect(w).toEqual({ hits: 5, startedAt: at(0) });
    expect(nextWindow(w, 60, at(59_999))).toEqual({ hits: 6, startedAt: at(0) });
    expect(nextWindow(w, 60, at(60_000))).toEqual({ hits: 1, startedAt: at(60_000) });
  });

  it('never lets more than max hits through in one window, however the hits fall', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 600 }), fc.array(fc.integer({ min: 0, max: 3_000_000 }), { maxLength: 200 }),
      (max, seconds, offsets) => {
        let w: RateWindow | null = null;
        const allowed = new Map<number, number>();
        for (const ms of [...offsets].sort((a, b) => a - b)) {
          w = nextWindow(w, seconds, at(ms));
          if (!overRate(w.hits, { max, windowSeconds: seconds })) allowed.set(w.startedAt.getTime(), (allowed.get(w.startedAt.getTime()) ?? 0) + 1);
          // The window a hit is counted in contains it.
          expect(w.startedAt.getTime()).toBeLessThanOrEqual(T0 + ms);
          expect(windowEnded(w.startedAt, seconds, at(ms))).toBe(false);
        }
        for (const count of allowed.values()) expect(count).toBeLessThanOrEqual(max);
      },
    ));
  });

  it('tells a refused caller to wait until the window ends, at least a second, never past it', () => {
    // Elapsed may be negative: a request that read the clock just before another opened the window.
    fc.assert(fc.property(fc.integer({ min: 1, max: 86_400 }), fc.integer({ min: -5_000, max: 86_400_000 }), (seconds, elapsed) => {
      const wait = retryAfterSeconds(at(0), seconds, at(elapsed));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(seconds);
      if (elapsed >= 0 && elapsed < seconds * 1000) {
        // Coming back after the wait finds the window ended.
        expect(windowEnded(at(0), seconds, at(elapsed + wait * 1000))).toBe(true);
      } else if (elapsed >= 0) expect(wait).toBe(1);
      else expect(wait).toBe(seconds);
    }));
  });

  it('refuses only past the limit', () => {
    expect(overRate(3, { max: 3, windowSeconds: 1 })).toBe(false);
    expect(overRate(4, { max: 3, windowSeconds: 1 })).toBe(true);
  });
});
