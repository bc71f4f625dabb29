import type { i18n as I18n } from 'i18next';
import type { FeatureName } from '../routing/route-definition';
import { recoverFromChunkError } from '../routing/chunk-recovery';
import { LANGUAGE_CODES } from '../../core/language/language';
import type { Catalogue } from './catalogues';

/**
 * Which texts a page carries to the browser (issue 35: the catalogues were over half of every
 * page's state, 75 kB in English and 160 kB in the other languages, which also carried all of
 * English to fill gaps the catalogue parity test proves empty).
 *
 * - A shopper's page carries the shopper's namespaces; the back office's, the seller workspace's
 *   and the installer's texts (over half of the catalogue) come with the first screen of those
 *   rooms: in the page when it is the first page, else loaded before that screen renders
 *   (`ensureRoomTexts`).
 * - English fills only the gaps of the page's catalogue: none for the five languages the app
 *   ships (every key is in each), the missing ones for a language the operator added.
 */

/** Namespaces only the back office, the seller workspace and the installer use (tested: no other screen names them). */
export const ROOM_NAMESPACES: readonly string[] = [
  'admin', 'adminContent', 'adminDashboard', 'adminOrders', 'adminPeople', 'adminProducts', 'adminRules', 'adminSettings',
  'install', 'ledger', 'seller',
];

/** The features whose screens are those rooms'. */
const ROOM_FEATURES: ReadonlySet<FeatureName> = new Set(['admin', 'seller', 'install']);

/** The languages whose catalogues ship with the app (ui/i18n/catalogues.test.ts holds them equal to the files). */
const shipsWithApp = (language: string) => (LANGUAGE_CODES as readonly string[]).includes(language);

export function isRoomRoute(features: readonly FeatureName[]): boolean {
  return features.some((name) => ROOM_FEATURES.has(name));
}

const shopperCatalogues = new WeakMap<Catalogue, Catalogue>();

/**
 * The texts a page of `language` carries: the catalogue without the rooms' namespaces on a
 * shopper's page. The same object for the same catalogue (the page state serialises each once).
 * A language the app does not ship keeps its whole catalogue: the browser has nowhere to load the rest from.
 */
export function shippedCatalogue(catalogue: Catalogue, language: string, roomPage: boolean): Catalogue {
  if (roomPage || !shipsWithApp(language)) return catalogue;
  let shopper = shopperCatalogues.get(catalogue);
  if (!shopper) {
    shopper = Object.fromEntries(Object.entries(catalogue).filter(([namespace]) => !ROOM_NAMESPACES.includes(namespace)));
    shopperCatalogues.set(catalogue, shopper);
  }
  return shopper;
}

/** A plural form's suffix. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

const gapsOf = new WeakMap<Catalogue, Map<string, WeakMap<Catalogue, Catalogue | null>>>();

/**
 * What of `fallback` (English) the `language` catalogue lacks, for i18next to fill in: every text
 * whose key the catalogue does not have, and the whole English plural family of a key that lacks
 * one of the forms `language`'s grammar asks for (i18next then falls back to English's form).
 * Null when nothing is missing. Cached per catalogue objects and language.
 */
export function fallbackGaps(catalogue: Catalogue, language: string, fallback: Catalogue): Catalogue | null {
  let byLanguage = gapsOf.get(catalogue);
  if (!byLanguage) gapsOf.set(catalogue, (byLanguage = new Map()));
  let byFallback = byLanguage.get(language);
  if (!byFallback) byLanguage.set(language, (byFallback = new WeakMap()));
  if (byFallback.has(fallback)) return byFallback.get(fallback)!;
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const gaps = missingFrom(catalogue, fallback, forms);
  byFallback.set(fallback, gaps);
  return gaps;
}

function missingFrom(own: Catalogue | undefined, fallback: Catalogue, forms: readonly string[]): Catalogue | null {
  const out: Catalogue = {};
  const has = (key: string) => own?.[key] !== undefined && typeof own[key] !== 'object';
  for (const [key, value] of Object.entries(fallback)) {
    if (value && typeof value === 'object') {
      const mine = own?.[key];
      const inner = missingFrom(mine && typeof mine === 'object' ? (mine as Catalogue) : undefined, value as Catalogue, forms);
      if (inner) out[key] = inner;
      continue;
    }
    // A plural family has an `_other` form in English (`minimum_one` alone is a plain key).
    const stem = key.replace(PLURAL, '');
    const base = stem !== key && fallback[`${stem}_other`] !== undefined ? stem : null;
    const lacking = base === null ? !has(key) : !has(key) || forms.some((form) => !has(`${base}_${form}`));
    if (lacking) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const roomTexts = new WeakMap<I18n, Promise<void>>();

/**
 * The rooms' texts in `i18n` before a room's screen renders in the browser: a page that came as a
 * shopper's page lacks them. Undefined when they are there (render now), else the promise of
 * their loading (a screen suspends on it), loaded once per tab.
 */
export function ensureRoomTexts(i18n: I18n | null): Promise<void> | undefined {
  if (!i18n) return undefined;
  const language = i18n.language;
  if (!shipsWithApp(language) || i18n.getResource(language, 'translation', ROOM_NAMESPACES[0]!) !== undefined) return undefined;
  let pending = roomTexts.get(i18n);
  if (!pending) {
    // Not loaded (a new deploy, the network): the page is loaded again, and the server renders
    // the room's page with its texts; at most once a minute (else the screen shows its keys).
    // The catalogue files' map is imported here, not with the shop: it is no shopper's first download.
    pending = import('./catalogues').then(({ loadNamespaces }) => loadNamespaces(language, ROOM_NAMESPACES)).then(
      (texts) => { i18n.addResourceBundle(language, 'translation', texts, true, false); },
      (error: unknown) => { recoverFromChunkError(error); },
    );
    roomTexts.set(i18n, pending);
  }
  return pending;
}
