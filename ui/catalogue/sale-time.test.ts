import { describe, expect, it } from 'vitest';
import { saleTime } from './sale-time';

const START = '2026-11-27T13:11:00.000Z';

describe('a flash sale time', () => {
  it('is written for the page\'s language, in UTC on the server with the zone said', () => {
    expect(saleTime(START, 'en', 'UTC')).toBe('Nov 27, 2026, 1:11 PM UTC');
    expect(saleTime(START, 'fr', 'UTC')).toMatch(/^27 nov\. 2026.*13:11 UTC$/);
    expect(saleTime(START, 'tr', 'UTC')).toMatch(/^27 Kas 2026 13:11 UTC$/);
  });

  it('keeps Latin digits in Arabic and Hindi, as prices do', () => {
    for (const language of ['ar', 'hi']) {
      const text = saleTime(START, language, 'UTC');
      expect(text, language).toMatch(/2026/);
      expect(text, language).not.toMatch(/[\u0660-\u0669\u0966-\u096F]/);
    }
  });

  it('is shown in the shopper\'s time zone in the browser', () => {
    expect(saleTime(START, 'en', 'Europe/Istanbul')).toBe('Nov 27, 2026, 4:11 PM');
    expect(saleTime(START, 'tr', 'Europe/Istanbul')).toBe('27 Kas 2026 16:11');
  });

  it('answers nothing for a time that is not one', () => {
    expect(saleTime('soon', 'en', 'UTC')).toBe('');
  });
});
