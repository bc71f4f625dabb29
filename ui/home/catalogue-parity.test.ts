import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../core/language/language';

// The namespaces the home, product and error screens own.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/{home,product,errors}.json', { eager: true, import: 'default' });
const NAMESPACES = ['home', 'product', 'errors'];

/** Nested groups as dotted keys ("detail.share"), so every leaf is compared. */
function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`)) : [[`${prefix}${key}`, value as string]]));
}
const catalogue = (language: string, namespace: string) => {
  const file = files[`../i18n/locales/${language}/${namespace}.json`];
  return file ? flatten(file) : undefined;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// Plural forms may spell the number out ("مراجعتان": two reviews), so they need not repeat {{count}}.
const isPluralForm = (key: string) => /_(zero|one|two|few|many|other)$/.test(key);

describe.each(NAMESPACES)('%s catalogue', (namespace) => {
  const english = catalogue('en', namespace)!;

  it.each([...LANGUAGE_CODES])('exists in %s with exactly the English keys, none empty', (language) => {
    const other = catalogue(language, namespace);
    expect(other, `${language}/${namespace}.json`).toBeDefined();
    expect(Object.keys(other!).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(other!)) expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
  });

  it.each([...LANGUAGE_CODES])('keeps the English placeholders in %s', (language) => {
    const other = catalogue(language, namespace)!;
    for (const [key, value] of Object.entries(english)) {
      if (isPluralForm(key)) continue;
      expect(placeholders(other[key]!), `${language} ${namespace}.${key}`).toEqual(placeholders(value));
    }
  });
});

describe('the English wording of the error page, word for word', () => {
  it.each([
    ['errors', 'not_found', 'This page could not be found'],
    ['errors', 'something_went_wrong', 'Something went wrong'],
    ['errors', 'try', 'Try'],
    ['errors', 'reload', 'Reload'],
    ['errors', 'go_home', 'Go to homepage'],
  ])('%s.%s is "%s"', (namespace, key, text) => {
    expect(catalogue('en', namespace)![key]).toBe(text);
  });
});
