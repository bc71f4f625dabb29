import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { issueSession } from '../../backend/auth/sessions';
import type { DialectName, ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { type AppSettings, createApp, jobQueueOf } from '../../composition/server/app';
import type { JobQueue } from '../../backend/jobs/job-queue';
import type { TestDatabase } from './databases';

/** An api/v1 envelope as a test reads it. */
export interface Body<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export interface ApiShop {
  app: FastifyInstance;
  db: Kysely<DB>;
  dialect: DialectName;
  /** The opened database, for a second app on the same data. */
  database: ShopDatabase;
  /** One request through Fastify's inject: the HTTP status, the parsed envelope and the response headers. */
  call<T>(options: InjectOptions): Promise<{ http: number; body: Body<T>; headers: Record<string, unknown> }>;
  /** A verified user inserted directly, with a live bearer token (no sign-up round trip). */
  signedInUser(): Promise<{ id: number; token: string }>;
  /** Resolves once the job queue has nothing waiting or running (every queued mail sent): read mail after it. */
  jobsDone(): Promise<void>;
}

/** Test shops poll their job queue often and retry soon (a second, doubling), so tests wait little. */
export const TEST_JOB_SETTINGS = { pollMs: 50, graceMs: 2_000, retry: { retryDelaySeconds: 1 } } as const;

/** Resolves once `jobs` has nothing waiting or running, polling its counts; fails after `timeoutMs`. */
export async function jobsDone(jobs: JobQueue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await jobs.counts();
    const pending = counts.filter((count) => count.waiting + count.active > 0);
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A migrated, seeded shop on `database` for the enclosing describe block: created before its
 * tests, closed and dropped after. Read the fields inside tests (they are set in beforeAll).
 * Its free-delivery threshold is off unless `seed.freeDeliveryOverCents` sets one, so shipping
 * rules charge as a test writes them (tests/api/free-delivery.test.ts turns it on).
 */
export function useApiShop(
  database: TestDatabase, seed: { products: number; seed: number; freeDeliveryOverCents?: number | null }, app: () => AppSettings = () => ({}),
): ApiShop {
  let drop: (() => Promise<void>) | undefined;
  const shop = {
    call: async <T>(options: InjectOptions) => {
      const response = await shop.app.inject(options);
      return { http: response.statusCode, body: response.json() as Body<T>, headers: response.headers as Record<string, unknown> };
    },
    signedInUser: async () => {
      const email = `u${randomBytes(6).toString('hex')}@example.com`;
      const row = await shop.db.insertInto('users')
        .values({ name: 'Test User', email, password_hash: '!test', verified_at: new Date().toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      return { id: row.id, token: await issueSession(shop.db, row.id) };
    },
    jobsDone: async () => {
      await shop.app.ready();
      await jobsDone(jobQueueOf(shop.app)!);
    },
  } as ApiShop;

  beforeAll(async () => {
    const opened = await database.openMigrated({ freeDeliveryOverCents: null, ...seed });
    drop = opened.drop;
    shop.db = opened.db;
    shop.dialect = opened.dialect;
    shop.database = opened;
    const settings = app();
    shop.app = await createApp({ ...settings, jobs: { ...TEST_JOB_SETTINGS, ...settings.jobs }, shop: opened });
  });

  afterAll(async () => {
    await shop.app?.close();
    await drop?.();
  });
  return shop;
}
