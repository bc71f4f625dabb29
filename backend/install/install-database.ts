import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type ShopDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isEmpty, seedDatabase, seedEssentials } from '../seed/seed';
import { withTimeout } from '../db/with-timeout';

export type DatabaseProblem = 'sqlite_unwritable' | 'postgres_unreachable' | 'migration_failed';

export type InstallOutcome =
  | { ok: true; shop: ShopDatabase; seeded: 'demo' | 'essentials' | 'kept' }
  | { ok: false; problem: DatabaseProblem; vars: Record<string, string> };

export interface InstallDatabaseOptions {
  /** Seed the demo catalogue (else only languages and settings) when the database is empty. */
  demo: boolean;
  seedProducts: number;
  log: (line: string) => void;
}

/** How long the installer waits for a PostgreSQL server before it says it cannot connect. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens the chosen database, proves it answers, migrates it and seeds an empty one: the demo, or
 * only what the shop needs to open. A database that already holds a shop is migrated and kept as
 * it is. On failure the database is closed and a SQLite file (and folders) this call created are
 * removed again, so a failed attempt leaves nothing behind.
 */
export async function installDatabase(url: string, options: InstallDatabaseOptions): Promise<InstallOutcome> {
  const sqlitePath = url.startsWith('sqlite:') ? resolve(url.slice('sqlite:'.length)) : null;
  const undo = sqlitePath ? sqliteUndo(sqlitePath) : () => {};
  const unreachable: InstallOutcome = sqlitePath
    ? { ok: false, problem: 'sqlite_unwritable', vars: { path: sqlitePath } }
    : { ok: false, problem: 'postgres_unreachable', vars: { host: hostOf(url) } };

  let shop: ShopDatabase;
  try {
    shop = await openDatabase(url);
  } catch (error) {
    options.log(`Installer: cannot open the database: ${(error as Error).message}`);
    undo();
    return unreachable;
  }
  const fail = async (outcome: InstallOutcome & { ok: false }, error: unknown): Promise<InstallOutcome> => {
    options.log(`Installer: ${outcome.problem}: ${(error as Error)?.message ?? String(error)}`);
    // A connection that never came may keep the pool waiting: do not wait for it to close.
    await Promise.race([shop.close().catch(() => undefined), delay(1_000)]);
    undo();
    return outcome;
  };

  try {
    await withTimeout(probe(shop, sqlitePath !== null), CONNECT_TIMEOUT_MS);
  } catch (error) {
    return fail(unreachable, error);
  }

  try {
    await migrateToLatest(shop.db);
    if (!(await isEmpty(shop))) return { ok: true, shop, seeded: 'kept' };
    if (options.demo) {
      options.log(`Installer: seeding a demo marketplace of ${options.seedProducts} products...`);
      await seedDatabase(shop, { products: options.seedProducts, log: options.log });
      return { ok: true, shop, seeded: 'demo' };
    }
    await seedEssentials(shop);
    return { ok: true, shop, seeded: 'essentials' };
  } catch (error) {
    return fail({ ok: false, problem: 'migration_failed', vars: {} }, error);
  }
}

/** One round trip to the database; on SQLite a write, since opening alone may succeed read-only. */
async function probe(shop: ShopDatabase, write: boolean): Promise<void> {
  if (!write) {
    await sql`select 1`.execute(shop.db);
    return;
  }
  await sql`create table if not exists install_probe (id integer)`.execute(shop.db);
  await sql`drop table install_probe`.execute(shop.db);
}

/** Removes what opening `file` creates: the file, its journal files, and folders that were not there. */
function sqliteUndo(file: string): () => void {
  if (existsSync(file)) return () => {};
  let firstMissing = dirname(file);
  while (!existsSync(dirname(firstMissing))) firstMissing = dirname(firstMissing);
  const folderExisted = existsSync(firstMissing);
  const remove = (path: string) => {
    try {
      rmSync(path, { recursive: true, force: true });
    } catch {
      // Not there to remove (a file stands where its folder would be).
    }
  };
  return () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) remove(`${file}${suffix}`);
    if (!folderExisted) remove(firstMissing);
  };
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return '?';
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms).unref());
}
