import { resolveLanguage } from '../../core/language/language';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The language a request asks for: the `Language` header (every call) or `Lang` (`common`), or a
 * `lang` query parameter; unknown or missing gives the default language.
 */
export function requestLanguage(headers: Headers, query: unknown, known: readonly string[], fallback: string): string {
  const header = first(headers['language']) ?? first(headers['lang']);
  const q = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const fromQuery = typeof q.lang === 'string' ? q.lang : typeof q.language === 'string' ? q.language : undefined;
  return resolveLanguage(header ?? fromQuery, known, fallback);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
