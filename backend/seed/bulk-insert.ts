import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB, TableName } from '../db/schema';

/**
 * Bound parameters per statement. SQLite allows 32,766 and PostgreSQL 65,535; staying well below
 * keeps statements a few hundred kilobytes, which both parse quickly.
 */
const MAX_PARAMS = 16_000;

type Value = string | number | null;

/**
 * Inserts many rows with multi-row INSERT statements, chunked under the parameter limit. The SQL
 * is built directly rather than through the query builder: for the million-odd rows of a large
 * demo catalogue, building a Kysely tree per value costs more than the database's own work.
 * Every row must carry the same columns (the first row's); table and column names come from the
 * typed schema, values are always bound parameters.
 */
export async function insertRows<T extends TableName>(
  db: Kysely<DB>,
  dialect: DialectName,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;

  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: Value[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      const record = row as Record<string, Value | undefined>;
      const marks: string[] = [];
      for (const column of columns) {
        const value = record[column];
        if (value === undefined) throw new Error(`insertRows(${table}): a row lacks column "${column}"`);
        params.push(value);
        marks.push(dialect === 'postgres' ? `$${params.length}` : '?');
      }
      tuples.push(`(${marks.join(', ')})`);
    }
    await db.executeQuery(CompiledQuery.raw(head + tuples.join(', '), params));
  }
}
