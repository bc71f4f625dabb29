import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../core/language/language';
import { loadCatalogue, type Catalogue } from './catalogues';
import { createI18n } from './create-i18n';
import { ROOM_NAMESPACES, ensureRoomTexts, fallbackGaps, isRoomRoute, shippedCatalogue } from './shipped-texts';

/** Every leaf as [path, text]. */
function leaves(tree: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? leaves(value as Catalogue, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]]));
}

function without(tree: Catalogue, removed: ReadonlySet<string>, prefix = ''): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object') out[key] = without(value as Catalogue, removed, `${path}.`);
    else if (!removed.has(path)) out[key] = value;
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the texts a page carries', () => {
  it('leaves the rooms\' namespaces out of a shopper\'s page, in every shipped language, and keeps every other one', async () => {
    for (const language of LANGUAGE_CODES) {
      const catalogue = await loadCatalogue(language);
      const shopper = shippedCatalogue(catalogue, language, false);
      expect(Object.keys(shopper).sort()).toEqual(Object.keys(catalogue).filter((namespace) => !ROOM_NAMESPACES.includes(namespace)).sort());
      for (const namespace of ROOM_NAMESPACES) expect(catalogue[namespace], `${language} has ${namespace}`).toBeDefined();
      // The same object each time: the page state serialises it once.
      expect(shippedCatalogue(catalogue, language, false)).toBe(shopper);
      expect(shippedCatalogue(catalogue, language, true)).toBe(catalogue);
    }
  });

  it('keeps the whole catalogue of a language the operator added (the browser could load no room texts for it)', () => {
    const added = { layout: { login: 'Anmelden' }, seller: { title: 'Verkaufen' } };
    expect(shippedCatalogue(added, 'de', false)).toBe(added);
  });

  it('needs no English beside the five shipped languages: none of them has a gap', async () => {
    const english = await loadCatalogue('en');
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const catalogue = await loadCatalogue(language);
      expect(fallbackGaps(shippedCatalogue(catalogue, language, false), language, shippedCatalogue(english, 'en', false)), language).toBeNull();
      expect(fallbackGaps(catalogue, language, english), language).toBeNull();
    }
  });

  it.each(['fr', 'ar', 'hi'])('answers every key of a %s catalogue with gaps exactly as the whole English fallback did', async (language) => {
    const english = await loadCatalogue('en');
    const own = await loadCatalogue(language);
    const ownLeaves = leaves(own).map(([path]) => path);
    const pluralLeaves = ownLeaves.filter((path) => PLURAL.test(path));
    const keys = [...new Set(leaves(english).map(([path]) => path.replace(PLURAL, '')))];
    // Every plural key is asked each time (a missing form falls back to English's family), with some others.
    const pluralKeys = [...new Set(pluralLeaves.map((path) => path.replace(PLURAL, '')))];
    expect(pluralKeys.length).toBeGreaterThan(3);
    fc.assert(
      fc.property(fc.subarray(pluralLeaves, { maxLength: 12 }), fc.subarray(ownLeaves, { maxLength: 200 }), fc.subarray(keys, { maxLength: 60 }), (removedForms, removed, asked) => {
        const partial = without(own, new Set([...removedForms, ...removed]));
        const whole = createI18n(language, partial, { language: 'en', catalogue: english });
        const gaps = fallbackGaps(partial, language, english);
        const shipped = createI18n(language, partial, gaps ? { language: 'en', catalogue: gaps } : undefined);
        for (const key of [...pluralKeys, ...asked]) {
          for (const count of [0, 1, 2, 5, 11, 100]) expect(shipped.t(key, { count, defaultValue: '?' }), `${key} ${count}`).toBe(whole.t(key, { count, defaultValue: '?' }));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('names the rooms by their features', () => {
    expect(isRoomRoute(['admin'])).toBe(true);
    expect(isRoomRoute(['seller'])).toBe(true);
    expect(isRoomRoute(['install'])).toBe(true);
    expect(isRoomRoute(['auth'])).toBe(false);
    expect(isRoomRoute(['orders', 'checkout'])).toBe(false);
    expect(isRoomRoute([])).toBe(false);
  });

  it('loads a room\'s texts into a tab whose page was a shopper\'s, once, before the room\'s screen renders', async () => {
    const french = await loadCatalogue('fr');
    const i18n = createI18n('fr', shippedCatalogue(french, 'fr', false));
    expect(i18n.t('seller.title', { defaultValue: '?' })).toBe('?');
    const pending = ensureRoomTexts(i18n);
    expect(pending).toBeInstanceOf(Promise);
    expect(ensureRoomTexts(i18n)).toBe(pending);
    await pending;
    for (const [path, text] of leaves(french).filter(([path]) => ROOM_NAMESPACES.includes(path.split('.')[0]!)).slice(0, 50)) {
      if (!PLURAL.test(path)) expect(i18n.t(path), path).toBe(text);
    }
    expect(ensureRoomTexts(i18n)).toBeUndefined();
    // A room page carries them already.
    expect(ensureRoomTexts(createI18n('fr', french))).toBeUndefined();
    expect(ensureRoomTexts(null)).toBeUndefined();
  });
});

describe('the rooms\' namespaces', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const ROOM_FOLDERS = ['ui/admin/', 'ui/seller/', 'ui/ledger/', 'ui/install/'];

  function* sources(folder: string): Generator<string> {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'node_modules') yield* sources(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        yield path;
      }
    }
  }

  it('are named by no screen outside those rooms: a shopper\'s page, which lacks them, never shows one of their keys', () => {
    const key = new RegExp(`['"\`](${ROOM_NAMESPACES.join('|')})\\.[A-Za-z_$]`);
    const outside = ['ui', 'core', 'composition']
      .flatMap((folder) => [...sources(join(root, folder))])
      .map((path) => relative(root, path).replace(/\\/g, '/'))
      .filter((path) => !ROOM_FOLDERS.some((room) => path.startsWith(room)) && path !== 'ui/i18n/shipped-texts.ts')
      .filter((path) => key.test(readFileSync(join(root, path), 'utf8')));
    expect(outside).toEqual([]);
  });
});
