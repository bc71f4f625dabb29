/**
 * Flash sales as the back office opens, edits and closes them (issue 32, deliverable 6: sellers put
 * their variants into an upcoming sale the operator opened). One type for what the server returns
 * and the console reads, the pure checks both sides apply before anything is written, and the
 * conversion between an instant and what a `datetime-local` field shows in the member's time zone.
 *
 * A sale is upcoming before its start, running from its start to its end, ended after. A sale's
 * window decides what the storefront shows and what a cart and an order are charged, so:
 * - a new sale, or a changed start, starts in the future (a sale never appears already begun);
 * - a running sale keeps its start, and may change only its end (still ahead), titles and visibility;
 * - an ended sale is history: it cannot be changed;
 * - the end is after the start.
 * Times cross as ISO 8601 instants and are kept as 24-character UTC text (`Date#toISOString`), the
 * shape the database compares as strings.
 */
import type { Paginator } from '../shared/paginator';

export type FlashSaleState = 'upcoming' | 'running' | 'ended';

/** The states the console lists, in its order; `?state=` takes one of them. */
export const FLASH_SALE_STATES: readonly FlashSaleState[] = ['upcoming', 'running', 'ended'];

export interface FlashSaleView {
  id: number;
  slug: string;
  /** Its title in each language of the shop (the default language's is required). */
  titles: Record<string, string>;
  /** ISO 8601 UTC. */
  start_time: string;
  end_time: string;
  public: boolean;
  version: number;
  /** Products in the sale. */
  products: number;
  state: FlashSaleState;
}

/** One state's sales, paged, with the shop's languages for the form. */
export interface FlashSaleList {
  state: FlashSaleState;
  sales: Paginator<FlashSaleView>;
  languages: { code: string; name: string; direction: 'ltr' | 'rtl'; isDefault: boolean }[];
}

/** A sale as sent to be opened (no id) or changed (id and the version it was read at). */
export interface FlashSaleInput {
  id?: number;
  version?: number;
  titles: Record<string, string>;
  start_time: string;
  end_time: string;
  public: boolean;
}

export const FLASH_SALE_LIMITS = {
  titleMax: 191,
  /** The latest instant a sale may end at: four-digit years only, as the database's text compares. */
  latest: Date.UTC(9999, 11, 31, 23, 59),
  /** The earliest (nothing before the epoch). */
  earliest: 0,
} as const;

/** A problem with one field of a sale: a code the messages word, and where (`titles.en`, `start_time`). */
export interface FlashSaleProblem {
  field: string;
  code: 'required' | 'too_long' | 'instant' | 'end_before_start' | 'start_past' | 'start_locked' | 'end_past' | 'ended';
}

/** Written times: a date and a time to the minute at least, with `Z` or an offset. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant from untrusted input, as 24-character UTC text; null for anything else. */
export function isoInstant(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const text = value.trim();
  if (!ISO.test(text)) return null;
  // Date.parse accepts at most milliseconds; cut longer fractions rather than refuse them.
  const time = Date.parse(text.replace(/(\.\d{3})\d+/, '$1'));
  if (!Number.isFinite(time) || time < FLASH_SALE_LIMITS.earliest || time > FLASH_SALE_LIMITS.latest) return null;
  // A 30th of February or 24:00 parses in some engines: the date and time written must be ones a calendar has.
  const [y, m, d, h] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})/.exec(text)!.slice(1).map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  if (day.getUTCMonth() !== m! - 1 || day.getUTCDate() !== d! || h! > 23) return null;
  return new Date(time).toISOString();
}

