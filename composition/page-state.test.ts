import { describe, expect, it } from 'vitest';
import { safeJson, serializeState, type PageState } from './page-state';

describe('serializeState', () => {
  const catalogue = { layout: { agreement: 'You agree to our <policy>policy</policy> & terms\u2028</script>' } };
  const state: PageState = {
    language: 'fr',
    defaultLanguage: 'en',
    languages: ['en', 'fr', 'ar', 'tr', 'hi', 'de'],
    direction: 'ltr',
    catalogue,
    fallbackCatalogue: { layout: { hello: 'Hello <b>' } },
    stores: { home: { title: 'Blue <Mug> </script> \u2029 &amp;' }, empty: null },
  };

  it('is the whole state as JSON that cannot close the script element, with the catalogues reused', () => {
    const first = serializeState(state);
    expect(first).toBe(safeJson(state));
    expect(first).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(first)).toEqual(state);
    // The second page of the same language reuses the catalogue's text, and says the same.
    expect(serializeState({ ...state, stores: { other: 1 } })).toBe(safeJson({ ...state, stores: { other: 1 } }));
  });

  it('writes a missing fallback catalogue as null', () => {
    const english = { ...state, language: 'en', fallbackCatalogue: null };
    expect(serializeState(english)).toBe(safeJson(english));
  });
});
