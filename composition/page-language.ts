import { isLanguageCode, LANGUAGE_CODE_PATTERN } from '../core/language/language';

/**
 * Whether a page request may be in a language the operator added, so the render must read the
 * shop's languages (`common`) before it can split the path and route it. Only then: a page in a
 * predefined language routes at once, its `common` read beside its page and feature chunks as
 * before. Answers the language to read `common` in (the prefix, or '' for the default), or null.
 *
 * That is a path whose first segment is two letters that are not a predefined language (`/de/...`;
 * also an English `/tv/products`, which then routes as English), or the root path when a cookie or
 * the browser's Accept-Language names such a language (the root's language redirect needs to know).
 */
export function languagesFirst(pathname: string, rootHints: readonly (string | null | undefined)[]): string | null {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (prefix !== undefined) return isLanguageCode(prefix) ? null : prefix;
  if (pathname !== '/') return null;
  const asked = rootHints.flatMap((hint) => (hint ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase()));
  return asked.some((code) => LANGUAGE_CODE_PATTERN.test(code) && !isLanguageCode(code)) ? '' : null;
}
