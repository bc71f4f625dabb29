import { describe, expect, it } from 'vitest';
import { formatDate, ISO_DATE } from './dates';

describe('formatDate', () => {
  it.each([
    ['en', 'December 1, 2026'],
    ['fr', '1 décembre 2026'],
    ['ar', '1 ديسمبر 2026'],
    ['hi', '1 दिसंबर 2026'],
    ['tr', '1 Aralık 2026'],
  ])('writes the day in words in %s, Latin digits, never ISO', (language, words) => {
    expect(formatDate(language, '2026-12-01T23:30:00Z')).toBe(words);
    expect(formatDate(language, '2026-12-01')).not.toMatch(ISO_DATE);
  });

  it('keeps a text that is not a date as it is', () => {
    expect(formatDate('en', 'soon')).toBe('soon');
  });

  it('finds ISO dates and times in text', () => {
    expect('Livraison estimée : 2026-12-01').toMatch(ISO_DATE);
    expect('at 2026-12-01T10:00:00.000Z').toMatch(ISO_DATE);
    expect('Livraison estimée : 1 décembre 2026').not.toMatch(ISO_DATE);
  });
});
