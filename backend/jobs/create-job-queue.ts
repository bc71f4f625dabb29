import type { ShopDatabase } from '../db/database';
import type { JobQueue, JobQueueSettings } from './job-queue';
import { PgBossJobQueue } from './pg-boss-jobs';
import { SqliteJobQueue } from './sqlite-jobs';

/** The shop's job queue on the database it already has: pg-boss on PostgreSQL, the `jobs` table on SQLite. */
export function createJobQueue(shop: ShopDatabase, settings: JobQueueSettings = {}): JobQueue {
  return shop.dialect === 'postgres' ? new PgBossJobQueue(shop.db, settings) : new SqliteJobQueue(shop.db, settings);
}
