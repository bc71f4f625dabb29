import type { Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { JOB_DEFAULTS, type JobHandler, type JobQueue, type JobQueueSettings, type QueueCounts, type RetryPolicy, backoffSeconds, nextPeriodStart, schedulePeriodMs } from './job-queue';

/** The two tables of migration 0025 (SQLite only, so they are not part of the shop's DB type). */
type JobTables = {
  jobs: {
    id: Generated<number>;
    queue: string;
    data: string;
    state: 'waiting' | 'active' | 'done' | 'failed';
    tries: number;
    retry_limit: number;
    retry_delay: number;
    run_after: string;
    locked_until: string | null;
    last_error: string | null;
    created_at: string;
    finished_at: string | null;
  };
  job_schedules: { name: string; next_run_at: string };
};
type JobRow = Selectable<JobTables['jobs']>;

interface Registered {
  handler: JobHandler<object>;
  retry: Required<RetryPolicy>;
}

/** Jobs a worker takes at once per queue and poll. */
const BATCH = 5;
/** How soon a worker looks after a job was enqueued in its own process. */
const NUDGE_MS = 20;
/** How often finished jobs past JOB_DEFAULTS.keepDays are deleted. */
const PURGE_EVERY_MS = 3_600_000;

/**
 * The job queue of a SQLite shop: rows in `jobs` (migration 0025), taken by one conditional
 * update (so a job runs once even if a second process opened the file), retried with doubling
 * back-off, and scheduled tasks claimed in `job_schedules` once per period. A job whose worker
 * died mid-run is taken again once its lock expires.
 */
export class SqliteJobQueue implements JobQueue {
  readonly engine = 'sqlite';
  private readonly queues = new Map<string, Registered>();
  private readonly schedules = new Map<string, number>();
  private readonly failed = new Map<string, number>();
  private readonly runningIds = new Set<number>();
  private readonly pollMs: number;
  private readonly graceMs: number;
  private readonly retry: Required<RetryPolicy>;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<unknown> | undefined;
  private idle = false;
  private started = false;
  private stopping = false;
  private lastPurge = 0;

  constructor(private readonly db: Kysely<DB>, private readonly settings: JobQueueSettings = {}) {
    this.pollMs = settings.pollMs ?? JOB_DEFAULTS.pollMs;
    this.graceMs = settings.graceMs ?? JOB_DEFAULTS.graceMs;
    this.retry = retryOf(settings.retry);
  }

  private get tables(): Kysely<JobTables> {
    return this.db.withTables<JobTables>() as unknown as Kysely<JobTables>;
  }

  handle<T extends object>(queue: string, handler: JobHandler<T>, options?: RetryPolicy): void {
    this.queues.set(queue, { handler: handler as JobHandler<object>, retry: retryOf(options, this.retry) });
  }

  every(name: string, minutes: number, task: () => Promise<void>): void {
    schedulePeriodMs(minutes, this.settings.minuteMs);
    this.schedules.set(name, minutes);
    this.handle(name, task, { retryLimit: 0 });
  }

  async enqueue<T extends object>(executor: Kysely<DB>, queue: string, data: T): Promise<void> {
    const retry = this.queues.get(queue)?.retry ?? this.retry;
    const now = new Date().toISOString();
    await (executor.withTables<JobTables>() as unknown as Kysely<JobTables>).insertInto('jobs').values({
      queue, data: JSON.stringify(data), state: 'waiting', tries: 0, retry_limit: retry.retryLimit, retry_delay: retry.retryDelaySeconds,
      run_after: now, created_at: now,
    }).execute();
    this.nudge();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    const now = new Date();
    for (const [name, minutes] of this.schedules) {
      // A first run one period from now; a row left by an earlier start keeps its time.
      await this.tables.insertInto('job_schedules').values({ name, next_run_at: this.nextSlot(now, minutes).toISOString() })
        .onConflict((c) => c.column('name').doNothing()).execute();
    }
    this.arm(0);
  }

  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearTimeout(this.timer);
    // The running batch gets the grace time; whatever has not finished then goes back to the
    // queue for the next process, not counted as a try.
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.graceMs).unref());
    await Promise.race([this.polling, grace]);
    if (this.runningIds.size > 0) {
      await this.tables.updateTable('jobs').set((eb) => ({ state: 'waiting', locked_until: null, tries: eb('tries', '-', 1) }))
        .where('id', 'in', [...this.runningIds]).where('state', '=', 'active').execute();
    }
    this.started = false;
  }

  up(): boolean {
    return this.started && !this.stopping;
  }

  async counts(): Promise<QueueCounts[]> {
    const rows = await this.tables.selectFrom('jobs').select(['queue', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('state', '!=', 'done').groupBy(['queue', 'state']).execute();
    const names = new Set([...this.queues.keys(), ...rows.map((row) => row.queue)]);
    return [...names].sort().map((queue) => {
      const of = (state: string) => Number(rows.find((row) => row.queue === queue && row.state === state)?.n ?? 0);
      return { queue, waiting: of('waiting'), active: of('active'), failed: of('failed') };
    });
  }

  failures(): ReadonlyMap<string, number> {
    return this.failed;
  }

  private arm(delay: number): void {
    if (this.stopping) return;
    this.idle = true;
    this.timer = setTimeout(() => {
      this.idle = false;
      this.polling = this.poll()
        .catch((error: unknown) => {
          this.settings.log?.(error, 'job queue poll failed');
          return false;
        })
        .then((busy) => this.arm(busy ? 0 : this.pollMs));
    }, delay);
    this.timer.unref();
  }

  /** A job was just enqueued here: look soon instead of at the next poll (its transaction commits first). */
  private nudge(): void {
    if (!this.started || !this.idle) return;
    clearTimeout(this.timer);
    this.arm(NUDGE_MS);
  }

  /** Claims due schedules, then runs a batch of each queue's due jobs; true when it found work. */
  private async poll(): Promise<boolean> {
    const now = new Date();
    await this.claimSchedules(now);
    const runs: Promise<void>[] = [];
    for (const queue of this.queues.keys()) {
      for (let taken = 0; taken < BATCH && !this.stopping; taken++) {
        const job = await this.take(queue, now);
        if (!job) break;
        this.runningIds.add(job.id);
        runs.push(this.run(job).finally(() => this.runningIds.delete(job.id)));
      }
    }
    await Promise.all(runs);
    if (now.getTime() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      await this.tables.deleteFrom('jobs').where('state', '=', 'done')
        .where('finished_at', '<', new Date(now.getTime() - JOB_DEFAULTS.keepDays * 86_400_000).toISOString()).execute();
    }
    return runs.length > 0;
  }

  /** The start of the next period of `minutes` after `now` (whole minutes of the epoch, as on PostgreSQL). */
  private nextSlot(now: Date, minutes: number): Date {
    return new Date(nextPeriodStart(now.getTime(), schedulePeriodMs(minutes, this.settings.minuteMs)));
  }

  /** Each schedule whose time has come: one conditional update moves it on, and its winner enqueues the run. */
  private async claimSchedules(now: Date): Promise<void> {
    for (const [name, minutes] of this.schedules) {
      await writeTransaction(this.db, 'sqlite', async (trx) => {
        const claimed = await (trx.withTables<JobTables>() as unknown as Kysely<JobTables>).updateTable('job_schedules')
          .set({ next_run_at: this.nextSlot(now, minutes).toISOString() })
          .where('name', '=', name).where('next_run_at', '<=', now.toISOString()).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) await this.enqueue(trx, name, {});
      });
    }
  }

  /** Takes the next due job of `queue` (or one whose worker's lock ran out), or null. */
  private async take(queue: string, now: Date): Promise<JobRow | null> {
    const at = now.toISOString();
    const lockedUntil = new Date(now.getTime() + JOB_DEFAULTS.expireSeconds * 1000).toISOString();
    const next = await this.tables.selectFrom('jobs').select('id').where('queue', '=', queue)
      .where((eb) => eb.or([
        eb.and([eb('state', '=', 'waiting'), eb('run_after', '<=', at)]),
        eb.and([eb('state', '=', 'active'), eb('locked_until', '<=', at)]),
      ]))
      .orderBy('run_after').orderBy('id').limit(1).executeTakeFirst();
    if (!next) return null;
    const taken = await this.tables.updateTable('jobs').set((eb) => ({ state: 'active', tries: eb('tries', '+', 1), locked_until: lockedUntil }))
      .where('id', '=', next.id)
      .where((eb) => eb.or([eb('state', '=', 'waiting'), eb.and([eb('state', '=', 'active'), eb('locked_until', '<=', at)])]))
      .returningAll().executeTakeFirst();
    return taken ?? null;
  }

  private async run(job: JobRow): Promise<void> {
    const registered = this.queues.get(job.queue);
    if (!registered) return;
    try {
      await registered.handler(JSON.parse(job.data) as object);
      await this.tables.updateTable('jobs').set({ state: 'done', locked_until: null, finished_at: new Date().toISOString() })
        .where('id', '=', job.id).where('state', '=', 'active').execute();
    } catch (error) {
      this.failed.set(job.queue, (this.failed.get(job.queue) ?? 0) + 1);
      this.settings.log?.(error, `job ${job.queue} #${job.id} failed (try ${job.tries})`);
      const retry = job.tries <= job.retry_limit;
      const runAfter = new Date(Date.now() + backoffSeconds(job.retry_delay, job.tries) * 1000).toISOString();
      await this.tables.updateTable('jobs')
        .set({ state: retry ? 'waiting' : 'failed', run_after: runAfter, locked_until: null, last_error: messageOf(error), finished_at: retry ? null : new Date().toISOString() })
        .where('id', '=', job.id).where('state', '=', 'active').execute()
        .catch((failure: unknown) => this.settings.log?.(failure, `job ${job.queue} #${job.id}: recording the failure failed`));
    }
  }
}

function retryOf(options: RetryPolicy | undefined, base?: Required<RetryPolicy>): Required<RetryPolicy> {
  return {
    retryLimit: options?.retryLimit ?? base?.retryLimit ?? JOB_DEFAULTS.retryLimit,
    retryDelaySeconds: options?.retryDelaySeconds ?? base?.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
  };
}

/** An error's message for the job row (first line, bounded: no stack, nothing long). */
export function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
}
