/** Languages the demo content is written in; `en` is the default and the fallback. */
export type Lang = 'en' | 'fr' | 'ar' | 'tr' | 'hi';

/** One text in every language the shop speaks. */
export type Localized = Record<Lang, string>;

/** In the order the seeder should create language rows: the default first. */
export const LANGS: readonly Lang[] = ['en', 'fr', 'ar', 'tr', 'hi'];
