// The databases the API tests run against: every suite runs once per entry with
// describe.each(testDatabases()), so SQLite and PostgreSQL are held to the same behaviour.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type ShopDatabase, openDatabase } from '../../backend/db/database';
import { copySqliteTemplate, createFromPostgresTemplate, type TemplateSeed } from './database-templates';
import { scratchDir } from './scratch-dir';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A new, empty database (not migrated) that nothing else uses. */
  open(): Promise<ShopDatabase & { drop(): Promise<void> }>;
  /**
   * A new database nothing else uses, migrated to the latest and, unless `seed` is null, seeded
   * with these options: a copy of this run's template for them (tests/support/database-templates.ts).
   */
  openMigrated(seed: TemplateSeed): Promise<ShopDatabase & { drop(): Promise<void> }>;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * SQLite and PostgreSQL; only those TEST_DATABASES names when it is set (`npm run test:quick`
 * runs `sqlite` only: the full `npm test` always runs both).
 */
export function testDatabases(): TestDatabase[] {
  const all = [sqlite(), postgres(process.env.TEST_PG_URL || DEFAULT_PG_URL)];
  const only = process.env.TEST_DATABASES?.split(',').map((name) => name.trim()).filter(Boolean);
  return only && only.length > 0 ? all.filter((database) => only.includes(database.name)) : all;
}

function sqlite(): TestDatabase {
  const opened = async (fill: (file: string) => Promise<void>) => {
    const dir = mkdtempSync(join(scratchDir(), 'sf-test-'));
    const file = join(dir, 'shop.db');
    await fill(file);
    const shop = await openDatabase(`sqlite:${file}`);
    return droppable(shop, async () => rmSync(dir, { recursive: true, force: true }));
  };
  return {
    name: 'sqlite',
    open: () => opened(async () => {}),
    openMigrated: (seed) => opened((file) => copySqliteTemplate(file, seed)),
  };
}

/** Each open() creates database sf_test_<random> through the admin URL and drop() removes it. */
function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const scratch = await scratchPostgres(adminUrl);
      const shop = await openDatabase(scratch.url);
      return droppable(shop, scratch.drop);
    },
    async openMigrated(seed) {
      const scratch = await scratchPostgres(adminUrl, seed);
      const shop = await openDatabase(scratch.url);
      return droppable(shop, scratch.drop);
    },
  };
}

/**
 * A new PostgreSQL database nothing else uses, empty or (given `template`) migrated and seeded
 * from this run's template: its URL (for a process started by the test, or openDatabase) and how
 * to remove it once every connection is gone.
 */
export async function scratchPostgres(adminUrl = process.env.TEST_PG_URL || DEFAULT_PG_URL, template?: TemplateSeed): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  if (template === undefined) await admin(adminUrl, `create database ${name}`);
  else await createFromPostgresTemplate(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/** close() may be called by the test and again by drop(); the second call is a no-op. */
function droppable(shop: ShopDatabase, remove: () => Promise<void>): ShopDatabase & { drop(): Promise<void> } {
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= shop.close());
  return {
    ...shop,
    close,
    async drop() {
      await close();
      await remove();
    },
  };
}

/**
 * Drops a test database once its pool has let go of it. A plain DROP waits for connections that
 * are still closing; forcing it at once would kill them mid-close and surface as stray errors.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(adminUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse) throw error;
      if (attempt >= 20) {
        await admin(adminUrl, `drop database if exists ${name} with (force)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
