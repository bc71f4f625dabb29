import { sql } from 'kysely';
import type { ShopDatabase } from '../db/database';

/** Application tables (Kysely's own migration tables are left alone). */
async function appTables(shop: ShopDatabase): Promise<string[]> {
  const tables = await shop.db.introspection.getTables();
  const names = tables.filter((t) => !t.isView).map((t) => t.name);
  if (shop.dialect !== 'sqlite') return names;
  // A full-text (FTS5) table keeps its index in shadow tables SQLite refuses to write directly;
  // emptying the FTS table itself empties them.
  const shadows = await sql<{ name: string }>`select name from pragma_table_list where schema = 'main' and type = 'shadow'`.execute(shop.db);
  const hidden = new Set(shadows.rows.map((r) => r.name));
  return names.filter((name) => !hidden.has(name));
}

/** Empties every application table and restarts ids at 1; the schema stays. */
export async function truncateAll(shop: ShopDatabase): Promise<void> {
  const tables = await appTables(shop);
  if (tables.length === 0) return;
  if (shop.dialect === 'postgres') {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(shop.db);
    return;
  }
  // SQLite has no TRUNCATE; with foreign keys checked, deleting would need a dependency order.
  // The pragma only takes effect outside a transaction, hence before it.
  await sql`pragma foreign_keys = off`.execute(shop.db);
  try {
    await shop.db.transaction().execute(async (trx) => {
      for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(trx);
      await sql`delete from sqlite_sequence`.execute(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(shop.db);
  }
}

/**
 * The seed writes explicit ids so runs are reproducible. PostgreSQL identity sequences do not
 * see those, so each is moved past the table's highest id; otherwise the next insert would
 * collide. (SQLite's AUTOINCREMENT already follows the largest id.)
 */
export async function syncIdSequences(shop: ShopDatabase): Promise<void> {
  if (shop.dialect !== 'postgres') return;
  const tables = await shop.db.introspection.getTables();
  for (const table of tables) {
    const id = table.columns.find((c) => c.name === 'id');
    if (!id?.isAutoIncrementing) continue;
    await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, false)`
      .execute(shop.db);
  }
}
