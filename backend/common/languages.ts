import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, LANGUAGE_STATUS, type Language } from '../../core/language/language';
import type { DB } from '../db/schema';

/** The active languages, default first by sort order. Small and stable: callers may cache it. */
export async function loadLanguages(db: Kysely<DB>): Promise<Language[]> {
  const rows = await db
    .selectFrom('languages')
    .select(['code', 'name', 'is_default', 'direction', 'predefined'])
    .where('status', '=', LANGUAGE_STATUS.active)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    default: row.is_default,
    direction: row.direction,
    predefined: row.predefined,
  }));
}

/** The code of the default language; `en` when the table has none marked (a fresh database). */
export function defaultLanguageOf(languages: readonly Language[]): string {
  return languages.find((l) => l.default === 1)?.code ?? DEFAULT_LANGUAGE;
}
