import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedQuery } from '../../backend/db/prepared-query';
import { migrateToLatest } from '../../backend/db/migrate';
import type { DB } from '../../backend/db/schema';
import { type TestDatabase, testDatabases } from '../support/databases';

describe.each(testDatabases())('a query compiled once on $name', (database: TestDatabase) => {
  let db: Kysely<DB>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    drop = opened.drop;
    await migrateToLatest(db);
    await db.insertInto('languages').values([
      { code: 'xa', name: 'A', direction: 'ltr', status: 1, sort_order: 1 },
      { code: 'xb', name: 'B', direction: 'rtl', status: 0, sort_order: 2 },
      { code: 'xc', name: 'C', direction: 'ltr', status: 1, sort_order: 3 },
    ]).execute();
  });
  afterAll(async () => {
    await drop?.();
  });

  it("binds each call's values where the placeholders were, however often they appear", async () => {
    const query = new PreparedQuery(
      (db: Kysely<DB>, code: string, status: number) =>
        db.selectFrom('languages').select('code')
          .where((eb) => eb.or([eb('code', '=', code), eb.and([eb('status', '=', status), eb('code', '>', code)])]))
          .where('code', 'like', 'x%')
          .orderBy('code'),
      ['\u0000code', -1],
    );
    expect((await query.execute(db, 'xa', 1)).map((r) => r.code)).toEqual(['xa', 'xc']);
    expect((await query.execute(db, 'xb', 0)).map((r) => r.code)).toEqual(['xb']);
    expect((await query.execute(db, 'xc', 1)).map((r) => r.code)).toEqual(['xc']);
    // A value that looks like SQL is bound, never spliced in.
    expect(await query.execute(db, "x' or '1'='1", 7)).toEqual([]);
  });

  it('refuses a placeholder that the query inlines instead of binding', async () => {
    const query = new PreparedQuery((db: Kysely<DB>, code: string) => db.selectFrom('languages').select('code').where('code', '=', code.slice(1)), ['\u0000code']);
    await expect(query.execute(db, 'xa')).rejects.toThrow(/not a bound parameter/);
  });
});
