import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeLanguages } from './language';
import { detectRootLanguage, localizePath, localizedRouteName, preferredLanguage, splitLanguage } from './localized-path';

const codes = ['en', 'fr', 'ar', 'tr', 'hi'];

describe('localized paths', () => {
  it('keeps English unprefixed and prefixes the other languages', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/flash-sale', 'fr')).toBe('/fr/flash-sale');
  });

  it('reads the language back from a prefixed path', () => {
    expect(splitLanguage('/tr/page/faq')).toEqual({ language: 'tr', path: '/page/faq' });
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/fresh-fruit/products')).toEqual({ language: 'en', path: '/fresh-fruit/products' });
    expect(splitLanguage('/en/products')).toEqual({ language: 'en', path: '/en/products' });
    expect(splitLanguage('/de/products')).toEqual({ language: 'en', path: '/de/products' });
  });

  it('round-trips any path through any language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.webPath(), (language, raw) => {
        const path = `/${raw.replace(/^\/+/, '')}`;
        const { language: back, path: rest } = splitLanguage(localizePath(path, language));
        // A path that itself starts with a language code is ambiguous only in English.
        if (language !== 'en') {
          expect(back).toBe(language);
          expect(rest).toBe(path);
        }
      }),
    );
    // A hundred generated web paths take about 1.3 s on a quiet machine and took 7.5 s once beside
    // a full run; the 5 s default then failed a correct rule.
  }, 30_000);

  it('names routes with the language code at the end', () => {
    expect(localizedRouteName('home', 'ar')).toBe('home___ar');
  });
});

describe('browser language detection', () => {
  const base = { pathname: '/', redirectedLanguage: null, savedLanguage: null, acceptLanguage: null, known: codes, fallback: 'en' };

  it('happens only on the root path', () => {
    expect(detectRootLanguage({ ...base, acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(detectRootLanguage({ ...base, pathname: '/brands', acceptLanguage: 'fr-FR' })).toBeNull();
  });

  it('sends a shopper who chose a language back to it, whatever the browser says', () => {
    expect(detectRootLanguage({ ...base, redirectedLanguage: 'tr', acceptLanguage: 'fr' })).toBe('tr');
    expect(detectRootLanguage({ ...base, savedLanguage: 'ar', acceptLanguage: 'fr' })).toBe('ar');
    expect(detectRootLanguage({ ...base, redirectedLanguage: 'en', acceptLanguage: 'fr' })).toBeNull();
  });

  it('detects the browser language only without a choice on record, and never redirects to the default', () => {
    expect(detectRootLanguage({ ...base, acceptLanguage: 'hi-IN' })).toBe('hi');
    expect(detectRootLanguage({ ...base, redirectedLanguage: 'xx', acceptLanguage: 'hi-IN' })).toBeNull();
    expect(detectRootLanguage({ ...base, acceptLanguage: 'en-GB,fr;q=0.5' })).toBeNull();
  });

  it('honours q-values and ignores unknown or absurd headers', () => {
    expect(preferredLanguage('de;q=1, ar;q=0.4, fr;q=0.8', codes)).toBe('fr');
    expect(preferredLanguage('de, zz', codes)).toBeNull();
    expect(preferredLanguage('fr;q=0', codes)).toBeNull();
    expect(preferredLanguage('x'.repeat(5000), codes)).toBeNull();
    fc.assert(fc.property(fc.string(), (header) => {
      const result = preferredLanguage(header, codes);
      expect(result === null || codes.includes(result)).toBe(true);
    }));
  });
});

describe('route languages', () => {
  it('are the predefined languages and then those the operator added, each once', () => {
    expect(routeLanguages(['en', 'de', 'fr', 'de', 'xx-yy', 'ku'])).toEqual(['en', 'fr', 'ar', 'tr', 'hi', 'de', 'ku']);
    fc.assert(fc.property(fc.array(fc.string()), (active) => {
      const routed = routeLanguages(active);
      expect(new Set(routed).size).toBe(routed.length);
      expect(routed.slice(0, 5)).toEqual(codes);
      for (const code of routed) expect(code).toMatch(/^[a-z]{2}$/);
    }));
  });

  it('split and localize a path in an added language like any other', () => {
    const known = ['en', 'fr', 'ar', 'tr', 'hi', 'de'];
    expect(splitLanguage('/de/brands', known, 'en')).toEqual({ language: 'de', path: '/brands' });
    expect(localizePath('/brands', 'de', 'en')).toBe('/de/brands');
  });
});
