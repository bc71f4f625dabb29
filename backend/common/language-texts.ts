import type { Kysely } from 'kysely';
import type { Texts } from '../../core/language/localization';
import type { DB } from '../db/schema';

/** The imported storefront texts of a language (nested like the catalogues), or `{}` when none were imported. */
export async function loadLanguageTexts(db: Kysely<DB>, code: string): Promise<Texts> {
  const row = await db.selectFrom('language_texts').select('texts').where('language_code', '=', code).executeTakeFirst();
  return row ? (JSON.parse(row.texts) as Texts) : {};
}

/** Replaces a language's texts with checked ones (core/language/localization.ts `checkTexts`). */
export async function saveLanguageTexts(db: Kysely<DB>, code: string, texts: Texts): Promise<void> {
  const json = JSON.stringify(texts);
  const updated_at = new Date().toISOString();
  await db
    .insertInto('language_texts')
    .values({ language_code: code, texts: json, updated_at })
    .onConflict((oc) => oc.column('language_code').doUpdateSet({ texts: json, updated_at }))
    .execute();
}
