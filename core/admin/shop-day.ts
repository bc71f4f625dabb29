/**
 * "Today" for the shop: the calendar day in its time zone, and the instants it starts and ends at
 * (what the dashboard counts today's orders between). Days are not always 24 hours (daylight
 * saving), so the end is the start of the next day, found the same way.
 */
export interface ShopDay {
  /** `YYYY-MM-DD` in the time zone. */
  day: string;
  /** The first instant of the day, ISO 8601 UTC. */
  start: string;
  /** The first instant of the next day, ISO 8601 UTC. */
  end: string;
}

function partsIn(instant: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { y: parts.year!, m: parts.month!, d: parts.day!, h: parts.hour!, min: parts.minute!, s: parts.second! };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows midnight of y-m-d (the first instant of that day). */
function midnight(y: number, m: number, d: number, timeZone: string): number {
  const wall = Date.UTC(y, m - 1, d);
  // Two passes settle the offset across a change of it; a day that starts inside a gap starts after it.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  const p = partsIn(guess, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d) < wall ? guess + 3_600_000 - ((p.min * 60 + p.s) * 1000) : guess;
}

/** A time zone name the runtime knows, else null. */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** The day `now` falls on in `timeZone`, and its bounds. */
export function shopDay(now: Date, timeZone: string): ShopDay {
  const p = partsIn(now.getTime(), timeZone);
  const next = new Date(Date.UTC(p.y, p.m - 1, p.d + 1));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    day: `${pad(p.y, 4)}-${pad(p.m)}-${pad(p.d)}`,
    start: new Date(midnight(p.y, p.m, p.d, timeZone)).toISOString(),
    end: new Date(midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone)).toISOString(),
  };
}
