import type { CreatedAt, Id, IntWithDefault, TextWithDefault } from './columns';

export interface LanguagesTable {
  id: Id;
  /** ISO 639-1 code (en, fr, ar, tr, hi); translation rows refer to it. */
  code: string;
  name: string;
  direction: TextWithDefault<'ltr' | 'rtl'>;
  /** 1 for the one default language; base tables hold its text. */
  is_default: IntWithDefault;
  /** 1 when the storefront ships this language's catalogue. */
  predefined: IntWithDefault;
  status: IntWithDefault;
  sort_order: IntWithDefault;
}

/** The imported storefront texts of a language that is not predefined (migration 0022). */
export interface LanguageTextsTable {
  language_code: string;
  /** JSON, nested like the storefront's catalogues, checked by core/language/localization.ts. */
  texts: string;
  updated_at: CreatedAt;
}

/**
 * Every translatable entity keeps its default-language text in its own table and the other
 * languages in `<entity>_translations` with primary key (<entity>_id, lang). Translation columns
 * are nullable: a missing value falls back to the base table's text.
 */
export type TranslationRow<K extends string, C extends string> = { [P in K]: number } & { lang: string } & {
  [P in C]: string | null;
};
