import { injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { toPageError } from '../../core/shared/request-error';
import type { Hydratable } from '../app/hydratable';

export const MIN_PENDING_MS = 200;

export interface PageError {
  status: number;
  message: string;
}

/**
 * The loading state of the current page's data: pending, error and timestamp. A placeholder that
 * appears stays at least 200 ms so it never flashes; data already present shows no placeholder.
 */
@injectable()
export class PageLoadStore implements Hydratable {
  pending = false;
  error: PageError | null = null;
  /** A failure of the shop-wide data (`common`): nothing can be shown but the error page. */
  fatal: PageError | null = null;
  timestamp = 0;
  /** The route key the server already loaded: the browser does not load it again. */
  serverKey: string | null = null;
  private run_ = 0;

  constructor() {
    makeAutoObservable<this, 'run_'>(this, { run_: false });
  }

  async run(key: string, load: () => Promise<void>): Promise<void> {
    if (this.serverKey === key) {
      this.serverKey = null;
      return;
    }
    this.serverKey = null;
    const run = ++this.run_;
    const started = Date.now();
    let settled = false;
    const task = load().finally(() => { settled = true; });
    // Data already in memory settles within microtasks: no placeholder at all then.
    await Promise.race([task.catch(() => undefined), delay(0, true)]);
    const settledAtOnce = settled;
    if (!settledAtOnce) runInAction(() => { this.pending = true; this.error = null; });
    try {
      await task;
      if (!settledAtOnce) await delay(MIN_PENDING_MS - (Date.now() - started));
      if (run === this.run_) runInAction(() => { this.error = null; this.timestamp = Date.now(); });
    } catch (error) {
      if (run === this.run_) runInAction(() => { this.error = toPageError(error); });
    } finally {
      if (run === this.run_) runInAction(() => { this.pending = false; });
    }
  }

  /** Server side: record the outcome of the route's load before rendering. */
  recordServerLoad(key: string, error: PageError | null): void {
    this.serverKey = key;
    this.error = error;
    this.timestamp = Date.now();
  }

  /** A failure outside a data load (a page chunk that would not download). */
  fail(error: PageError): void {
    this.error = error;
  }

  recordFatal(error: PageError): void {
    this.fatal = error;
  }

  snapshot(): unknown {
    return { serverKey: this.serverKey, error: this.error, fatal: this.fatal };
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { serverKey?: string | null; error?: PageError | null; fatal?: PageError | null } | null;
    this.serverKey = s?.serverKey ?? null;
    this.error = s?.error ?? null;
    this.fatal = s?.fatal ?? null;
  }
}

function delay(ms: number, always = false): Promise<void> {
  return ms > 0 || always ? new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0))) : Promise.resolve();
}
