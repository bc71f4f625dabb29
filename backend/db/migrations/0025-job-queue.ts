import { type Kysely, sql } from 'kysely';
import { dialectOf } from './migration-kit';

// The durable job queue of a SQLite shop (backend/jobs/sqlite-jobs.ts): one row per job (its
// queue, JSON data, state, tries and when it may run next), and one row per scheduled task with
// its next run, claimed by a conditional update so a period runs once. PostgreSQL keeps its jobs
// in pg-boss's own schema (`pgboss`, created and migrated by pg-boss at start), so nothing here.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.schema.createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('waiting', 'active', 'done', 'failed')`))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await sql`create index jobs_due on jobs (queue, state, run_after)`.execute(db);
  await db.schema.createTable('job_schedules')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.schema.dropTable('job_schedules').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
