import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, MAX_TOKEN_CHARS, foldForSearch, queryTokens, searchTokens, tokensMatch } from './search-text';

describe('foldForSearch', () => {
  it('ignores case and Latin accents', () => {
    expect(foldForSearch('Élégant ÇA Über Ñandú')).toBe('elegant ca uber nandu');
    expect(foldForSearch('Søren Æble Straße Łódź')).toBe('soren aeble strasse lodz');
  });

  it('makes Turkish I, ı, İ and i the same letter and drops ş, ğ, ç, ö, ü marks', () => {
    for (const spelling of ['İstanbul', 'istanbul', 'ISTANBUL', 'ıstanbul', 'İSTANBUL', 'Istanbul']) {
      expect(foldForSearch(spelling)).toBe('istanbul');
    }
    expect(foldForSearch('Şık Ağaç Ütü Göz')).toBe('sik agac utu goz');
  });

  it('ignores Arabic diacritics, tatweel and hamza seats', () => {
    expect(foldForSearch('حَقِيبَة')).toBe(foldForSearch('حقيبه'));
    expect(foldForSearch('حـــقيبة')).toBe(foldForSearch('حقيبة'));
    expect(foldForSearch('أحذية')).toBe(foldForSearch('احذية'));
    expect(foldForSearch('إسلام آمن')).toBe('اسلام امن');
    expect(foldForSearch('مستشفى')).toBe(foldForSearch('مستشفي'));
  });

  it('keeps Hindi vowel signs, which tell words apart', () => {
    expect(foldForSearch('कीमत')).toBe('कीमत');
    expect(foldForSearch('कमल')).not.toBe(foldForSearch('कमाल'));
  });

  it('folds compatibility forms (full-width letters, ligatures)', () => {
    expect(foldForSearch('ＬＡＰＴＯＰ ﬁle')).toBe('laptop file');
  });

  it('is idempotent and ignores upper/lower case', () => {
    const alphabet = fc.constantFrom(...'aAéÉiIıİçÇşŞğĞüÜöÖßøØœ Āḗكتابحَقِيبَةـकीमत-\'"*'.split(''));
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 30 }).map((a) => a.join('')), (text) => {
      const folded = foldForSearch(text);
      expect(foldForSearch(folded)).toBe(folded);
      expect(foldForSearch(text.toUpperCase())).toBe(folded);
      expect(foldForSearch(text.toLocaleUpperCase('tr'))).toBe(folded);
    }));
  });
});

describe('searchTokens', () => {
  it('splits on anything that is not a letter, digit or mark', () => {
    expect(searchTokens("L'Oréal  Pro-Max, 15\" (2024)")).toEqual(['l', 'oreal', 'pro', 'max', '15', '2024']);
    expect(searchTokens('सूती कुर्ता')).toEqual(['सूती', 'कुर्ता']);
  });

  it('drops emoji and their leftover variation selectors', () => {
    expect(searchTokens('❤️ 😀 love')).toEqual(['love']);
  });

  it('only ever yields letters, digits and marks, each token short', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
      for (const token of searchTokens(text)) {
        expect(token).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
        expect([...token].length).toBeLessThanOrEqual(MAX_TOKEN_CHARS);
      }
    }));
  });
});

describe('queryTokens', () => {
  it('marks words of two or more characters as prefixes', () => {
    expect(queryTokens('Lapt a')).toEqual([{ text: 'lapt', prefix: true }, { text: 'a', prefix: false }]);
  });

  it('caps the number of words and drops repeats', () => {
    expect(queryTokens('x x x')).toHaveLength(1);
    expect(queryTokens(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_QUERY_TOKENS);
  });

  it('turns operators, quotes and SQL into plain words or nothing', () => {
    expect(queryTokens('" * - NEAR( OR ) ;--')).toEqual([{ text: 'near', prefix: true }, { text: 'or', prefix: true }]);
    expect(queryTokens('***')).toEqual([]);
    expect(queryTokens('<script>x</script>').map((t) => t.text)).toEqual(['script', 'x']);
  });

  it('reads only the start of a very long query', () => {
    expect(queryTokens('a'.repeat(10_000))).toEqual([{ text: 'a'.repeat(MAX_TOKEN_CHARS), prefix: true }]);
  });
});

describe('tokensMatch', () => {
  it('needs every word, the last ones by prefix', () => {
    const title = searchTokens('Gaming Laptop Pro');
    expect(tokensMatch(queryTokens('lapt gam'), title)).toBe(true);
    expect(tokensMatch(queryTokens('lapt phone'), title)).toBe(false);
    expect(tokensMatch(queryTokens(''), title)).toBe(false);
  });
});
