import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;
const NAMESPACES = ['layout', 'common'] as const;

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`./${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;
}

/** Every leaf as ['a.b.c', text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

/** The parts a translator must keep: {{placeholders}} and <tags>. */
const markers = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  const english = new Map(leaves(read('en', namespace)));

  it.each(LANGUAGES)('%s has exactly the English keys, each translated and non-empty', (language) => {
    const entries = leaves(read(language, namespace));
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) expect(text.trim(), `${language} ${namespace}.${key}`).not.toBe('');
  });

  // A plural form may say its number in words ("منتج واحد", "يومين"): {{count}} is the one marker it may leave out.
  it.each(LANGUAGES)('%s keeps every placeholder and tag of the English text', (language) => {
    for (const [key, text] of leaves(read(language, namespace))) {
      const plural = /_(zero|one|two|few|many|other)$/.test(key);
      const kept = (found: string[]) => (plural ? found.filter((marker) => marker !== '{{count}}') : found);
      expect(kept(markers(text)), `${language} ${namespace}.${key}`).toEqual(kept(markers(english.get(key)!)));
    }
  });
});

describe('the English wording of toasts and form messages', () => {
  const common = new Map(leaves(read('en', 'common')));
  it('is kept word for word', () => {
    expect(common.get('success')).toBe('Success');
    expect(common.get('error')).toBe('Error');
    expect(common.get('required')).toBe('{{type}} is required');
    expect(common.get('invalid_email')).toBe('Invalid email');
  });
});
