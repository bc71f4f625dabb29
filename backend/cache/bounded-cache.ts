import { type CacheCounts, cacheCounts } from './cache-stats';

/**
 * A short-lived cache for per-entity read models (a product page per language). Unlike the
 * shop-wide TtlCache its keys come from URLs, so it holds at most `maxEntries` (the oldest go
 * first) and never keeps a miss: requests for unknown ids cannot grow it. Concurrent loads of
 * one key share a promise.
 */
export class BoundedTtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T | null> }>();

  private readonly counts: CacheCounts;

  /** `name` labels its hits and misses in `/metrics`. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    name: string,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = cacheCounts(name);
  }

  get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > at) {
      this.counts.hits += 1;
      return hit.value;
    }
    this.counts.misses += 1;
    this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expires: at + this.ttlMs, value });
    // Misses and failures are not kept.
    value.then((found) => { if (found === null) this.drop(key, value); }, () => this.drop(key, value));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every entry whose key matches (a changed product's pages in every language). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string, value: Promise<T | null>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
