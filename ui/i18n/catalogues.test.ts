import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../core/domain/language';
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

describe('translation catalogues', () => {
  it('exist for all five languages', () => {
    expect(catalogueLanguages().sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has exactly the keys English has, each filled, with the same placeholders', async (code) => {
    const english = flatten(await loadCatalogue('en'));
    const other = flatten(await loadCatalogue(code));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), `${code}:${key} is empty`).not.toBe('');
      expect(placeholders(text), `${code}:${key} placeholders`).toEqual(placeholders(english.get(key)!));
    }
  });

  it('has a reasonable number of shopper-facing strings', async () => {
    expect(flatten(await loadCatalogue('en')).size).toBeGreaterThan(40);
  });
});
