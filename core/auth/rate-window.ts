/**
 * The fixed-window rule every rate limit of the shop counts by (the counters themselves live in
 * the database, backend/auth/throttle.ts): a window opens on a first hit, counts each hit while it
 * lasts, and a hit after it has ended opens a new one at 1. A refusal tells the caller when to come
 * back (the HTTP Retry-After header): the seconds until the window ends, at least 1.
 */
export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/** A counter as stored: its hits and when its window opened. */
export interface RateWindow {
  hits: number;
  startedAt: Date;
}

/** Whether a window opened at `startedAt` has ended by `now` (the window is `[startedAt, startedAt + length)`). */
export function windowEnded(startedAt: Date, windowSeconds: number, now: Date): boolean {
  return startedAt.getTime() <= now.getTime() - windowSeconds * 1000;
}

/** The counter after one more hit at `now`: the same window one higher, or a new window at 1. */
export function nextWindow(current: RateWindow | null, windowSeconds: number, now: Date): RateWindow {
  if (current === null || windowEnded(current.startedAt, windowSeconds, now)) return { hits: 1, startedAt: now };
  return { hits: current.hits + 1, startedAt: current.startedAt };
}

/**
 * Whole seconds until the window ends, at least 1 and never more than the window (what a refused
 * caller is told to wait). Requests that arrive together each read the clock when they start, so
 * one can be counted in a window another opened a few milliseconds after its `now`: its wait is
 * still the window's length, not a second more.
 */
export function retryAfterSeconds(startedAt: Date, windowSeconds: number, now: Date): number {
  const left = startedAt.getTime() + windowSeconds * 1000 - now.getTime();
  return Math.min(windowSeconds, Math.max(1, Math.ceil(left / 1000)));
}

/** Whether a counter at `hits` (this hit included) is past its limit. */
export function overRate(hits: number, limit: RateLimit): boolean {
  return hits > limit.max;
}
