import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../core/language/language';
import { localizePath } from '../core/language/localized-path';
import { languagesFirst } from './page-language';

describe('languagesFirst', () => {
  it('routes a predefined language at once, without reading the languages first', () => {
    expect(languagesFirst('/fr/brands', [])).toBeNull();
    expect(languagesFirst('/fresh-fruit/products', [])).toBeNull();
    expect(languagesFirst('/', [null, undefined, 'fr-FR,fr;q=0.9,en;q=0.8'])).toBeNull();
    fc.assert(fc.property(fc.constantFrom(...LANGUAGE_CODES.filter((code) => code !== 'en')), fc.string({ unit: fc.constantFrom('a', 'd', 'e', '-', '/', '1', 'é') }), (code, raw) => {
      expect(languagesFirst(localizePath(`/${raw.replace(/^\/+/, '')}`, code), [])).toBeNull();
    }));
  });

  it('reads them first for a path or a root visit that may be in an added language', () => {
    expect(languagesFirst('/de/brands', [])).toBe('de');
    expect(languagesFirst('/de', [])).toBe('de');
    expect(languagesFirst('/', ['de', null, null])).toBe('');
    expect(languagesFirst('/', [null, null, 'de-DE,de;q=0.9,en;q=0.8'])).toBe('');
    expect(languagesFirst('/brands', ['de', 'de', 'de'])).toBeNull();
  });
});
