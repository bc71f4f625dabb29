import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../core/language/language';
import { catalogueLanguages, loadCatalogue, type Catalogue } from './catalogues';

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as Catalogue, path).forEach((v, k) => out.set(k, v));
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Plural forms differ by language (Arabic has six, French two): compare the keys without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();

/** A plural form may leave out {{count}} ("one review" in Arabic); any other placeholder must match. */
const comparable = (key: string, names: (string | undefined)[]) => (PLURAL.test(key) ? names.filter((n) => n !== 'count') : names);

describe('translation catalogues', () => {
  it('exist for all five languages', () => {
    expect(catalogueLanguages().sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has exactly the keys English has, each filled, with the same placeholders', async (code) => {
    const english = flatten(await loadCatalogue('en'));
    const other = flatten(await loadCatalogue(code));
    expect(baseKeys(other.keys())).toEqual(baseKeys(english.keys()));
    for (const [key, text] of other) {
      expect(text.trim(), `${code}:${key} is empty`).not.toBe('');
      const englishText = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      expect(comparable(key, placeholders(text)), `${code}:${key} placeholders`).toEqual(comparable(key, placeholders(englishText)));
    }
    // Every plural key has the forms this language's grammar needs.
    const rules = new Intl.PluralRules(code);
    for (const base of baseKeys(english.keys()).filter((key) => english.has(`${key}_other`))) {
      for (const form of rules.resolvedOptions().pluralCategories) {
        expect(other.has(`${base}_${form}`), `${code}:${base}_${form} missing`).toBe(true);
      }
    }
  });

  it('has a reasonable number of shopper-facing strings', async () => {
    expect(flatten(await loadCatalogue('en')).size).toBeGreaterThan(40);
  });
});
