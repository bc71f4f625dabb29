/** The shopper's chosen language, kept in the `currentLanguage` cookie (and `i18n_redirected`). */
export interface LanguagePreference {
  /** The saved language code, or null. */
  saved(): string | null;
  /** Saves the language for a year and marks the root redirect as done. */
  save(code: string): void;
}

export const LANGUAGE_COOKIE = 'currentLanguage';
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;
export const REDIRECTED_COOKIE = 'i18n_redirected';
export const REDIRECTED_COOKIE_DAYS = 365;
