import type { Kysely } from 'kysely';
import type { CacheChanges } from '../cache/cache-changes';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';

/** The next boundary is read again at least this often, so a sale added by hand is watched too. */
const RECHECK_MS = 60_000;

/** The next moment a public flash sale starts or ends after `now` (ms), or null when none is ahead. */
export async function nextFlashBoundary(db: Kysely<DB>, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db.selectFrom('flash_sales')
    .select((eb) => [
      eb.fn.min('start_time').filterWhere('start_time', '>', at).as('start'),
      eb.fn.min('end_time').filterWhere('end_time', '>', at).as('end'),
    ])
    .where('status', '=', PUBLIC)
    .executeTakeFirst();
  // Only moments ahead: a time the clock cannot read (or that reads as past) must not fire the timer at once, again and again.
  const times = [row?.start, row?.end].filter((time): time is string => typeof time === 'string').map((time) => Date.parse(time)).filter((time) => time > now.getTime());
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * A flash sale starting or ending is a moment, not a write: nothing announces it. Each process
 * therefore keeps a timer on the next start or end and, when it passes, drops every cache as a
 * shop-wide change, so no cached page, tile or product text shows a sale past its end (or misses
 * one that began). Prices themselves are decided against the clock on every request anyway
 * (`liveState`, `ListingReadModel.runningFlash`, the order). Any shop-wide change (a sale edited
 * and announced) re-reads the next boundary. The answer stops the timer.
 */
export function watchFlashBoundaries(db: Kysely<DB>, changes: CacheChanges, failed: (error: unknown) => void): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let generation = 0;
  const arm = async () => {
    const mine = ++generation;
    if (timer) clearTimeout(timer);
    let next: number | null = null;
    try {
      next = await nextFlashBoundary(db, new Date());
    } catch (error) {
      failed(error);
    }
    if (stopped || mine !== generation) return;
    const wait = next === null ? RECHECK_MS : Math.min(RECHECK_MS, Math.max(0, next - Date.now() + 1));
    timer = setTimeout(() => {
      timer = null;
      // Passed: the shop-wide change drops the caches and (below) arms the next boundary.
      if (next !== null && Date.now() >= next) changes.changed({ scope: 'shop' });
      else void arm();
    }, wait);
    timer.unref();
  };
  changes.whenChanged('shop', () => { if (!stopped) void arm(); });
  void arm();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
