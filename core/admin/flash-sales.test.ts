import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingOf, flashSaleProblems, flashSaleState, isoInstant, isoOfLocalInput, localInputOf } from './flash-sales';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const sale = (o: Record<string, unknown> = {}) => ({ titles: { en: 'Summer sale' }, start_time: at(24), end_time: at(48), public: true, ...o });
const codes = (problems: { field: string; code: string }[]) => problems.map((p) => `${p.field}:${p.code}`);
const LANGUAGES = ['en', 'fr', 'ar'];

describe('flash sale rules', () => {
  it('reads ISO instants with Z or an offset as 24-character UTC text, and nothing else', () => {
    expect(isoInstant('2026-06-01T10:00Z')).toBe('2026-06-01T10:00:00.000Z');
    expect(isoInstant(' 2026-06-01T13:00:00+03:00 ')).toBe('2026-06-01T10:00:00.000Z');
    expect(isoInstant('2026-06-01T10:00:00.123456Z')).toBe('2026-06-01T10:00:00.123Z');
    for (const bad of ['2026-06-01', '2026-06-01T10:00', '2026-02-30T10:00Z', '2026-13-01T00:00Z', '2026-01-01T24:00Z', '1969-12-31T23:59Z', '+010000-01-01T00:00:00.000Z', 'tomorrow', '', null, 17, {}]) {
      expect(isoInstant(bad), String(bad)).toBeNull();
    }
    fc.assert(fc.property(fc.date({ min: new Date(0), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }), (date) => isoInstant(date.toISOString()) === date.toISOString()));
  });

  it('tells upcoming, running and ended apart, and what closing does to each', () => {
    expect([flashSaleState({ start_time: at(1), end_time: at(2) }, NOW), flashSaleState({ start_time: at(0), end_time: at(2) }, NOW), flashSaleState({ start_time: at(-2), end_time: at(0) }, NOW)])
      .toEqual(['upcoming', 'running', 'ended']);
    expect([closingOf({ start_time: at(1), end_time: at(2) }, NOW), closingOf({ start_time: at(-1), end_time: at(2) }, NOW), closingOf({ start_time: at(-2), end_time: at(-1) }, NOW)])
      .toEqual(['make_private', 'end_now', 'ended']);
  });

  it('opens a sale with the default language\'s title, a future start and an end after it', () => {
    expect(flashSaleProblems(sale(), null, LANGUAGES, 'en', NOW)).toEqual([]);
    expect(codes(flashSaleProblems(sale({ titles: { en: ' ', ar: 'x'.repeat(192) } }), null, LANGUAGES, 'en', NOW))).toEqual(['titles.en:required', 'titles.ar:too_long']);
    expect(codes(flashSaleProblems(sale({ start_time: at(-1) }), null, LANGUAGES, 'en', NOW))).toEqual(['start_time:start_past']);
    expect(codes(flashSaleProblems(sale({ end_time: at(24) }), null, LANGUAGES, 'en', NOW))).toEqual(['end_time:end_before_start']);
    expect(codes(flashSaleProblems(sale({ start_time: 'soon', end_time: '2026-05-10T10:00' }), null, LANGUAGES, 'en', NOW))).toEqual(['start_time:instant', 'end_time:instant']);
    expect(codes(flashSaleProblems({}, null, LANGUAGES, 'fr', NOW))).toEqual(['titles.fr:required', 'start_time:instant', 'end_time:instant']);
  });

  it('lets an upcoming sale move its start only into the future', () => {
    const stored = { start_time: at(24), end_time: at(48) };
    expect(flashSaleProblems(sale({ start_time: at(2) }), stored, LANGUAGES, 'en', NOW)).toEqual([]);
    expect(codes(flashSaleProblems(sale({ start_time: at(-2) }), stored, LANGUAGES, 'en', NOW))).toEqual(['start_time:start_past']);
  });

  it('lets a running sale change its end (still ahead), titles and visibility, never its start; an ended one nothing', () => {
    const running = { start_time: at(-5), end_time: at(5) };
    expect(flashSaleProblems(sale({ start_time: running.start_time, end_time: at(10), public: false, titles: { en: 'Longer', fr: 'Plus long' } }), running, LANGUAGES, 'en', NOW)).toEqual([]);
    expect(codes(flashSaleProblems(sale({ start_time: at(-4), end_time: at(10) }), running, LANGUAGES, 'en', NOW))).toEqual(['start_time:start_locked']);
    expect(codes(flashSaleProblems(sale({ start_time: at(1), end_time: at(10) }), running, LANGUAGES, 'en', NOW))).toEqual(['start_time:start_locked']);
    expect(codes(flashSaleProblems(sale({ start_time: running.start_time, end_time: at(-1) }), running, LANGUAGES, 'en', NOW))).toEqual(['end_time:end_past']);
    // The same instant written with an offset is the same start.
    const offset = new Date(Date.parse(running.start_time) + 3 * 3_600_000).toISOString().replace('Z', '+03:00').replace('.000', '');
    expect(flashSaleProblems(sale({ start_time: offset, end_time: at(10) }), running, LANGUAGES, 'en', NOW)).toEqual([]);
    expect(codes(flashSaleProblems(sale(), { start_time: at(-10), end_time: at(-1) }, LANGUAGES, 'en', NOW))).toEqual(['sale:ended']);
  });

  it('accepts nothing that would show shoppers a sale begun in the past, move a running sale\'s start, or change an ended one', () => {
    const hours = fc.integer({ min: -200, max: 200 });
    fc.assert(fc.property(hours, hours, fc.option(fc.tuple(hours, fc.integer({ min: 1, max: 100 }))), fc.boolean(), (start, end, stored, sameStart) => {
      const storedSale = stored ? { start_time: at(stored[0]), end_time: at(stored[0] + stored[1]) } : null;
      const input = sale({ start_time: storedSale && sameStart ? storedSale.start_time : at(start), end_time: at(end) });
      const problems = flashSaleProblems(input, storedSale, LANGUAGES, 'en', NOW);
      if (problems.length > 0) return true;
      const state = storedSale ? flashSaleState(storedSale, NOW) : null;
      const begins = Date.parse(input.start_time);
      const moved = storedSale === null || begins !== Date.parse(storedSale.start_time);
      return state !== 'ended'
        && Date.parse(input.end_time) > begins && Date.parse(input.end_time) > NOW.getTime()
        && (!moved || (state !== 'running' && begins > NOW.getTime()));
    }), { numRuns: 500 });
  });

  it('converts between an instant and a datetime-local value in the member\'s time zone', () => {
    expect(localInputOf('2026-05-10T12:00:00.000Z', 'Europe/Istanbul')).toBe('2026-05-10T15:00');
    expect(localInputOf('2026-05-10T12:00:00.000Z', 'Asia/Kolkata')).toBe('2026-05-10T17:30');
    expect(isoOfLocalInput('2026-05-10T15:00', 'Europe/Istanbul')).toBe('2026-05-10T12:00:00.000Z');
    expect(isoOfLocalInput('2026-01-10T09:00', 'Europe/Paris')).toBe('2026-01-10T08:00:00.000Z');
    expect(isoOfLocalInput('2026-07-10T09:00', 'Europe/Paris')).toBe('2026-07-10T07:00:00.000Z');
    // 02:30 does not exist in Paris on 29 March 2026: read as 03:30 summer time, as browsers do.
    expect(isoOfLocalInput('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    for (const bad of ['', '2026-02-30T10:00', '10:00', '2026-05-10 10:00']) expect(isoOfLocalInput(bad, 'UTC'), bad).toBe('');
    const minutes = fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 });
    fc.assert(fc.property(minutes, fc.constantFrom('UTC', 'Asia/Kolkata', 'Europe/Istanbul', 'Asia/Tokyo'), (minute, zone) => {
      const iso = new Date(minute * 60_000).toISOString();
      return isoOfLocalInput(localInputOf(iso, zone), zone) === iso;
    }));
  });
});
