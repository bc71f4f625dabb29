import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { listenForNotices, type NoticeHandlers } from './notice-listener';

export type DialectName = 'sqlite' | 'postgres';

/** The embedded default: a SQLite file under data/ (relative to the working directory). */
export const DEFAULT_DATABASE_URL = 'sqlite:data/shop.db';

export interface ShopDatabase {
  db: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as `/metrics` shows it; SQLite has one connection and none. */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: LISTENs on a channel over a dedicated, reconnecting connection (see
   * notice-listener.ts) until the answer is called or the database is closed.
   */
  listen?: (channel: string, handlers: NoticeHandlers) => () => Promise<void>;
}

/** How long a writer waits for a SQLite lock held by another connection before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens the shop database named by a URL:
 * `sqlite:data/shop.db` (path relative to the working directory; the directory is created),
 * `sqlite::memory:`, or `postgres://...` / `postgresql://...`.
 */
export async function openDatabase(url: string): Promise<ShopDatabase> {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  throw new Error(`Unsupported DATABASE_URL "${redact(url)}": use sqlite:<path>, sqlite::memory: or postgres://...`);
}

function openSqlite(location: string): ShopDatabase {
  if (location === '') throw new Error('sqlite: URL needs a file path or :memory:');
  const memory = location === ':memory:';
  const file = memory ? ':memory:' : resolve(location);
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while a writer commits; FULL makes each commit durable across power loss
  // (orders and payments must not disappear); foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; `in (...)` lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL again costs more than
 * running most of our indexed reads. A prepared statement is reusable once its last run has
 * finished (better-sqlite3 runs synchronously, and `busy` guards an unfinished iterator), and
 * SQLite re-prepares it by itself after a schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): { prepare(sql: string): SqliteDatabase.Statement; close(): void } {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

async function openPostgres(url: string): Promise<ShopDatabase> {
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser } });
  // An idle pooled connection can fail (server restart, admin kill). Without a listener the error
  // would crash the process; the pool drops that client and the next query opens a new one.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db, dialect: 'postgres',
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    },
    listen: (channel, handlers) => {
      const stop = listenForNotices(url, channel, handlers);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * count(*) and sum() over integers come back from PostgreSQL as int8/numeric, which pg hands over
 * as strings by default. SQLite returns plain numbers, so the same query would otherwise yield
 * different types per database. Values beyond 2^53 stay strings rather than silently losing
 * precision (no column holds such values: money is integer cents well below it).
 * Numeric is only produced by aggregates such as avg(rating); no money column uses it.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID) {
    return (value: string) => {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : value;
    };
  }
  if (oid === NUMERIC_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

/** Hides a password in a URL before it reaches an error message or a log. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
