/**
 * Dates on the order pages in words, in the page's language with Latin digits as prices have
 * ("November 27, 2026"; "27 نوفمبر 2026، 2:17 ص"): the day only for the day an order was placed,
 * arrives or should arrive; day and time for a step of its timeline. `timeZone` is the shopper's
 * (the browser's own when omitted); the server, which does not know it, writes UTC, and the
 * browser rewrites it once mounted (see OrderDate).
 */
export function orderDate(iso: string, language: string, withTime: boolean, timeZone?: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  try {
    // The month by name in every language (Arabic's medium date style would be all digits).
    const options: Intl.DateTimeFormatOptions = withTime ? { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' } : { dateStyle: 'long' };
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { ...options, timeZone }).format(time);
  } catch {
    return new Date(time).toISOString().slice(0, withTime ? 16 : 10).replace('T', ' ');
  }
}
