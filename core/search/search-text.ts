/**
 * Search text rules shared by every search backend: the indexed text and the shopper's query are
 * folded and split into tokens here, in TypeScript, so SQLite FTS5 and PostgreSQL full-text see
 * identical tokens and answer alike (neither database folds Turkish dotless i, and their own
 * tokenizers disagree on Devanagari vowel signs).
 */

/** Longest query text considered; the rest is ignored (a 10,000-character paste stays cheap). */
export const MAX_QUERY_CHARS = 200;
/** Most query words used; further words are ignored, so a pasted paragraph cannot blow up the query. */
export const MAX_QUERY_TOKENS = 8;
/** Longest token kept; longer runs (pasted hashes, garbage) are cut to this. */
export const MAX_TOKEN_CHARS = 64;

// Combining accents (Latin, Greek, Cyrillic), Arabic harakat, Quranic marks and tatweel: decoration
// that shoppers usually leave out. Devanagari signs (U+0900-U+097F) are NOT here: they are vowels,
// and dropping them would merge different Hindi words.
const IGNORED_MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;

// Letters that carry no decomposition (so NFKD keeps them) but are typed as plain letters.
const PLAIN_LETTER: Readonly<Record<string, string>> = {
  'ı': 'i', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'đ': 'd', 'ð': 'd', 'ł': 'l', 'þ': 'th', 'ħ': 'h',
  'ŀ': 'l', 'ſ': 's', 'ς': 'σ',
  // Arabic: alef maqsura is written for final ya, ta marbuta for final ha.
  'ى': 'ي', 'ة': 'ه',
};
const PLAIN_LETTER_PATTERN = new RegExp(`[${Object.keys(PLAIN_LETTER).join('')}]`, 'g');

/**
 * Lower-cases and strips accents so that "Élégant", "elegant" and "ELEGANT" are equal; Turkish
 * I, ı, İ and i all become i; ş, ğ, ç, ü lose their marks; Arabic diacritics and tatweel go.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(IGNORED_MARKS, '')
    .replace(PLAIN_LETTER_PATTERN, (letter) => PLAIN_LETTER[letter] ?? letter)
    .normalize('NFC');
}

// A token is a run of letters, digits and marks (Devanagari vowel signs are marks); anything else
// (spaces, punctuation, quotes, operators, emoji) separates tokens.
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The folded tokens of a text, in order, duplicates kept (for indexing product text). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const match of foldForSearch(text).matchAll(TOKEN)) {
    const token = [...match[0]].slice(0, MAX_TOKEN_CHARS).join('');
    // A lone variation selector or accent left from an emoji is not a word.
    if (HAS_LETTER_OR_DIGIT.test(token)) out.push(token);
  }
  return out;
}

/** A query word and whether it may be the start of a longer word. */
export interface QueryToken {
  text: string;
  /** True for words of two or more characters: "lapt" finds "laptop" as the shopper types. */
  prefix: boolean;
}

/**
 * The words of a shopper's query, at most MAX_QUERY_TOKENS distinct ones from the first
 * MAX_QUERY_CHARS characters. One-character words match whole words only: as prefixes they would
 * match most of the catalogue and tell nothing. Empty when the text has no letters or digits.
 */
export function queryTokens(query: string): QueryToken[] {
  const head = [...query].slice(0, MAX_QUERY_CHARS).join('');
  const seen = new Set<string>();
  const out: QueryToken[] = [];
  for (const text of searchTokens(head)) {
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, prefix: [...text].length >= 2 });
    if (out.length === MAX_QUERY_TOKENS) break;
  }
  return out;
}

/** True when every query token starts (prefix) or equals (whole) some token of the folded text. */
export function tokensMatch(query: readonly QueryToken[], textTokens: readonly string[]): boolean {
  if (query.length === 0) return false;
  return query.every((q) => textTokens.some((t) => (q.prefix ? t.startsWith(q.text) : t === q.text)));
}
