import { describe, expect, it } from 'vitest';
import { ChooseLanguage } from './choose-language';

describe('ChooseLanguage', () => {
  const known = ['en', 'fr', 'ar'];

  it('saves the language and answers the same page in that language', () => {
    const saved: string[] = [];
    const choose = new ChooseLanguage({ saved: () => null, save: (code) => saved.push(code) });
    expect(choose.execute({ code: 'ar', currentPath: '/fr/flash-sale', known, defaultLanguage: 'en' })).toBe('/ar/flash-sale');
    expect(choose.execute({ code: 'en', currentPath: '/ar', known, defaultLanguage: 'en' })).toBe('/');
    expect(saved).toEqual(['ar', 'en']);
  });

  it('falls back to the default language for an unknown code', () => {
    const choose = new ChooseLanguage({ saved: () => null, save: () => undefined });
    expect(choose.execute({ code: 'zz', currentPath: '/fr/brands', known, defaultLanguage: 'en' })).toBe('/brands');
  });
});
