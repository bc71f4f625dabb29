/**
 * Parses the "en | fr | ar | tr | hi" word entries once, at module load, into records that carry
 * what agreement needs (gender, number, definite form), so that building 100,000 product texts is
 * only array look-ups and string concatenation. A malformed entry throws at load, which the tests
 * turn into a failure long before a seeder runs.
 */
import { type Localized } from './types';

export type Five = [string, string, string, string, string];

export function split5(entry: string): Five {
  const parts = entry.split('|').map((p) => p.trim());
  if (parts.length !== 5 || parts.some((p) => p === '')) {
    throw new Error(`expected "en | fr | ar | tr | hi", got: ${entry}`);
  }
  return parts as Five;
}

export function localized(entry: string): Localized {
  const [en, fr, ar, tr, hi] = split5(entry);
  return { en, fr, ar, tr, hi };
}

export interface Noun {
  en: string;
  /** For running text: "earbuds", "mirrorless camera". */
  enLower: string;
  enPlural: boolean;
  fr: string;
  frFem: boolean;
  frPlural: boolean;
  /** Starts with a vowel sound: "cet ordinateur", "l'huile". */
  frVowel: boolean;
  ar: string;
  arDef: string;
  arFem: boolean;
  tr: string;
  trLower: string;
  hi: string;
  hiFem: boolean;
  hiPlural: boolean;
}

export interface Adj {
  en: string;
  /** masculine singular, feminine singular, masculine plural, feminine plural */
  fr: readonly [string, string, string, string];
  ar: readonly [string, string];
  tr: string;
  /** masculine singular, masculine plural, feminine */
  hi: readonly [string, string, string];
}

export interface Qual {
  en: string;
  enAfter: boolean;
  fr: string;
  frAfter: boolean;
  ar: string;
  arAfter: boolean;
  tr: string;
  trAfter: boolean;
  hi: string;
  hiAfter: boolean;
  /** Contains "#", replaced by a count. */
  counted: boolean;
}

/** Words that keep their capital letter inside a sentence. */
const PROPER = new Set(['Medjool', 'Bluetooth', 'Wi-Fi']);

/** Lower-cases a title-cased name for running text, leaving acronyms (LED, 5G, EDP) alone. */
export function lowerWords(text: string, locale: string): string {
  return text
    .split(' ')
    .map((w) => (PROPER.has(w) || w === w.toLocaleUpperCase(locale) ? w : w.toLocaleLowerCase(locale)))
    .join(' ');
}

export function capitalize(text: string, locale = 'fr'): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

const FR_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'é', 'è', 'ê', 'â', 'î', 'ô', 'û', 'h']);

/** French elision before a vowel or a mute h (every h-word in our lists is mute: hiver, huile). */
export function frStartsWithVowel(word: string): boolean {
  return FR_VOWELS.has(word.charAt(0).toLowerCase());
}

function frPluralWord(word: string): string {
  if (/[sxz]$/.test(word)) return word;
  if (word.endsWith('al')) return `${word.slice(0, -2)}aux`;
  if (word.endsWith('eau')) return `${word}x`;
  return `${word}s`;
}

/** Plural of an adjective phrase: only its first word takes the mark ("plaqué or" → "plaqués or"). */
function frPluralPhrase(phrase: string): string {
  const space = phrase.indexOf(' ');
  return space < 0 ? frPluralWord(phrase) : frPluralWord(phrase.slice(0, space)) + phrase.slice(space);
}

