/** How `formatDate` writes a moment: with its time of day, and in which time zone (null: the runtime's own, the shopper's in a browser). */
export interface DateWordsOptions {
  withTime?: boolean;
  timeZone?: string | null;
}

/**
 * A date as words in the shopper's language ("1 December 2026", "1 décembre 2026", "1 ديسمبر 2026"),
 * never an ISO string inside a sentence. Latin digits, as prices have; the day in UTC unless told
 * otherwise, so the server's render, the browser and the mails agree. With its time, the month is
 * named too ("27 نوفمبر 2026، 2:17 ص": Arabic's medium style would be all digits). Used by every
 * page and mail that states a day; a text that is no date is given back as it is.
 */
export function formatDate(language: string, date: string | Date, style: 'long' | 'medium' = 'long', options: DateWordsOptions = {}): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return typeof date === 'string' ? date : '';
  const timeZone = options.timeZone === undefined ? 'UTC' : options.timeZone ?? undefined;
  const shape: Intl.DateTimeFormatOptions = options.withTime
    ? { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }
    : { dateStyle: style, timeZone };
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, shape).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', shape).format(time);
  }
}

/** An ISO date or date-time in text ("2026-12-01", "2026-12-01T10:00:00Z"): what no shopper should read. */
export const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/;
