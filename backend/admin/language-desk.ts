import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODE_PATTERN, LANGUAGE_STATUS } from '../../core/language/language';
import { checkTexts, flattenTexts, LOCALIZATION, type Texts } from '../../core/language/localization';
import { saveLanguageTexts } from '../common/language-texts';
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

async function listLanguages(desk: LanguageDesk): Promise<DeskResult> {
  const rows = await desk.db.selectFrom('languages')
    .leftJoin('language_texts', 'language_texts.language_code', 'languages.code')
    .select(['code', 'name', 'direction', 'is_default', 'predefined', 'status', 'texts', 'updated_at'])
    .orderBy('sort_order').orderBy('id')
    .execute();
  return {
    code: 0,
    lines: rows.map((row) => {
      const kind = row.predefined === 1 ? 'predefined' : row.texts ? `${flattenTexts(JSON.parse(row.texts) as Texts).size} texts imported ${row.updated_at}` : 'added, no texts imported yet';
      return [row.code, row.name, row.direction, row.is_default === 1 ? 'default' : '', row.status === LANGUAGE_STATUS.active ? '' : 'inactive', kind].filter(Boolean).join('  ');
    }),
  };
}

async function addLanguage(desk: LanguageDesk, code: string | undefined, name: string | undefined, direction = 'ltr'): Promise<DeskResult> {
  if (!code || !name) return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  if (!LANGUAGE_CODE_PATTERN.test(code)) return { code: 1, lines: [`"${code}" is not a language code: two lowercase letters (ISO 639-1), such as de.`] };
  const cleanName = name.trim();
  // eslint-disable-next-line no-control-regex
  if (cleanName === '' || cleanName.length > NAME_MAX || /[\u0000-\u001f\u007f]/.test(cleanName)) return { code: 1, lines: [`The name must be 1 to ${NAME_MAX} printable characters.`] };
  if (direction !== 'ltr' && direction !== 'rtl') return { code: 1, lines: [`The direction is ltr or rtl, not "${direction}".`] };
  const existing = await desk.db.selectFrom('languages').select(['status']).where('code', '=', code).executeTakeFirst();
  if (existing?.status === LANGUAGE_STATUS.active) return { code: 1, lines: [`${code} is already a language of the shop.`] };
  if (existing) {
    await desk.db.updateTable('languages').set({ name: cleanName, direction, status: LANGUAGE_STATUS.active }).where('code', '=', code).execute();
  } else {
    const last = await desk.db.selectFrom('languages').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
    await desk.db.insertInto('languages').values({ code, name: cleanName, direction, is_default: 0, predefined: 0, status: LANGUAGE_STATUS.active, sort_order: Number(last?.n ?? 0) + 1 }).execute();
  }
  return { code: 0, lines: [`Added ${code} (${cleanName}, ${direction}). Until its texts are imported (npm run admin -- language import ${code} <file.json>) the storefront shows it in ${DEFAULT_LANGUAGE}.`] };
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
  const result = checkTexts(json, defaultTexts(desk.catalogueDir ?? DEFAULT_CATALOGUE_DIR));
  if (!result.ok) return { code: 1, lines: [`Not imported: ${result.problem}. Nothing was changed.`] };
  await saveLanguageTexts(desk.db, code, result.texts);
  const lines = [`Imported ${result.count} texts for ${code}; the others show in ${DEFAULT_LANGUAGE}. A running shop serves them within a few seconds.`];
  if (result.unknown.length > 0) lines.push(`Left out ${result.unknown.length} keys the storefront does not have:`, ...result.unknown.map((key) => `  ${key}`));
  return { code: 0, lines };
}

async function removeLanguage(desk: LanguageDesk, code: string | undefined): Promise<DeskResult> {
  if (!code) return { code: 2, lines: ['Usage:', ...LANGUAGE_DESK_USAGE] };
  const language = await desk.db.selectFrom('languages').select(['predefined', 'is_default']).where('code', '=', code).executeTakeFirst();
  if (!language) return { code: 1, lines: [`${code} is not a language of the shop.`] };
  if (language.is_default === 1) return { code: 1, lines: [`${code} is the default language; it cannot be removed.`] };
  if (language.predefined === 1) return { code: 1, lines: [`${code} is predefined; it cannot be removed.`] };
  // Translation rows cascade with their language: a language that has any is made inactive instead,
  // so removing it never deletes translated catalogue content.
  const translated = await translatedRows(desk, code);
  if (translated > 0) {
    await desk.db.updateTable('languages').set({ status: LANGUAGE_STATUS.inactive }).where('code', '=', code).execute();
    return { code: 0, lines: [`${code} has ${translated} translated catalogue rows, so it was made inactive instead of removed: the storefront no longer offers it (language add brings it back).`] };
  }
  // Its imported texts go with it (language_texts cascades).
  await desk.db.deleteFrom('languages').where('code', '=', code).execute();
  return { code: 0, lines: [`Removed ${code} and its texts.`] };
}

/** Rows in every `*_translations` table written in `code`. */
async function translatedRows(desk: LanguageDesk, code: string): Promise<number> {
  const tables = (await desk.db.introspection.getTables()).filter((table) => table.name.endsWith('_translations') && table.columns.some((column) => column.name === 'lang'));
  let total = 0;
  for (const table of tables) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table.name)} where lang = ${code}`.execute(desk.db);
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
