// Migrated, seeded databases built once per test run and copied for every shop that asks for the
// same seed: PostgreSQL copies a template database (CREATE DATABASE ... TEMPLATE), SQLite copies a
// file. Migrating 30-odd migrations and seeding took 1-3 s per shop on PostgreSQL and the API suite
// starts about 160 shops; a copy takes a fraction of that. What a test then sees is the same
// database it would have built itself: the template is built by the very same migrateToLatest and
// seedDatabase, in this run (the seed's dates are relative to its `now`), from this checkout.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { SeedOptions } from '../../backend/seed/seed';
import { scratchDir } from './scratch-dir';

/** What a template holds: migrated only (`null`), or migrated and seeded with these options. */
export type TemplateSeed = Pick<SeedOptions, 'products' | 'seed' | 'freeDeliveryOverCents'> | null;

/**
 * The run the templates belong to: set by tests/support/global-setup.ts for a whole `vitest run`
 * (every worker shares it), else one per process. It starts with the run's start in seconds
 * (base 36), so a later run can tell leftovers of a killed run from a run still going beside it.
 */
export function testRunId(): string {
  return (process.env.SF_TEST_RUN ??= newRunId());
}

export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}${randomBytes(3).toString('hex')}`;
}

/** How old another run's templates must be before a new run removes them (no run lasts this long). */
const LEFTOVER_SECONDS = 6 * 3600;

function runStartedAt(runId: string): number {
  return parseInt(runId.slice(0, 6), 36);
}

function templateKey(seed: TemplateSeed): string {
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 12);
}

async function build(url: string, seed: TemplateSeed): Promise<void> {
  // Imported when a template is built, not by every file that copies one (end-to-end files only copy).
  const [{ openDatabase }, { migrateToLatest }, { seedDatabase }] = await Promise.all([
    import('../../backend/db/database'), import('../../backend/db/migrate'), import('../../backend/seed/seed'),
  ]);
  const shop = await openDatabase(url);
  try {
    await migrateToLatest(shop.db);
    if (seed) await seedDatabase(shop, seed);
  } finally {
    await shop.close();
  }
}

// ---- SQLite: a file per template in this run's folder, built under a private name and renamed
// into place (atomic), so two workers asking at once both end up copying a whole file.

function sqliteTemplatesDir(): string {
  return join(scratchDir(), `sf-templates-${testRunId()}`);
}

/** A copy of the template for `seed` at `file` (built first when this run has none yet). */
export async function copySqliteTemplate(file: string, seed: TemplateSeed): Promise<void> {
  const dir = sqliteTemplatesDir();
  const template = join(dir, `${templateKey(seed)}.db`);
  if (!existsSync(template)) {
    mkdirSync(dir, { recursive: true });
    const building = `${template}.${process.pid}.${randomBytes(3).toString('hex')}`;
    await build(`sqlite:${building}`, seed);
    // Closing checkpointed the write-ahead log into the file; its leftovers are empty.
    rmSync(`${building}-wal`, { force: true });
    rmSync(`${building}-shm`, { force: true });
    renameSync(building, template);
  }
  copyFileSync(template, file);
}

/** Removes this run's SQLite templates, and those of runs that ended long ago without removing theirs. */
export function dropSqliteTemplates(): void {
  rmSync(sqliteTemplatesDir(), { recursive: true, force: true });
  for (const entry of readdirSync(scratchDir())) {
    const run = /^sf-templates-(\w+)$/.exec(entry)?.[1];
    if (run && isLeftover(run)) rmSync(join(scratchDir(), entry), { recursive: true, force: true });
  }
}

function isLeftover(runId: string): boolean {
  const started = runStartedAt(runId);
  return Number.isFinite(started) && started < Date.now() / 1000 - LEFTOVER_SECONDS;
}

// ---- PostgreSQL: a template database per seed, built under an advisory lock so workers asking at
// once build it once; every shop is then CREATE DATABASE ... TEMPLATE it.

const TEMPLATE_PREFIX = 'sf_tpl_';

function templateName(seed: TemplateSeed): string {
  return `${TEMPLATE_PREFIX}${testRunId()}_${templateKey(seed)}`;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` as a copy of the template for `seed` (built first when this run has none yet). */
export async function createFromPostgresTemplate(adminUrl: string, name: string, seed: TemplateSeed): Promise<void> {
  const template = templateName(seed);
  await withAdmin(adminUrl, async (client) => {
    const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (!(await exists())) {
      // One builder per template; the others wait here and find it built.
      await client.query('select pg_advisory_lock(hashtext($1))', [template]);
      try {
        if (!(await exists())) {
          const building = `${template}_b`;
          await client.query(`drop database if exists ${building}`);
          await client.query(`create database ${building}`);
          await build(databaseUrl(adminUrl, building), seed);
          await client.query(`alter database ${building} rename to ${template}`);
        }
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
      }
    }
    await client.query(`create database ${name} template ${template}`);
    // A test database need not survive a crash of the server: commits do not wait for the disk.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
}

/** Drops this run's template databases, and those of runs that ended long ago without dropping theirs. */
export async function dropPostgresTemplates(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of rows) {
      const run = datname.slice(TEMPLATE_PREFIX.length).split('_')[0]!;
      if (run === testRunId() || isLeftover(run)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
