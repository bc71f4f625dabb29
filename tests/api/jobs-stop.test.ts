// A job that outlives stop()'s grace time on PostgreSQL: pg-boss releases it to the queue, and when
// the handler finally returns pg-boss records the job's end without awaiting it. The queue is
// stopped by then, so that statement is dropped; its answer must still be one pg-boss can read,
// or the completion is an unhandled rejection (it ended test runs, and would end a production
// process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { createJobQueue } from '../../backend/jobs/create-job-queue';
import { scratchPostgres } from '../support/databases';

describe('a PostgreSQL job finishing after the queue stopped', () => {
  let shop: ShopDatabase;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    shop = await openDatabase(scratch.url);
    await migrateToLatest(shop.db);
  });
  afterAll(async () => {
    await shop.close();
    await drop();
  });

  it('records nothing and raises no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const queue = createJobQueue(shop, { pollMs: 50, graceMs: 100, retry: { retryDelaySeconds: 1 } });
      let started = false;
      let finish = () => {};
      let finished = false;
      queue.handle('slow-probe', () => new Promise<void>((resolve) => {
        started = true;
        finish = () => {
          finished = true;
          resolve();
        };
      }));
      await queue.start();
      await queue.enqueue(shop.db, 'slow-probe', { n: 1 });
      // pg-boss creates the queue and its worker polls: seconds on a loaded PostgreSQL, past poll's 1 s default.
      await expect.poll(() => started, { timeout: 15_000, interval: 20 }).toBe(true);
      await queue.stop();
      finish();
      expect(finished).toBe(true);
      // The completion pg-boss fires without awaiting runs within a few turns of the event loop;
      // an unhandled rejection is reported on the turn after it.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      // pg-boss released the job when the grace time ran out: it waits to be run again.
      const counts = await queue.counts();
      expect(counts.find((count) => count.queue === 'slow-probe')?.waiting).toBe(1);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
