import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownTimeZone, shopDay } from './shop-day';

const ZONES = ['UTC', 'Europe/Paris', 'Asia/Kolkata', 'America/New_York', 'Asia/Riyadh', 'Europe/Istanbul', 'Pacific/Chatham', 'America/Santiago', 'Australia/Lord_Howe'];
const dayIn = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

describe('shopDay', () => {
  it('is the calendar day in the shop\'s time zone, from its first instant to the next day\'s', () => {
    expect(shopDay(new Date('2026-11-27T23:30:00.000Z'), 'UTC')).toEqual({ day: '2026-11-27', start: '2026-11-27T00:00:00.000Z', end: '2026-11-28T00:00:00.000Z' });
    // Paris is an hour ahead in November: 23:30 UTC is already the 28th there.
    expect(shopDay(new Date('2026-11-27T23:30:00.000Z'), 'Europe/Paris')).toEqual({ day: '2026-11-28', start: '2026-11-27T23:00:00.000Z', end: '2026-11-28T23:00:00.000Z' });
    expect(shopDay(new Date('2026-11-27T20:00:00.000Z'), 'Asia/Kolkata')).toEqual({ day: '2026-11-28', start: '2026-11-27T18:30:00.000Z', end: '2026-11-28T18:30:00.000Z' });
    // The day summer time starts in New York is 23 hours long.
    expect(shopDay(new Date('2026-03-08T12:00:00.000Z'), 'America/New_York')).toEqual({ day: '2026-03-08', start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
  });

  it('always holds the instant it was asked for, starts on that day and lasts 22 to 26 hours, in any zone', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(...ZONES), (now, zone) => {
      const day = shopDay(now, zone);
      expect(day.start <= now.toISOString() && now.toISOString() < day.end).toBe(true);
      expect(dayIn(day.start, zone)).toBe(day.day);
      expect(dayIn(new Date(Date.parse(day.end) - 1).toISOString(), zone)).toBe(day.day);
      const hours = (Date.parse(day.end) - Date.parse(day.start)) / 3_600_000;
      expect(hours >= 22 && hours <= 26).toBe(true);
    }), { numRuns: 400 });
  });

  it('knows a time zone name only when the runtime does', () => {
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZone('Mars/Olympus')).toBeNull();
    expect(knownTimeZone(3)).toBeNull();
  });
});
