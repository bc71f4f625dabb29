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

/** Picks the requested language when it is known, else the fallback (default language). */
export function resolveLanguage(requested: unknown, known: readonly string[], fallback: string): string {
  if (typeof requested !== 'string') return fallback;
  const code = requested.trim().toLowerCase();
  return known.includes(code) ? code : fallback;
}
