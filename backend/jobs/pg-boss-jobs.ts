import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { DB } from '../db/schema';
import { JOB_DEFAULTS, type JobHandler, type JobQueue, type JobQueueSettings, type QueueCounts, type RetryPolicy, schedulePeriodMs } from './job-queue';

/** pg-boss's schema in the shop's database (created and migrated by pg-boss itself at start). */
const SCHEMA = 'pgboss';

/** How soon this process's worker looks after a job was enqueued here. */
const NUDGE_MS = 20;

/**
 * How long after a period starts (by the database's clock, as this process estimates it) the
 * processes send its run: more than the estimate's error, so every process names the same period.
 */
const SCHEDULE_MARGIN_MS = 2_000;

/** pg-boss runs its SQL through the caller's transaction (a job sent with the change that causes it). */
function inTransaction(trx: Kysely<DB>): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] }),
  };
}

/**
 * pg-boss's own SQL, on a connection of the shop's pool. Some of its commands are several
 * statements in one explicit transaction (`BEGIN; ...; COMMIT;`); one that fails midway (a
 * deadlock between processes creating a queue at once) would leave its connection inside an
 * aborted transaction, and the pool would hand that to a shopper's request. So a failure is
 * rolled back on the same connection before the connection goes back to the pool.
 */
function onPool(db: Kysely<DB>, inFlight: Set<Promise<unknown>>, stopped: () => boolean): PgBoss.Db {
  return {
    executeSql: (text, values) => {
      // Stopped, the pool may be closed: a job that outlived the grace time (pg-boss records its
      // end without awaiting it) writes nothing and is taken again once its lock expires.
      if (stopped()) return Promise.resolve(unanswered(text));
      const run = db.connection().execute(async (connection) => {
        try {
          return { rows: (await connection.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] };
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      });
      inFlight.add(run);
      void run.catch(() => undefined).finally(() => inFlight.delete(run));
      return run;
    },
  };
}

/**
 * What a statement dropped after stop answers. pg-boss records a job's end (complete, fail) without
 * awaiting it and reads `rows[0].count` of those commands (`SELECT COUNT(*) FROM results`): an
 * empty answer there was a TypeError in a promise nobody awaits, an unhandled rejection that ends a
 * production process. Such a command answers that it changed nothing; any other, no rows.
 */
function unanswered(text: string): { rows: unknown[] } {
  return /select\s+count\(\*\)/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

interface Registered {
  handler: JobHandler<object>;
  retry: Required<RetryPolicy>;
}

/**
 * The job queue of a PostgreSQL shop: pg-boss 10 on the shop's own pool. A job is sent through the
 * caller's transaction (pg-boss's `db` option), so it exists exactly when the change commits;
 * workers take jobs with `FOR UPDATE SKIP LOCKED` (one process gets each), failed runs are retried
 * with pg-boss's exponential back-off. Scheduled work: every process keeps the schedule on its own
 * clock and, a little after each period starts, sends the period's job as a pg-boss singleton of
 * that period (the database refuses a second job of the same period); one worker runs it. Not
 * pg-boss's cron: it decides the minute by this process's clock but files the job under the
 * database's, so a run sent across a minute's edge could be filed under two minutes and run twice.
 */
export class PgBossJobQueue implements JobQueue {
  readonly engine = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Registered>();
  private readonly schedules = new Map<string, number>();
  /** Each schedule's period start (ms) whose run this process sent or found sent. */
  private readonly sentPeriods = new Map<string, number>();
  private scheduleClock: NodeJS.Timeout | null = null;
  /** The database's clock minus this process's (ms), measured at start. */
  private clockSkewMs = 0;
  private readonly clockMs: number;
  private readonly failed = new Map<string, number>();
  /** Each queue's pg-boss worker, to wake it. */
  private readonly workers = new Map<string, string>();
  private readonly pollSeconds: number;
  private readonly retry: Required<RetryPolicy>;
  /** pg-boss's statements on the pool still running (stop waits for them: pg-boss does not await all of its own). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;
  private stopping = false;
  /** Stopped after having started: pg-boss's late statements are dropped (see onPool). */
  private stopped = false;

  constructor(private readonly db: Kysely<DB>, private readonly settings: JobQueueSettings = {}) {
    // pg-boss polls at most every 0.5 s and checks its cron clock every 1-45 s.
    this.pollSeconds = Math.max(0.5, (settings.pollMs ?? JOB_DEFAULTS.pollMs) / 1000);
    const clockSeconds = Math.min(30, Math.max(1, Math.round(this.pollSeconds)));
    this.clockMs = clockSeconds * 1000;
    this.retry = {
      retryLimit: settings.retry?.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelaySeconds: settings.retry?.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
    };
    this.boss = new PgBoss({
      db: onPool(db, this.inFlight, () => this.stopped), schema: SCHEMA,
      // The schedules run on this queue's own clock (startSchedules): pg-boss's cron is off.
      schedule: false,
      expireInSeconds: JOB_DEFAULTS.expireSeconds, deleteAfterDays: JOB_DEFAULTS.keepDays,
    });
    this.boss.on('error', (error) => settings.log?.(error, 'job queue (pg-boss) error'));
  }

  handle<T extends object>(queue: string, handler: JobHandler<T>, options?: RetryPolicy): void {
    this.queues.set(queue, {
      handler: handler as JobHandler<object>,
      retry: { retryLimit: options?.retryLimit ?? this.retry.retryLimit, retryDelaySeconds: options?.retryDelaySeconds ?? this.retry.retryDelaySeconds },
    });
  }

  every(name: string, minutes: number, task: () => Promise<void>): void {
    schedulePeriodMs(minutes, this.settings.minuteMs);
    this.schedules.set(name, minutes);
    this.handle(name, task, { retryLimit: 0 });
  }

  async enqueue<T extends object>(executor: Kysely<DB>, queue: string, data: T): Promise<void> {
    const retry = this.queues.get(queue)?.retry ?? this.retry;
    await this.boss.send(queue, data, {
      retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: true, db: inTransaction(executor),
    });
    // This process's worker looks soon instead of at its next poll (the transaction commits first).
    const worker = this.workers.get(queue);
    if (worker && this.up()) setTimeout(() => this.boss.notifyWorker(worker), NUDGE_MS).unref();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.stopped = false;
    await this.boss.start();
    for (const [queue, { retry }] of this.queues) await this.createQueue(queue, retry);
    for (const [queue, { handler }] of this.queues) {
      // One job per fetch, so each succeeds or fails alone; after one, the worker fetches again at
      // once (pg-boss would otherwise wait a poll between jobs), and polls only when idle.
      const worker = await this.boss.work<object>(queue, { pollingIntervalSeconds: this.pollSeconds, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data);
        } catch (error) {
          this.failed.set(queue, (this.failed.get(queue) ?? 0) + 1);
          this.settings.log?.(error, `job ${queue} ${job.id} failed`);
          throw error;
        } finally {
          this.boss.notifyWorker(worker);
        }
      });
      this.workers.set(queue, worker);
    }
    this.started = true;
    this.stopping = false;
    await this.startSchedules();
  }

  /**
   * The schedules' clock: the first run is in the next period (as on SQLite), then one per period.
   * Every process sends each period's job; the singleton (key: the schedule, slot: the period by
   * the database's `now()`) keeps one. Sent SCHEDULE_MARGIN_MS into the period, so a clock estimate
   * off by less than that still names the same period on every process.
   */
  private async startSchedules(): Promise<void> {
    if (this.schedules.size === 0) return;
    const before = Date.now();
    const { rows } = await sql<{ ms: string | number }>`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`.execute(this.db);
    const after = Date.now();
    this.clockSkewMs = Number(rows[0]?.ms ?? after) - (before + after) / 2;
    for (const [name, minutes] of this.schedules) {
      // A schedule pg-boss's cron kept from an earlier version of the shop would send runs of its own.
      await this.boss.unschedule(name);
      this.sentPeriods.set(name, this.periodStart(minutes));
    }
    this.scheduleClock = setInterval(() => void this.sendDueRuns(), this.clockMs);
    this.scheduleClock.unref();
  }

  private periodStart(minutes: number): number {
    const period = schedulePeriodMs(minutes, this.settings.minuteMs);
    return Math.floor((Date.now() + this.clockSkewMs - SCHEDULE_MARGIN_MS) / period) * period;
  }

  private async sendDueRuns(): Promise<void> {
    for (const [name, minutes] of this.schedules) {
      const start = this.periodStart(minutes);
      if (!this.up() || this.sentPeriods.get(name) === start) continue;
      this.sentPeriods.set(name, start);
      try {
        await this.boss.send(name, {}, { retryLimit: 0, singletonKey: name, singletonSeconds: schedulePeriodMs(minutes, this.settings.minuteMs) / 1000 });
      } catch (error) {
        this.sentPeriods.delete(name);
        this.settings.log?.(error, `schedule ${name} not sent`);
      }
    }
  }

  /**
   * Creates `queue` unless it exists. Processes starting together may race to create it (each
   * makes a partition of pg-boss's job table) and PostgreSQL then aborts one as a deadlock: that
   * one looks again and finds the queue the other made.
   */
  private async createQueue(queue: string, retry: Required<RetryPolicy>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(queue)) return;
      try {
        await this.boss.createQueue(queue, { name: queue, retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: true });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    if (this.scheduleClock) clearInterval(this.scheduleClock);
    this.scheduleClock = null;
    // Workers stop fetching; running jobs get the grace time, then pg-boss fails them back to
    // the queue (a retry) before this resolves. The pool is the shop's: closing it is not ours.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: this.settings.graceMs ?? JOB_DEFAULTS.graceMs });
    // A finished job's completion is written without pg-boss waiting for it: let it land before
    // the owner closes the pool.
    await Promise.allSettled([...this.inFlight]);
    this.stopped = true;
    this.started = false;
  }

  up(): boolean {
    return this.started && !this.stopping;
  }

  async counts(): Promise<QueueCounts[]> {
    const names = [...this.queues.keys()];
    const rows = names.length === 0 ? [] : (await sql<{ name: string; state: string; n: number }>`
      select name, state::text as state, count(*)::int as n from ${sql.table(`${SCHEMA}.job`)}
      where name in (${sql.join(names)}) and state in ('created', 'retry', 'active', 'failed') group by name, state
    `.execute(this.db)).rows;
    return names.sort().map((queue) => {
      const of = (...states: string[]) => rows.filter((row) => row.name === queue && states.includes(row.state)).reduce((sum, row) => sum + Number(row.n), 0);
      return { queue, waiting: of('created', 'retry'), active: of('active'), failed: of('failed') };
    });
  }

  failures(): ReadonlyMap<string, number> {
    return this.failed;
  }
}
