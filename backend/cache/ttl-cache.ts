import { type CacheCounts, cacheCounts } from './cache-stats';

/**
 * A short-lived cache for read models every page asks for (`common`, `home`). Seconds, not hours:
 * the known API's 24 h cache served stale stock and flash-sale state. Concurrent misses share one load.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  private readonly counts: CacheCounts;

  /** `name` labels its hits and misses in `/metrics`. */
  constructor(private readonly ttlMs: number, name: string, private readonly now: () => number = Date.now) {
    this.counts = cacheCounts(name);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) {
      this.counts.hits += 1;
      return hit.value;
    }
    this.counts.misses += 1;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
