import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODE_PATTERN, LANGUAGE_STATUS } from '../../core/language/language';
import { checkTexts, flattenTexts, LOCALIZATION, type Texts } from '../../core/language/localization';
import { saveLanguageTexts } from '../common/language-texts';
import type { DB } from '../db/schema';
import type { Desk, DeskResult } from './order-desk';

export const LANGUAGE_DESK_USAGE = [
  'npm run admin -- language list                                            the languages, their direction and imported texts',
  'npm run admin -- language add <code> <name> [ltr|rtl]                     add a language (two lowercase letters, e.g. de Deutsch ltr)',
  'npm run admin -- language import <code> <file.json>                       import its storefront texts (nested like ui/i18n/locales/en)',
  'npm run admin -- language remove <code>                                   remove an added language and its texts',
];

/** The default language's storefront catalogue, whose keys an import is checked against. */
const DEFAULT_CATALOGUE_DIR = fileURLToPath(new URL(`../../ui/i18n/locales/${DEFAULT_LANGUAGE}/`, import.meta.url));

const NAME_MAX = 40;

type LanguageDesk = Pick<Desk, 'db'> & { catalogueDir?: string };

/** `language list|add|import|remove`: the languages the storefront offers beyond the predefined five. */
export async function languageCommand(desk: LanguageDesk, [action, ...args]: readonly string[]): Promise<DeskResult> {
  switch (action) {
    case 'list': return listLanguages(desk);
    case 'add': return addLanguage(desk, args[0], args[1], args[2]);
    case 'import': return importTexts(desk, args[0], args[1]);
    case 'remove': return removeLanguage(desk, args[0]);
    default: return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  }
}

/** A language of the shop as the desks show it. */
export interface LanguageRow {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  isDefault: boolean;
  predefined: boolean;
  active: boolean;
  /** How many imported texts it has (0 for a predefined one: its texts ship with the storefront). */
  texts: number;
  textsUpdatedAt: string | null;
}

/** Every language, in the storefront's order. */
export async function listLanguageRows(db: Kysely<DB>): Promise<LanguageRow[]> {
  const rows = await db.selectFrom('languages')
    .leftJoin('language_texts', 'language_texts.language_code', 'languages.code')
    .select(['code', 'name', 'direction', 'is_default', 'predefined', 'status', 'texts', 'updated_at'])
    .orderBy('sort_order').orderBy('id')
    .execute();
  return rows.map((row) => ({
    code: row.code, name: row.name, direction: row.direction === 'rtl' ? 'rtl' : 'ltr', isDefault: row.is_default === 1, predefined: row.predefined === 1,
    active: row.status === LANGUAGE_STATUS.active, texts: row.texts ? flattenTexts(JSON.parse(row.texts) as Texts).size : 0, textsUpdatedAt: row.texts ? row.updated_at : null,
  }));
}

async function listLanguages(desk: LanguageDesk): Promise<DeskResult> {
  const rows = await listLanguageRows(desk.db);
  return {
    code: 0,
    lines: rows.map((row) => {
      const kind = row.predefined ? 'predefined' : row.textsUpdatedAt ? `${row.texts} texts imported ${row.textsUpdatedAt}` : 'added, no texts imported yet';
      return [row.code, row.name, row.direction, row.isDefault ? 'default' : '', row.active ? '' : 'inactive', kind].filter(Boolean).join('  ');
    }),
  };
}

/** Why a language was not added, removed or given texts; the command line and the console each word it. */
export type LanguageRefusal =
  | 'bad_code' | 'bad_name' | 'bad_direction' | 'exists' | 'unknown' | 'predefined' | 'default' | 'texts';

export type LanguageChange<T> = ({ ok: true } & T) | { ok: false; refusal: LanguageRefusal; problem?: string };

/**
 * Adds a language (or brings back one made inactive): a code of two lowercase letters, a name of
 * 1 to NAME_MAX printable characters, ltr or rtl. `db` may be a transaction.
 */
export async function addLanguageRow(db: Kysely<DB>, code: string, name: string, direction: string): Promise<LanguageChange<{ name: string; revived: boolean }>> {
  if (!LANGUAGE_CODE_PATTERN.test(code)) return { ok: false, refusal: 'bad_code' };
  const cleanName = name.trim();
  // eslint-disable-next-line no-control-regex
  if (cleanName === '' || cleanName.length > NAME_MAX || /[\u0000-\u001f\u007f]/.test(cleanName)) return { ok: false, refusal: 'bad_name' };
  if (direction !== 'ltr' && direction !== 'rtl') return { ok: false, refusal: 'bad_direction' };
  const existing = await db.selectFrom('languages').select(['status']).where('code', '=', code).executeTakeFirst();
  if (existing?.status === LANGUAGE_STATUS.active) return { ok: false, refusal: 'exists' };
  if (existing) {
    await db.updateTable('languages').set({ name: cleanName, direction, status: LANGUAGE_STATUS.active }).where('code', '=', code).execute();
  } else {
    const last = await db.selectFrom('languages').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
    await db.insertInto('languages').values({ code, name: cleanName, direction, is_default: 0, predefined: 0, status: LANGUAGE_STATUS.active, sort_order: Number(last?.n ?? 0) + 1 }).execute();
  }
  return { ok: true, name: cleanName, revived: existing !== undefined };
}