/** Where a sale stands at `now`. */
export function flashSaleState(sale: { start_time: string; end_time: string }, now: Date): FlashSaleState {
  const at = now.getTime();
  if (Date.parse(sale.end_time) <= at) return 'ended';
  return Date.parse(sale.start_time) <= at ? 'running' : 'upcoming';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What is wrong with a sale, [] when nothing: `stored` is the sale as it stands (null for a new one),
 * `now` the moment of the check. The server checks again inside its write, against the row it locks.
 */
export function flashSaleProblems(
  input: Partial<FlashSaleInput>, stored: { start_time: string; end_time: string } | null,
  languages: readonly string[], defaultLanguage: string, now: Date,
): FlashSaleProblem[] {
  const state = stored ? flashSaleState(stored, now) : null;
  if (state === 'ended') return [{ field: 'sale', code: 'ended' }];
  const problems: FlashSaleProblem[] = [];
  const titles = typeof input.titles === 'object' && input.titles !== null ? (input.titles as Record<string, unknown>) : {};
  if (text(titles[defaultLanguage]) === '') problems.push({ field: `titles.${defaultLanguage}`, code: 'required' });
  for (const language of languages) {
    if (text(titles[language]).length > FLASH_SALE_LIMITS.titleMax) problems.push({ field: `titles.${language}`, code: 'too_long' });
  }
  const start = isoInstant(input.start_time);
  const end = isoInstant(input.end_time);
  if (start === null) problems.push({ field: 'start_time', code: 'instant' });
  if (end === null) problems.push({ field: 'end_time', code: 'instant' });
  const at = now.getTime();
  if (start !== null) {
    const moved = stored === null || Date.parse(stored.start_time) !== Date.parse(start);
    if (state === 'running' && moved) problems.push({ field: 'start_time', code: 'start_locked' });
    else if (moved && Date.parse(start) <= at) problems.push({ field: 'start_time', code: 'start_past' });
  }
  if (end !== null) {
    if (start !== null && Date.parse(end) <= Date.parse(start)) problems.push({ field: 'end_time', code: 'end_before_start' });
    else if (Date.parse(end) <= at) problems.push({ field: 'end_time', code: 'end_past' });
  }
  return problems;
}

/** What closing a sale does at `now`: a running one ends now, an upcoming one goes private; an ended one is refused. */
export function closingOf(sale: { start_time: string; end_time: string }, now: Date): 'end_now' | 'make_private' | 'ended' {
  const state = flashSaleState(sale, now);
  return state === 'running' ? 'end_now' : state === 'upcoming' ? 'make_private' : 'ended';
}

/** A sale's title in `language`, else the default language's, else its number. */
export function flashSaleTitle(sale: Pick<FlashSaleView, 'id' | 'titles'>, language: string, defaultLanguage: string): string {
  return sale.titles[language]?.trim() || sale.titles[defaultLanguage]?.trim() || `#${sale.id}`;
}

// --- A `datetime-local` field's value in a time zone ---------------------------------------

function wallParts(instant: number, timeZone: string): number[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!];
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const [y, m, d, h, min, s] = wallParts(instant, timeZone);
  return Date.UTC(y!, m! - 1, d!, h!, min!, s!) - Math.floor(instant / 1000) * 1000;
}

/** What a `datetime-local` field shows for an instant in `timeZone` (`2026-03-01T09:30`); '' for no instant. */
export function localInputOf(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  const [y, m, d, h, min] = wallParts(time, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y!, 4)}-${pad(m!)}-${pad(d!)}T${pad(h!)}:${pad(min!)}`;
}

/**
 * The instant a `datetime-local` value (`2026-03-01T09:30`) names in `timeZone`, as ISO UTC; '' when
 * the value is not one (the server then says which field). A time that falls in a gap of the clock
 * (a spring-forward hour) is read with the offset before the gap, as browsers do.
 */
export function isoOfLocalInput(value: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return '';
  const [y, m, d, h, min, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!, s!);
  if (!Number.isFinite(wall) || new Date(wall).getUTCMonth() !== m! - 1 || new Date(wall).getUTCDate() !== d!) return '';
  // Two passes settle the offset across a change of it.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  const iso = isoInstant(new Date(guess).toISOString());
  return iso ?? '';
}
