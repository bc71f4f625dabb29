import pLimit from 'p-limit';

/**
 * Pages rendered at once when the main thread renders (the limit is per rendering thread: the
 * renderer's `threads`); the rest wait their turn in arrival order. Rendering is synchronous work
 * on its thread, so more at once only adds waiting
 * data to the heap: with 32 shoppers in flight the young-generation collections of a product page
 * cost ~1.7 ms a page, against ~1.2 ms with 2 (one renders while the other waits for its data).
 * Raise it when the database is far away (a round trip of several milliseconds).
 */
export const DEFAULT_PAGE_RENDER_CONCURRENCY = 2;

/**
 * The same on each render worker: a worker's render waits for every api/v1 answer from the main
 * thread, so two at a time left the workers idle. Product pages at 100,000 products, two workers,
 * page cache off, req/s over three runs: PostgreSQL 122-161 with 2, 149-171 with 3, 175-185 with 4,
 * 152-175 with 6; SQLite 177 with 2, 190-216 with 4, 186-188 with 6.
 */
export const DEFAULT_WORKER_RENDER_CONCURRENCY = 4;

/** A render still running after this gives its turn to the next (a stalled database must not stop every page). */
export const RENDER_TURN_MS = 10_000;

/** Runs a render in its turn: it holds one of the slots until it settles or its turn is over. */
export type RenderGate = (<T>(render: () => Promise<T>) => Promise<T>) & {
  /** Renders waiting for a turn, and renders in their turn now (`/metrics`). */
  readonly depth: () => { queued: number; rendering: number };
};

/** A gate of `perThread` renders at once on each of `threads` rendering threads, in arrival order. */
export function renderGate(perThread: number, threads: number, turnMs: number): RenderGate {
  const slot = pLimit(Math.max(1, perThread * threads));
  const gate = <T>(render: () => Promise<T>): Promise<T> => {
    let work!: Promise<T>;
    return slot(() => {
      work = render();
      return settledOrAfter(work, turnMs);
    }).then(() => work);
  };
  return Object.assign(gate, { depth: () => ({ queued: slot.pendingCount, rendering: slot.activeCount }) });
}

/** Resolves when the promise settles (either way) or after `ms`, whichever is first. */
function settledOrAfter(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
