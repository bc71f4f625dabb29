/**
 * A sale time for the page's language, with Latin digits as prices have: "Nov 27, 2026, 4:11 PM
 * GMT+3". `timeZone` is the shopper's (the browser's own when omitted); the server, which does
 * not know it, writes UTC, and the browser rewrites it once mounted (see SaleTime).
 */
export function saleTime(iso: string, language: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  try {
    return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time)
      + (timeZone === 'UTC' ? ' UTC' : '');
  } catch {
    return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}
