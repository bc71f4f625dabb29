/** A language the shop speaks, as `common` lists it. */
export interface Language {
  code: string;
  name: string;
  /** 1 when this is the default language. */
  default: number;
  direction: 'ltr' | 'rtl';
  /** Predefined languages ship their catalogue with the app; others are fetched. */
  predefined: number;
}

/** A language's `status` (`languages.status`): active, or put aside by the operator. */
export const LANGUAGE_STATUS = { active: 1, inactive: 0 } as const;

/** The predefined languages: their catalogues ship with the app and the route scheme always knows them. */
export const LANGUAGE_CODES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Right-to-left languages among those the route scheme supports. */
const RTL: ReadonlySet<string> = new Set(['ar']);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return RTL.has(code) ? 'rtl' : 'ltr';
}

/** A language's direction as the shop lists it (an added language says its own), else the predefined one's. */
export function directionIn(code: string, languages: readonly Pick<Language, 'code' | 'direction'>[]): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.direction ?? directionOf(code);
}

/** What a language code must look like: the route scheme's `/{code}` prefix is two lowercase letters. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}$/;

/**
 * The languages of the route scheme: the predefined ones (always routable, whatever `common`
 * lists) followed by the languages the operator added, in the shop's order.
 */
export function routeLanguages(active: readonly string[]): string[] {
  const added = active.filter((code) => LANGUAGE_CODE_PATTERN.test(code) && !isLanguageCode(code));
  return [...LANGUAGE_CODES, ...new Set(added)];
}

/** Picks the requested language when it is known, else the fallback (default language). */
export function resolveLanguage(requested: unknown, known: readonly string[], fallback: string): string {
  if (typeof requested !== 'string') return fallback;
  const code = requested.trim().toLowerCase();
  return known.includes(code) ? code : fallback;
}
