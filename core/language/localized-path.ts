import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './language';

/**
 * Route scheme: English has no prefix, every other language has `/{code}` in front of every route.
 * These pure functions move between a path and its language.
 */
export function splitLanguage(pathname: string, codes: readonly string[] = LANGUAGE_CODES, fallback: string = DEFAULT_LANGUAGE): { language: string; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && match[1] !== fallback && codes.includes(match[1]!)) {
    const rest = pathname.slice(match[0].length);
    return { language: match[1]!, path: rest === '' ? '/' : rest };
  }
  return { language: fallback, path: pathname || '/' };
}

/** The path for `path` (language-neutral, starting with '/') in `language`. */
export function localizePath(path: string, language: string, fallback: string = DEFAULT_LANGUAGE): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === fallback) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/** Route names end with the language code: `home___fr`. */
export function localizedRouteName(name: string, language: string): string {
  return `${name}___${language}`;
}

/**
 * On the root path only: the language to send the visitor to, or null to stay. A language the
 * shopper chose (the `i18n_redirected` or `currentLanguage` cookie) wins; only a visitor with no
 * choice on record is matched to the browser's Accept-Language.
 */
export function detectRootLanguage(input: {
  pathname: string;
  redirectedLanguage: string | null | undefined;
  savedLanguage: string | null | undefined;
  acceptLanguage: string | null | undefined;
  known: readonly string[];
  fallback: string;
}): string | null {
  if (input.pathname !== '/') return null;
  const remembered = [input.redirectedLanguage, input.savedLanguage].find((code) => code && input.known.includes(code));
  if (remembered) return remembered !== input.fallback ? remembered : null;
  if (input.redirectedLanguage != null || input.savedLanguage != null) return null;
  const browser = preferredLanguage(input.acceptLanguage, input.known);
  return browser && browser !== input.fallback ? browser : null;
}

/** The best known language in an Accept-Language header (q-values honoured), or null. */
export function preferredLanguage(header: string | null | undefined, known: readonly string[]): string | null {
  if (!header || header.length > 1000) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { code: tag.trim().toLowerCase().slice(0, 2), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && known.includes(entry.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.code ?? null;
}
