/**
 * Hits and misses of the process's caches, by cache name, for `/metrics`
 * (`composition/server/metrics.ts` reads them when scraped). Plain counters: a cache lookup costs
 * one map update, and the backend needs no metrics library.
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCounts>();

/** The counters of the cache called `name` (created at zero). */
export function cacheCounts(name: string): CacheCounts {
  let entry = counts.get(name);
  if (!entry) counts.set(name, (entry = { hits: 0, misses: 0 }));
  return entry;
}

/** Every cache's counters so far. */
export function allCacheCounts(): ReadonlyMap<string, CacheCounts> {
  return counts;
}
