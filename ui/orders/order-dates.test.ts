import { describe, expect, it } from 'vitest';
import { orderDate } from './order-dates';

describe('order dates', () => {
  it('are words in the page language with Latin digits, never ISO', () => {
    const iso = '2026-11-27T14:05:00.000Z';
    expect(orderDate(iso, 'en', false, 'UTC')).toBe('November 27, 2026');
    expect(orderDate(iso, 'fr', false, 'UTC')).toBe('27 novembre 2026');
    expect(orderDate(iso, 'ar', true, 'UTC')).toContain('نوفمبر');
    expect(orderDate(iso, 'ar', true, 'UTC')).toContain('27');
    expect(orderDate(iso, 'tr', false, 'UTC')).toBe('27 Kasım 2026');
    expect(orderDate(iso, 'hi', false, 'UTC')).toBe('27 नवंबर 2026');
    for (const language of ['en', 'fr', 'ar', 'tr', 'hi']) expect(orderDate(iso, language, true, 'UTC')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says nothing for a date that is not one', () => {
    expect(orderDate('soon', 'en', false)).toBe('');
  });
});
