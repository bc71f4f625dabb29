import { createRequire } from 'node:module';
import type * as CountryStateCity from 'country-state-city';
// The plain entry, not the Node one: that one registers all ~80 locales; we load only ours.
import countryNames, { type LocaleData } from 'i18n-iso-countries/index.js';
import type { Country, CountryState } from '../../core/account/account';

/** Storefront languages; any other language gets English country names. */
const NAME_LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;

const require = createRequire(import.meta.url);

interface CountryData {
  /**
   * Every country both libraries know, with its calling code as digits ("+1-684" → "1684"; where
   * the data lists two, "+1-809 and 1-829", the first).
   */
  base: readonly { code: string; phone_code: string; fallbackName: string }[];
  known: ReadonlySet<string>;
  states: typeof CountryStateCity.State;
}

let data: CountryData | undefined;

/**
 * The two libraries' data, read by the first question and kept: the data never changes while
 * running. Not when the server starts: country-state-city's tables are about 0.3 s of CPU that a
 * start (and every test shop's) paid whether or not anyone opened an address (decision 0028).
 */
function countryData(): CountryData {
  if (data) return data;
  for (const language of NAME_LANGUAGES) {
    countryNames.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
  }
  const { Country: cscCountries, State: cscStates } = require('country-state-city') as typeof CountryStateCity;
  const base = cscCountries.getAllCountries()
    .filter((c) => countryNames.isValid(c.isoCode))
    .map((c) => ({ code: c.isoCode, phone_code: (c.phonecode.split(' and ')[0] ?? '').replace(/\D/g, ''), fallbackName: c.name }));
  data = { base, known: new Set(base.map((c) => c.code)), states: cscStates };
  return data;
}
const byLanguage = new Map<string, Country[]>();
const statesByCountry = new Map<string, CountryState[]>();

/** Every country with its name in `language`, sorted as that language sorts. Cached per language. */
export function countriesIn(language: string): Country[] {
  const lang = (NAME_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  let list = byLanguage.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = countryData().base.map((c) => ({ code: c.code, name: countryNames.getName(c.code, lang) ?? countryNames.getName(c.code, 'en') ?? c.fallbackName, phone_code: c.phone_code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(lang, list);
  }
  return list;
}

/** A country's name in `language`, or the code as stored when it is not one we list. */
export function countryName(code: string, language: string): string {
  return countriesIn(language).find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/** The ISO 3166-1 alpha-2 code in canonical (upper) case if it is a country we list, else null. */
export function knownCountry(code: string): string | null {
  const upper = code.toUpperCase();
  return countryData().known.has(upper) ? upper : null;
}

/** A country's subdivisions (code without the country prefix, e.g. "BDS"); [] for an unknown country. */
export function statesOf(countryCode: string): CountryState[] {
  const country = knownCountry(countryCode);
  if (!country) return [];
  let states = statesByCountry.get(country);
  if (!states) {
    states = countryData().states.getStatesOfCountry(country).map((s) => ({ code: s.isoCode, name: s.name }));
    statesByCountry.set(country, states);
  }
  return states;
}

/**
 * The state's canonical code if it is a subdivision of the country. A country the data lists no
 * subdivisions for accepts any (non-empty) region the shopper writes, as there is nothing to pick.
 */
export function knownState(countryCode: string, state: string): string | null {
  const states = statesOf(countryCode);
  if (states.length === 0) return knownCountry(countryCode) && state.trim() ? state.trim() : null;
  const wanted = state.trim().toUpperCase();
  return states.find((s) => s.code.toUpperCase() === wanted)?.code ?? null;
}
