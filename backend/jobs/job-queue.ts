import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Durable background work on the shop's own database (issue 20): a job is enqueued inside the
 * caller's transaction (a rolled-back change enqueues nothing, a committed one always runs), a
 * worker runs its handler, retrying with exponential back-off while it fails, and scheduled work
 * runs once per period across every process. PostgreSQL: pg-boss (`pg-boss-jobs.ts`); SQLite: a
 * table of the same shape (`sqlite-jobs.ts`, one process).
 */
export interface JobQueue {
  readonly engine: 'pg-boss' | 'sqlite';
  /** Registers the handler of `queue` (before start). A handler that throws is retried with back-off. */
  handle<T extends object>(queue: string, handler: JobHandler<T>, options?: RetryPolicy): void;
  /**
   * Registers scheduled work (before start): `task` runs every `minutes` minutes (1-59), once across
   * every process that registered it, as a job of its own queue named `name` (so it retries too).
   */
  every(name: string, minutes: number, task: () => Promise<void>): void;
  /** Adds a job to `queue` through `executor`: pass the transaction of the change that causes it. */
  enqueue<T extends object>(executor: Kysely<DB>, queue: string, data: T): Promise<void>;
  /** Creates the queues, starts the workers and the schedules. */
  start(): Promise<void>;
  /** Workers stop taking jobs; the running ones finish, or are released for a retry, within the grace time. */
  stop(): Promise<void>;
  /** The workers are started and not stopping (`/readyz`). */
  up(): boolean;
  /** Jobs per queue and state, for `/metrics` (every registered queue, zeros included). */
  counts(): Promise<QueueCounts[]>;
  /** Failed runs of handlers in this process since it started, per queue (`/metrics`). */
  failures(): ReadonlyMap<string, number>;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface RetryPolicy {
  /** Retries after the first failed run (default JOB_DEFAULTS.retryLimit). */
  retryLimit?: number;
  /** The first retry's delay in whole seconds, doubled at each retry (default JOB_DEFAULTS.retryDelaySeconds). */
  retryDelaySeconds?: number;
}

export interface QueueCounts {
  queue: string;
  /** Waiting to run, now or after a back-off. */
  waiting: number;
  /** Taken by a worker. */
  active: number;
  /** Out of retries (kept for the operator to read). */
  failed: number;
}

export interface JobQueueSettings {
  /** How often an idle worker looks for work, in ms (production default JOB_DEFAULTS.pollMs; tests go faster). */
  pollMs?: number;
  /** How long stop() lets running jobs finish before releasing them (default JOB_DEFAULTS.graceMs). */
  graceMs?: number;
  /** Retries of every queue that names none (tests shorten the back-off). */
  retry?: RetryPolicy;
  /** Where failures are logged. */
  log?: (error: unknown, message: string) => void;
  /**
   * How long a schedule's minute lasts, in ms (default 60,000): a test watches several periods in
   * seconds. Whole seconds, at least 5 s (a period's run is sent 2 s into it and filed by the second).
   */
  minuteMs?: number;
}

export const JOB_DEFAULTS = {
  pollMs: 2_000,
  /** Below the 10 s a SIGTERM'd process has to exit (composition/server/lifecycle.ts). */
  graceMs: 7_000,
  /** 10 retries at 30 s doubling: a mail keeps trying for about eight hours of SMTP outage. */
  retryLimit: 10,
  retryDelaySeconds: 30,
  /**
   * A run that takes longer is presumed dead (its process crashed or was killed) and taken again.
   * Jobs here are a mail send (bounded by SMTP_TIMEOUTS, under 90 s) or a short sweep; 15 minutes
   * held a killed process's mail back that long in the fault run.
   */
  expireSeconds: 2 * 60,
  /** Finished jobs are kept this long, then deleted. */
  keepDays: 7,
} as const;

/** The delay before retry number `retry` (1, 2, ...): `delay` doubled at each retry, capped at a day. */
export function backoffSeconds(delaySeconds: number, retry: number): number {
  return Math.min(86_400, delaySeconds * 2 ** Math.max(0, retry - 1));
}

/** The period of "every `minutes` minutes" in milliseconds (1-59 minutes of `minuteMs`, JobQueueSettings.minuteMs). */
export function schedulePeriodMs(minutes: number, minuteMs = 60_000): number {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 59) throw new Error(`every(): minutes must be 1-59, got ${minutes}`);
  if (!Number.isInteger(minuteMs / 1000) || minuteMs < 5_000) throw new Error(`minuteMs must be whole seconds, at least 5 s, got ${minuteMs}`);
  return minutes * minuteMs;
}

/** The start of the period after the one `at` (ms since the epoch) is in: periods are counted from the epoch, so every process names the same ones. */
export function nextPeriodStart(at: number, periodMs: number): number {
  return (Math.floor(at / periodMs) + 1) * periodMs;
}
