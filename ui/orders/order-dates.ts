import { formatDate } from '../../core/shared/dates';

/**
 * Dates on the order pages in words (core/shared/dates.ts): the day only for the day an order was
 * placed, arrives or should arrive; day and time for a step of its timeline. `timeZone` is the
 * shopper's (the browser's own when omitted); the server, which does not know it, writes UTC, and
 * the browser rewrites it once mounted (see OrderDate). Nothing for a text that is no date.
 */
export function orderDate(iso: string, language: string, withTime: boolean, timeZone?: string): string {
  return Number.isFinite(Date.parse(iso)) ? formatDate(language, iso, 'long', { withTime, timeZone: timeZone ?? null }) : '';
}
