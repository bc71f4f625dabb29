import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { DB } from './schema';

/**
 * Runs `work` in one transaction that will write. On PostgreSQL a plain transaction (row locks and
 * conditional updates do the rest). On SQLite the transaction starts with BEGIN IMMEDIATE: it takes
 * the database's write lock before reading, so a second connection to the same file (another
 * server process) waits for it (busy_timeout) instead of failing with SQLITE_BUSY when a deferred
 * transaction that read an older snapshot tries to write. Within one process Kysely's SQLite driver
 * lends its single connection to one caller at a time, so this serializes orders there as well.
 */
export async function writeTransaction<T>(db: Kysely<DB>, dialect: DialectName, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    let result: T;
    try {
      result = await work(connection);
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}
