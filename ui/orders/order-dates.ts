/**
 * Dates on the order pages in words, in the page's language with Latin digits as prices have
 * ("27 November 2026", "27 Nov 2026, 14:05"): the day only for the day an order was placed,
 * arrives or should arrive; day and time for a step of its timeline. `timeZone` is the shopper's
 * (the browser's own when omitted); the server, which does not know it, writes UTC, and the
 * browser rewrites it once mounted (see OrderDate).
 */
export function orderDate(iso: string, language: string, withTime: boolean, timeZone?: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'long', timeZone }).format(time);
  } catch {
    return new Date(time).toISOString().slice(0, withTime ? 16 : 10).replace('T', ' ');
  }
}
