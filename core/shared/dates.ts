/**
 * A date as words in the shopper's language ("1 December 2026", "1 décembre 2026", "1 ديسمبر 2026"),
 * never an ISO string inside a sentence. Latin digits, as prices have; the day in UTC so the server's
 * render, the browser and the mails agree. Used by every page and mail that states a day.
 */
export function formatDate(language: string, date: string | Date, style: 'long' | 'medium' = 'long'): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return typeof date === 'string' ? date : '';
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: style, timeZone: 'UTC' }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: style, timeZone: 'UTC' }).format(time);
  }
}

/** An ISO date or date-time in text ("2026-12-01", "2026-12-01T10:00:00Z"): what no shopper should read. */
export const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/;
