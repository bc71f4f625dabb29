import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ShopDatabase } from '../../backend/db/database';
import type { JobQueue } from '../../backend/jobs/job-queue';
import { pendingMigrations } from '../../backend/db/migrate';
import { withTimeout } from '../../backend/db/with-timeout';

/** How long readiness waits for the database before calling it unreachable. */
export const READY_DB_TIMEOUT_MS = 2_000;

type Check = 'ok' | string;

/**
 * `/healthz`: the process is alive (answers once started; a load balancer restarts what fails it).
 * `/readyz`: the process can serve shoppers now: the database answers, every migration this code
 * knows has run (a process newer than its schema waits), its job workers are up (mail and scheduled
 * work are taken), and it is not shutting down (Fastify
 * answers 503 to everything once `close` begins, so a load balancer drains it); the first-run
 * installer, with no database yet, is not ready. Each check says
 * what failed, without internals; 200 or 503.
 */
export function registerHealth(app: FastifyInstance, shop: ShopDatabase | undefined, jobs?: JobQueue): void {
  let started = false;
  app.addHook('onReady', async () => { started = true; });
  app.get('/healthz', async (_request, reply) => reply.code(started ? 200 : 503).header('Cache-Control', 'no-store').send({ status: started ? 'ok' : 'starting' }));
  app.get('/readyz', async (request, reply) => {
    const checks: Record<'database' | 'migrations' | 'workers', Check> = { database: 'ok', migrations: 'ok', workers: jobs?.up() ? 'ok' : 'stopped' };
    if (!shop) {
      // The first-run installer: no shop to serve yet.
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'not ready', checks: { database: 'not configured', migrations: 'unknown', workers: 'none' } });
    }
    try {
      await withTimeout(sql`select 1`.execute(shop.db), READY_DB_TIMEOUT_MS);
      const pending = await withTimeout(pendingMigrations(shop.db), READY_DB_TIMEOUT_MS);
      if (pending.length > 0) checks.migrations = `${pending.length} pending`;
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    const ready = started && Object.values(checks).every((check) => check === 'ok');
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
