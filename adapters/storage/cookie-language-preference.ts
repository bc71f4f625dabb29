import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  REDIRECTED_COOKIE,
  REDIRECTED_COOKIE_DAYS,
  type LanguagePreference,
} from '../../core/language/language-preference.port';
import { writeCookie } from './cookie-writer';

/** The `currentLanguage` and `i18n_redirected` cookies. */
export class CookieLanguagePreference implements LanguagePreference {
  constructor(private readonly readCookies: () => Readonly<Record<string, string | undefined>>) {}

  saved(): string | null {
    return this.readCookies()[LANGUAGE_COOKIE] ?? null;
  }

  save(code: string): void {
    writeCookie(LANGUAGE_COOKIE, code, { maxAge: LANGUAGE_COOKIE_MAX_AGE });
    writeCookie(REDIRECTED_COOKIE, code, { maxAge: REDIRECTED_COOKIE_DAYS * 86_400, sameSite: 'lax' });
  }
}
