import { type LanguageCode, directionOf } from '../../../core/language/language';
import { localizePath, splitLanguage } from '../../../core/language/localized-path';
import ar from '../../../ui/i18n/locales/ar/errors.json';
import en from '../../../ui/i18n/locales/en/errors.json';
import fr from '../../../ui/i18n/locales/fr/errors.json';
import hi from '../../../ui/i18n/locales/hi/errors.json';
import tr from '../../../ui/i18n/locales/tr/errors.json';
import { escapeHtml } from './html-document';

/**
 * The standalone pages sent when the shop's own pages cannot be: a request too malformed to route
 * (400) and a render that failed (500). No script, no stylesheet, nothing that could fail again.
 */

interface ErrorWords { something_went_wrong: string; reload: string; go_home: string }

/** The 500 page's words from the shop's own catalogues, bundled with the server (no file read when a page fails). */
const WORDS: Readonly<Record<LanguageCode, ErrorWords>> = { en, fr, ar, tr, hi };

function standalonePage(language: string, title: string, status: number, lines: string[]): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`
    + `<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem"><h1>${status}</h1>${lines.map((line) => `<p>${line}</p>`).join('')}</body></html>`;
}

/** A malformed URL or header: the language cannot be trusted from it, so English. */
export const BAD_REQUEST_PAGE = standalonePage('en', 'Bad request', 400, ['This address is not valid.', '<a href="/">Go to homepage</a>']);

/**
 * The page sent when rendering itself failed (a defect, or a render worker that died): a standalone
 * error page in the language of the address, without the detail of what went wrong.
 */
export function serverErrorPage(url: string): string {
  const { language } = splitLanguage(url.split('?')[0] ?? '/');
  const text = WORDS[language as LanguageCode];
  return standalonePage(language, text.something_went_wrong, 500, [
    escapeHtml(text.something_went_wrong),
    `<a href="">${escapeHtml(text.reload)}</a> · <a href="${escapeHtml(localizePath('/', language))}">${escapeHtml(text.go_home)}</a>`,
  ]);
}
