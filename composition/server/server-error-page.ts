import { readFileSync } from 'node:fs';
import { directionOf } from '../../core/domain/language';
import { localizePath, splitLanguage } from '../../core/domain/localized-path';

interface ErrorWords { something_went_wrong: string; reload: string; go_home: string }

const wordsByLanguage = new Map<string, ErrorWords>();

/** The error page's words from the shop's own catalogues (ui/i18n/locales/{language}/errors.json). */
function words(language: string): ErrorWords {
  let known = wordsByLanguage.get(language);
  if (!known) {
    // Relative to this module, not build.ts's ROOT: importing build.ts loads Vite (and esbuild) into every server.
    known = JSON.parse(readFileSync(new URL(`../../ui/i18n/locales/${language}/errors.json`, import.meta.url), 'utf8')) as ErrorWords;
    wordsByLanguage.set(language, known);
  }
  return known;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page sent when rendering itself failed (a defect, or a render worker that died): the spec's
 * error page in the language of the address, standalone, without the detail of what went wrong.
 */
export function serverErrorPage(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const { language } = splitLanguage(pathname);
  const text = words(language);
  const home = localizePath('/', language);
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text.something_went_wrong)}</title>`
    + `<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem"><h1>500</h1><p>${escapeHtml(text.something_went_wrong)}</p>`
    + `<p><a href="">${escapeHtml(text.reload)}</a> · <a href="${escapeHtml(home)}">${escapeHtml(text.go_home)}</a></p></body></html>`;
}