async function addLanguage(desk: LanguageDesk, code: string | undefined, name: string | undefined, direction = 'ltr'): Promise<DeskResult> {
  if (!code || !name) return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  const result = await addLanguageRow(desk.db, code, name, direction);
  if (!result.ok) {
    const said: Partial<Record<LanguageRefusal, string>> = {
      bad_code: `"${code}" is not a language code: two lowercase letters (ISO 639-1), such as de.`,
      bad_name: `The name must be 1 to ${NAME_MAX} printable characters.`,
      bad_direction: `The direction is ltr or rtl, not "${direction}".`,
      exists: `${code} is already a language of the shop.`,
    };
    return { code: 1, lines: [said[result.refusal] ?? result.refusal] };
  }
  return { code: 0, lines: [`Added ${code} (${result.name}, ${direction}). Until its texts are imported (npm run admin -- language import ${code} <file.json>) the storefront shows it in ${DEFAULT_LANGUAGE}.`] };
}

/**
 * Replaces an added language's storefront texts with `json`, checked by core/language's
 * `checkTexts` against the default catalogue (refused whole, nothing changed, when it fails).
 */
export async function importLanguageTexts(db: Kysely<DB>, code: string, json: string, catalogueDir = DEFAULT_CATALOGUE_DIR): Promise<LanguageChange<{ count: number; unknown: string[] }>> {
  const language = await db.selectFrom('languages').select(['predefined']).where('code', '=', code).executeTakeFirst();
  if (!language) return { ok: false, refusal: 'unknown' };
  if (language.predefined === 1 || isLanguageCode(code)) return { ok: false, refusal: 'predefined' };
  const result = checkTexts(json, defaultTexts(catalogueDir));
  if (!result.ok) return { ok: false, refusal: 'texts', problem: result.problem };
  await saveLanguageTexts(db, code, result.texts);
  return { ok: true, count: result.count, unknown: result.unknown };
}

async function importTexts(desk: LanguageDesk, code: string | undefined, file: string | undefined): Promise<DeskResult> {
  if (!code || !file) return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  const language = await desk.db.selectFrom('languages').select(['predefined']).where('code', '=', code).executeTakeFirst();
  if (!language) return { code: 1, lines: [`${code} is not a language of the shop; add it first: npm run admin -- language add ${code} <name> [ltr|rtl]`] };
  if (language.predefined === 1 || isLanguageCode(code)) return { code: 1, lines: [`${code} is predefined: its texts ship with the storefront (ui/i18n/locales/${code}).`] };
  let json: string;
  try {
    if (statSync(file).size > LOCALIZATION.maxBytes) return { code: 1, lines: [`Not imported: the file is larger than ${LOCALIZATION.maxBytes} bytes.`] };
    json = readFileSync(file, 'utf8');
  } catch {
    return { code: 1, lines: [`Cannot read ${file}.`] };
  }
  const result = await importLanguageTexts(desk.db, code, json, desk.catalogueDir);
  if (!result.ok) return { code: 1, lines: [`Not imported: ${result.problem ?? result.refusal}. Nothing was changed.`] };
  const lines = [`Imported ${result.count} texts for ${code}; the others show in ${DEFAULT_LANGUAGE}. A running shop serves them within a few seconds.`];
  if (result.unknown.length > 0) lines.push(`Left out ${result.unknown.length} keys the storefront does not have:`, ...result.unknown.map((key) => `  ${key}`));
  return { code: 0, lines };
}

/**
 * Removes an added language and its imported texts. The default language and the predefined ones
 * are refused: the storefront ships their catalogues and routes (/fr, /ar, ...), and the default
 * one holds every base text. A language that has translated catalogue rows is made inactive
 * instead (its rows would cascade away), so no content is lost.
 */
export async function removeLanguageRow(db: Kysely<DB>, code: string): Promise<LanguageChange<{ outcome: 'removed' | 'inactive'; translated: number }>> {
  const language = await db.selectFrom('languages').select(['predefined', 'is_default']).where('code', '=', code).executeTakeFirst();
  if (!language) return { ok: false, refusal: 'unknown' };
  if (language.is_default === 1) return { ok: false, refusal: 'default' };
  if (language.predefined === 1 || isLanguageCode(code)) return { ok: false, refusal: 'predefined' };
  const translated = await translatedRows(db, code);
  if (translated > 0) {
    await db.updateTable('languages').set({ status: LANGUAGE_STATUS.inactive }).where('code', '=', code).execute();
    return { ok: true, outcome: 'inactive', translated };
  }
  // Its imported texts go with it (language_texts cascades).
  await db.deleteFrom('languages').where('code', '=', code).execute();
  return { ok: true, outcome: 'removed', translated: 0 };
}

async function removeLanguage(desk: LanguageDesk, code: string | undefined): Promise<DeskResult> {
  if (!code) return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  const result = await removeLanguageRow(desk.db, code);
  if (!result.ok) {
    const said: Partial<Record<LanguageRefusal, string>> = {
      unknown: `${code} is not a language of the shop.`,
      default: `${code} is the default language; it cannot be removed.`,
      predefined: `${code} is predefined; it cannot be removed.`,
    };
    return { code: 1, lines: [said[result.refusal] ?? result.refusal] };
  }
  if (result.outcome === 'inactive') {
    return { code: 0, lines: [`${code} has ${result.translated} translated catalogue rows, so it was made inactive instead of removed: the storefront no longer offers it (language add brings it back).`] };
  }
  return { code: 0, lines: [`Removed ${code} and its texts.`] };
}

/** Rows in every `*_translations` table written in `code`. */
async function translatedRows(db: Kysely<DB>, code: string): Promise<number> {
  const tables = (await db.introspection.getTables()).filter((table) => table.name.endsWith('_translations') && table.columns.some((column) => column.name === 'lang'));
  let total = 0;
  for (const table of tables) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table.name)} where lang = ${code}`
      .execute(db);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

/** The default catalogue's texts by dotted key (`layout.login`), namespaced by file as the storefront merges them. */
function defaultTexts(dir: string): Map<string, string> {
  const texts: Texts = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    texts[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Texts;
  }
  return flattenTexts(texts);
}
