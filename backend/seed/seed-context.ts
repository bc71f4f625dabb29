import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Rng } from './content/random';
import { LANGS, type Lang, type Localized } from './content/types';

/** What every seeding step needs. `db` is the open transaction of the current step. */
export interface SeedContext {
  db: Kysely<DB>;
  dialect: DialectName;
  rng: Rng;
  /** The instant the demo shop is built around (flash sales, ages of products and reviews). */
  now: Date;
}

export const DEFAULT_LANG: Lang = 'en';
/** Languages kept in <entity>_translations; the default language's text lives in the base table. */
export const TRANSLATED_LANGS: readonly Lang[] = LANGS.filter((l) => l !== DEFAULT_LANG);

/**
 * One translation row per non-default language for an entity. Fields given as null stay null
 * (and fall back to the base table when read).
 */
export function translationRows<K extends string, C extends string>(
  key: K,
  id: number,
  fields: Record<C, Localized | null>,
): ({ [P in K]: number } & { lang: string } & Record<C, string | null>)[] {
  const names = Object.keys(fields) as C[];
  return TRANSLATED_LANGS.map((lang) => {
    const row = { [key]: id, lang } as { [P in K]: number } & { lang: string } & Record<C, string | null>;
    for (const name of names) {
      const text = fields[name];
      (row as Record<C, string | null>)[name] = text ? text[lang] : null;
    }
    return row;
  });
}

/** ISO text of `now` moved by a number of days (negative for the past). */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/**
 * When the demo shop opened: the creation time of its fixed content (categories, banners, ...).
 * Set explicitly rather than left to the database clock so the same seed gives the same rows.
 */
export function shopOpenedAt(now: Date): string {
  return daysFrom(now, -400);
}

/** URL- and file-safe slug of a default-language text. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'item';
}
