import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { issueSession } from '../../backend/auth/sessions';
import { migrateToLatest } from '../../backend/db/migrate';
import type { DialectName, ShopDatabase } from '../../backend/db/database';
import type { DB } from '../../backend/db/schema';
import { seedDatabase } from '../../backend/seed/seed';
import { type AppSettings, createApp } from '../../composition/server/app';
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
}

/**
 * A migrated, seeded shop on `database` for the enclosing describe block: created before its
 * tests, closed and dropped after. Read the fields inside tests (they are set in beforeAll).
 */
export function useApiShop(database: TestDatabase, seed: { products: number; seed: number }, app: () => AppSettings = () => ({})): ApiShop {
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
  } as ApiShop;

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    shop.db = opened.db;
    shop.dialect = opened.dialect;
    shop.database = opened;
    await migrateToLatest(opened.db);
    await seedDatabase(opened, seed);
    shop.app = await createApp({ ...app(), shop: opened });
  });

  afterAll(async () => {
    await shop.app?.close();
    await drop?.();
  });
  return shop;
}