export function parseNoun(entry: string): Noun {
  const [enRaw, frRaw, arRaw, tr, hiRaw] = split5(entry);
  const enPlural = enRaw.endsWith(':p');
  const en = enPlural ? enRaw.slice(0, -2) : enRaw;
  const fr = /^(.+):([mf])([sp])$/.exec(frRaw);
  const hi = /^(.+):([mf])([sp])$/.exec(hiRaw);
  const ar = arRaw.split(':');
  if (!fr || !hi || ar.length < 2 || (ar[1] !== 'm' && ar[1] !== 'f')) {
    throw new Error(`malformed noun: ${entry}`);
  }
  const arIndef = ar[0] as string;
  if (ar.length < 3 && arIndef.includes(' ')) throw new Error(`Arabic phrase needs its definite form: ${entry}`);
  const frText = fr[1] as string;
  return {
    en,
    enLower: lowerWords(en, 'en'),
    enPlural,
    fr: frText,
    frFem: fr[2] === 'f',
    frPlural: fr[3] === 'p',
    frVowel: frStartsWithVowel(frText),
    ar: arIndef,
    arDef: ar[2] ?? `ال${arIndef}`,
    arFem: ar[1] === 'f',
    tr,
    trLower: lowerWords(tr, 'tr'),
    hi: hi[1] as string,
    hiFem: hi[2] === 'f',
    hiPlural: hi[3] === 'p',
  };
}

export function parseAdj(entry: string): Adj {
  const [en, frRaw, arRaw, tr, hiRaw] = split5(entry);
  const fr = frRaw.split('/');
  let frForms: [string, string, string, string];
  if (fr.length === 4) frForms = fr as [string, string, string, string];
  else if (fr.length === 2) {
    const [m, f] = fr as [string, string];
    frForms = [m, f, frPluralPhrase(m), frPluralPhrase(f)];
  } else if (fr.length === 1) {
    const one = fr[0] as string;
    // A phrase ("en lin", "sans fil") never changes; a lone word is the same in both genders.
    frForms = one.includes(' ') ? [one, one, one, one] : [one, one, frPluralWord(one), frPluralWord(one)];
  } else throw new Error(`malformed French adjective: ${entry}`);

  const ar = arRaw.split('/');
  if (ar.length > 2) throw new Error(`malformed Arabic adjective: ${entry}`);
  const hi = hiRaw.split('/');
  if (hi.length !== 1 && hi.length !== 3) throw new Error(`malformed Hindi adjective: ${entry}`);
  return {
    en,
    fr: frForms,
    ar: [ar[0] as string, (ar[1] ?? ar[0]) as string],
    tr,
    hi: hi.length === 3 ? (hi as [string, string, string]) : [hiRaw, hiRaw, hiRaw],
  };
}

export function parseQual(entry: string): Qual {
  const parts = split5(entry);
  const after = parts.map((p) => p.startsWith('+'));
  const [en, fr, ar, tr, hi] = parts.map((p) => (p.startsWith('+') ? p.slice(1).trim() : p)) as Five;
  return {
    en,
    enAfter: after[0] === true || /^(with|for|in) /.test(en),
    fr,
    frAfter: after[1] === true,
    ar,
    arAfter: after[2] === true,
    tr,
    trAfter: after[3] === true,
    hi,
    hiAfter: after[4] === true,
    counted: entry.includes('#'),
  };
}

/** French adjective form for a noun. */
export function frAdj(adj: Adj, noun: Noun): string {
  return adj.fr[(noun.frPlural ? 2 : 0) + (noun.frFem ? 1 : 0)] as string;
}

export function arAdj(adj: Adj, noun: Noun): string {
  return adj.ar[noun.arFem ? 1 : 0] as string;
}

export function hiAdj(adj: Adj, noun: Noun): string {
  return adj.hi[noun.hiFem ? 2 : noun.hiPlural ? 1 : 0] as string;
}

/** French demonstrative: ce, cet, cette, ces. */
export function frThis(noun: Noun): string {
  if (noun.frPlural) return 'Ces';
  if (noun.frFem) return 'Cette';
  return noun.frVowel ? 'Cet' : 'Ce';
}

/** French definite article, with the space (or apostrophe) that follows it. */
export function frThe(noun: Noun, capital: boolean): string {
  const a = noun.frPlural ? 'les ' : noun.frVowel ? 'l\'' : noun.frFem ? 'la ' : 'le ';
  return capital ? capitalize(a) : a;
}

/** French past participle agreement: conçu → conçue, conçus, conçues. */
export function frParticiple(participle: string, noun: Noun): string {
  return participle + (noun.frFem ? 'e' : '') + (noun.frPlural ? 's' : '');
}
